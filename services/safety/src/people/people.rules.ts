/** Shown where a person's name is not known (identity not answering, or an account since deleted). */
export const FALLBACK_NAME = 'Converge member';

/**
 * Reads identity's display-names answer whatever its envelope: `{names: {id: name}}`, a plain
 * `{id: name}` record, or a list of `{userId|id, displayName}`.
 */
export function namesFromIdentityAnswer(answer: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const take = (id: unknown, name: unknown) => {
    if (typeof id === 'string' && typeof name === 'string' && name.trim()) out.set(id, name);
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        // Stryker disable next-line ConditionalExpression: a truthy primitive has no userId, id, displayName or name of its own, so take() would keep nothing from it either.
        if (item && typeof item === 'object') {
          const o = item as Record<string, unknown>;
          take(o.userId ?? o.id, o.displayName ?? o.name);
        }
      }
    } else if (value && typeof value === 'object') {
      for (const [id, name] of Object.entries(value)) take(id, name);
    }
  };
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const o = answer as Record<string, unknown>;
    if ('names' in o) walk(o.names);
    else if ('users' in o) walk(o.users);
    else walk(o);
  } else walk(answer);
  return out;
}
