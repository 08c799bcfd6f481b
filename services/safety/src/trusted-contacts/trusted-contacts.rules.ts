import { TRUSTED_CONTACTS_MAX } from '@converge/contracts';
import { errors } from '../errors.js';

/** At most TRUSTED_CONTACTS_MAX contacts per person. */
export function assertRoomForContact(existing: number, max = TRUSTED_CONTACTS_MAX) {
  if (existing >= max) {
    throw errors.tooManyContacts(max);
  }
}
