/**
 * A named statement for `manager.query` / `dataSource.query`: node-postgres prepares it once per pooled
 * connection, so Postgres plans it once (then reuses a generic plan) instead of on every call. Worth it
 * for the hot, many-join statements (a like, a discovery read), whose planning cost more than running
 * them. TypeORM hands the query through to `pg`'s `client.query(config, values)` unchanged; `toString`
 * keeps TypeORM's query logging readable.
 */
export class NamedSql {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}

  toString(): string {
    return this.text;
  }

  /** Typed as the string TypeORM's signature asks for; pg accepts the { name, text } config object. */
  get query(): string {
    return this as unknown as string;
  }
}
