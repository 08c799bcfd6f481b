/**
 * A reply's data that is already JSON text, such as a read that Postgres aggregated into one json
 * column (read as text): the RPC host puts it into the reply as it is, so a large read is neither
 * parsed into objects nor serialised again, which is most of its cost in the process. Only for text
 * Postgres (or JSON.stringify) produced: it is not checked. toJSON keeps any other serialiser working
 * (the reply check outside production, a log line).
 */
export class RawJson<T = unknown> {
  constructor(readonly json: string) {}

  toJSON(): T {
    return JSON.parse(this.json) as T;
  }
}
