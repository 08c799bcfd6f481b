/**
 * Names derived from NAMESPACE so that parallel or leftover runs (tests, benches) never cross:
 * databases, the JetStream stream, subjects and Redis keys all carry it.
 */
export class Naming {
  constructor(readonly namespace: string) {}

  database(service: string): string {
    return this.namespace ? `${this.namespace}_converge_${service}` : `converge_${service}`;
  }

  subject(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
  }

  /** Strips the namespace again, e.g. for the gateway that maps subjects back to event types. */
  unprefix(subject: string): string {
    return this.namespace && subject.startsWith(`${this.namespace}.`) ? subject.slice(this.namespace.length + 1) : subject;
  }

  get stream(): string {
    return this.namespace ? `${this.namespace.toUpperCase()}_EVENTS` : 'EVENTS';
  }

  get redisPrefix(): string {
    return this.namespace ? `${this.namespace}:` : 'converge:';
  }

  get bullPrefix(): string {
    return `${this.redisPrefix}bull`;
  }
}
