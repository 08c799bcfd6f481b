/**
 * A text parsed once, from a bounded cache keyed by the text itself: a nearby query reads the same
 * people's statuses and cards as the last queries around it, and a lookup costs a hash of the text,
 * far less than a parse and its garbage. A changed value is a different text, so never served stale.
 * The parsed value is shared between queries: read it, never change it. Oldest entries go first once
 * `kept` entries are held.
 */
export function parsedOnce<T>(parse: (text: string) => T, kept: number): (text: string) => Readonly<T> {
  const parsed = new Map<string, Readonly<T>>();
  return (text) => {
    let value = parsed.get(text);
    if (value === undefined) {
      value = parse(text);
      if (parsed.size >= kept) parsed.delete(parsed.keys().next().value!);
      parsed.set(detached(text), value);
    }
    return value;
  };
}

/**
 * A copy of the text that holds nothing else in memory. A nearby read splits one Redis reply of a few
 * KB into its values, and V8 keeps such a part as a view of the whole reply: kept as a key, each part
 * would keep its reply alive for as long as the cache keeps the entry.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
