import type { SchemaIssue } from '../schemas/issue-sentences.js';

/** The error shape that crosses every hop: service → NATS → gateway → HTTP body. */
export interface RpcErrorShape {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** What a moderation check found (MESSAGE_FLAGGED): the app names them in its "Are you sure?" dialog. */
  categories?: string[];
  /** A 400 from a schema: each field's issue as a code and its parameters (`fields` has its English), for the web to say in the person's language. */
  issues?: SchemaIssue[];
}

export class RpcError extends Error implements RpcErrorShape {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly categories?: string[],
    public readonly issues?: SchemaIssue[],
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toJSON(): RpcErrorShape {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.categories ? { categories: this.categories } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }

  /**
   * `BAD_REQUEST` is for a sentence made from the request (a schema's issue, with `fields`); a fixed
   * sentence gets its own code, so the web can show it in the person's language.
   */
  static badRequest(message: string, fields?: Record<string, string>, code = 'BAD_REQUEST', issues?: SchemaIssue[]) {
    return new RpcError(400, code, message, fields, undefined, issues);
  }
  static unauthorized(message = 'Please sign in to continue.', code = 'UNAUTHORIZED') {
    return new RpcError(401, code, message);
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
  static tooMany(message: string, retryAfterSeconds?: number, code = 'RATE_LIMITED') {
    return new RpcError(429, code, message, retryAfterSeconds ? { retryAfter: String(retryAfterSeconds) } : undefined);
  }
  static unavailable(message = 'The service is temporarily unavailable. Please try again.', code = 'SERVICE_UNAVAILABLE') {
    return new RpcError(503, code, message);
  }
}

export function isRpcErrorShape(value: unknown): value is RpcErrorShape {
  const v = value as RpcErrorShape | null;
  return !!v && typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}
