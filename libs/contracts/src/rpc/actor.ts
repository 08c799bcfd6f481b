/** Who is calling, resolved by the gateway from the session. Never taken from a request body. */
export interface Actor {
  userId: string;
  roles: string[];
}

/** Every RPC payload carries the actor (absent for anonymous and system calls). */
export type RpcPayload<T = Record<string, unknown>> = T & { actor?: Actor };

/** The payload of a handler declared `actor: 'required'` or `'admin'`: the platform checked the actor is there. */
export type SignedInPayload<T = Record<string, unknown>> = T & { actor: Actor };
