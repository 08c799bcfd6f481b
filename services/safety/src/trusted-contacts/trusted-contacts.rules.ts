import { RpcError, TRUSTED_CONTACTS_MAX } from '@converge/contracts';

/** At most TRUSTED_CONTACTS_MAX contacts per person. */
export function assertRoomForContact(existing: number, max = TRUSTED_CONTACTS_MAX) {
  if (existing >= max) {
    throw RpcError.conflict(`You can have at most ${max} trusted contacts. Remove one to add another.`, 'TOO_MANY_CONTACTS');
  }
}
