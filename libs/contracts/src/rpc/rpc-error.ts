/** The error shape that crosses every hop: service → NATS → gateway → HTTP body. */
export interface RpcErrorShape {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** What a moderation check found (MESSAGE_FLAGGED): the app names them in its "Are you sure?" dialog. */
  categories?: string[];
}

export class RpcError extends Error implements RpcErrorShape {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly categories?: string[],
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toJSON(): RpcErrorShape {
    return { status: this.status, code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}), ...(this.categories ? { categories: this.categories } : {}) };
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new RpcError(400, 'BAD_REQUEST', message, fields);
  }
  static unauthorized(message = 'Please sign in to continue.') {
    return new RpcError(401, 'UNAUTHORIZED', message);
  }
  static forbidden(message: string, code = 'FORBIDDEN') {
    return new RpcError(403, code, message);
  }
  static notFound(message: string, code = 'NOT_FOUND') {
    return new RpcError(404, code, message);
  }
  static conflict(message: string, code = 'CONFLICT') {
    return new RpcError(409, code, message);
  }
  static unprocessable(message: string, code = 'UNPROCESSABLE') {
    return new RpcError(422, code, message);
  }
  static tooMany(message: string, retryAfterSeconds?: number) {
    return new RpcError(429, 'RATE_LIMITED', message, retryAfterSeconds ? { retryAfter: String(retryAfterSeconds) } : undefined);
  }
  static unavailable(message = 'The service is temporarily unavailable. Please try again.') {
    return new RpcError(503, 'SERVICE_UNAVAILABLE', message);
  }
}

export function isRpcErrorShape(value: unknown): value is RpcErrorShape {
  const v = value as RpcErrorShape | null;
  return !!v && typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}
