/**
 * A like or a message request names another person by id: a non-empty string that is not the caller
 * and carries no NUL (Postgres text cannot hold one; such an id can name nobody).
 */
export function isOtherPersonId(id: unknown, me: string): id is string {
  return typeof id === 'string' && id !== '' && id !== me && !id.includes('\0');
}
