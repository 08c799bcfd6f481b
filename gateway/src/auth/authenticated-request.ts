import type { FastifyRequest } from 'fastify';
import type { Actor } from '@converge/contracts';
import type { Session } from './session.store.js';

/** `sessionCheck`: set on a read-ahead request (read-ahead.ts), settled when Redis has confirmed the session. */
export type AuthenticatedRequest = FastifyRequest & { session?: Session; actor?: Actor; sessionCheck?: Promise<void> };
