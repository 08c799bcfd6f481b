interface Entry<T> {
  value: T;
  until: number;
}

/**
 * A bounded map whose entries lapse a fixed time after they were kept: a replica's short-lived copy of
 * what Redis said. Insertion order is expiry order (an entry kept again moves last), so dropping the
 * lapsed ones stops at the first live one, and when full the oldest goes first.
 */
export class ShortLivedMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value while it is fresh; a lapsed one is dropped. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) this.dropExpired();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(key); // re-inserted last, so insertion order stays expiry order
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, lapsed or not. */
  deleteWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.until > now) break;
      this.entries.delete(key);
    }
  }
}
