import { z } from 'zod';
import type { BaseConfig } from '@converge/platform/core';

/** Gateway-only settings, merged into the platform's base config. */
export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the built SPA lives; the gateway serves it with an index.html fallback. */
  WEB_DIST: z.string().default(''),
  /** Public origin (used for QR links and the same-origin check behind proxies). */
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /**
   * Other origins whose pages may use the API and the socket besides PUBLIC_URL's (comma-separated,
   * e.g. `https://www.converge.example,capacitor://localhost`); see http/allowed-origins.ts.
   */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Secure cookies with the __Host- prefix; on by default when PUBLIC_URL is https. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Sessions: one ends after SESSION_IDLE_TTL seconds without use (default 14 days) and at
   * the latest SESSION_ABSOLUTE_TTL seconds after sign-in (default 30 days), however much it is used.
   */
  SESSION_IDLE_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 3600),
  SESSION_ABSOLUTE_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /**
   * How long (ms, at most 1000; 0 turns it off) a replica reuses a session or a "who am I" answer it
   * just read (auth/auth-cache.ts): every end of a session is broadcast to every replica at once, and
   * this is the longest a copy can outlive one whose message was lost.
   */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  HEALTH_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /** Proxies whose X-Forwarded-For is believed (read at start by create-gateway.ts; see trust-proxy.ts). */
  TRUST_PROXY: z.string().default('false'),
  /** Socket floods (realtime/socket-limits.ts): per person, on this replica. */
  SOCKETS_PER_PERSON_MAX: z.coerce.number().int().positive().default(10),
  SOCKET_EVENTS_PER_SECOND: z.coerce.number().int().positive().default(30),
  SOCKET_ABUSE_DROPS: z.coerce.number().int().positive().default(200),
  SOCKET_ABUSE_BAN_MS: z.coerce.number().int().nonnegative().default(60_000),
  /**
   * A chat message that reaches this replica before an earlier one of its conversation waits at most
   * this long (ms) for it; then the missing ones are read from the chat service
   * (realtime/pushers/chat-push-order.ts).
   */
  PUSH_ORDER_WAIT_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
};

const schema = z.object(gatewayConfigShape);
export type GatewayConfig = BaseConfig & z.infer<typeof schema>;
