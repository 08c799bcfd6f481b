/** A person's account as the dashboard shows it: a ban stands until lifted, a suspension until its end. */
export function accountStatus(row: { suspended_until: Date | null; banned_at: Date | null }, now = new Date()): 'active' | 'suspended' | 'banned' {
  if (row.banned_at) return 'banned';
  return row.suspended_until && row.suspended_until > now ? 'suspended' : 'active';
}

/** Search text as a LIKE pattern: lower case, with LIKE's own characters (\ % _) taken literally. */
export function likePattern(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}
