/**
 * An answer that is already JSON (a service's reply passed on as it came, RpcClient.requestRaw): its
 * UTF-8 bytes, sent as they are, without a decode, a parse, a re-serialisation or a re-encode in the
 * gateway. Only on a route with `@Answers(schema, { raw: true })`: AnswerShapeInterceptor is what turns
 * it into the response body, and outside production it still parses the text and checks it against
 * the schema like any other answer. In production a raw answer is not parsed at all, so it is not
 * checked (the point of passing it on).
 */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}
