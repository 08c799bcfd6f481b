import type { RpcErrorShape } from '@converge/contracts';

/** The reply envelope on the wire. Never a top-level `response` key (Nest's transport reserves it). */
export type RpcReply<T = unknown> = { ok: true; data: T } | { ok: false; error: RpcErrorShape };
