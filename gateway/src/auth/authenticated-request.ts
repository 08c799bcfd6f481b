import type { FastifyRequest } from 'fastify';
import type { Actor } from '@converge/contracts';
import type { Session } from './session.store.js';

export type AuthenticatedRequest = FastifyRequest & { session?: Session; actor?: Actor };
