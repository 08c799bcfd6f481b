/**
 * An answer that is already JSON (a service's reply passed on as it came, RpcClient.requestRaw): its
 * UTF-8 bytes, sent as they are, without a decode, a parse, a re-serialisation or a re-encode in the
 * gateway. Only on a route with `@Answers(schema, { raw: true })`, which gives the route its JSON content
 * type: Fastify sends a Buffer as it is. Outside production AnswerShapeInterceptor still parses the text and
 * checks it against the schema like any other answer; in production no interceptor touches it (the
 * point of passing it on), so it is not checked.
 */
export type RawJson = Buffer & { readonly rawJson: true };

export const rawJson = (bytes: Buffer): RawJson => bytes as RawJson;

/** The content type of a raw JSON answer (what Fastify would give the same JSON serialised by itself). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
