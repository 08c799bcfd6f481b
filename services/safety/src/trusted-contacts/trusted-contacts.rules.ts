import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';
import { TRUSTED_CONTACTS_MAX } from '@converge/contracts';
import { errors } from '../errors.js';

/** At most TRUSTED_CONTACTS_MAX contacts per person. */
export function assertRoomForContact(existing: number, max = TRUSTED_CONTACTS_MAX) {
  if (existing >= max) {
    throw errors.tooManyContacts(max);
  }
}

// Phone numbers: the contracts schema checks a number's shape (+ and 8–15 digits); the service keeps
// the stricter rule that it is a real, dialable number, for trusted contacts and share recipients
// alike (an emergency text to a number that cannot exist reaches nobody).
// The metadata JSON loaded by require: the package's default entry imports it without an import
// attribute, which Jest warns will soon be an error (and swc drops attributes when building). Both
// are loaded by the first number, not at start (~1.7 MB of heap a service that reads none would keep).
const require = createRequire(import.meta.url);
let phoneNumbers: { parse: typeof import('libphonenumber-js/core').parsePhoneNumberFromString; metadata: MetadataJson } | undefined;

/** A real, dialable number in E.164 (libphonenumber-js), or null. */
export function toE164(phone: string): string | null {
  phoneNumbers ??= {
    parse: (require('libphonenumber-js/core') as typeof import('libphonenumber-js/core')).parsePhoneNumberFromString,
    metadata: require('libphonenumber-js/metadata.min.json') as MetadataJson,
  };
  const parsed = phoneNumbers.parse(phone, phoneNumbers.metadata);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** E.164 or 400 naming the field; undefined stays undefined (no phone given). */
export function requireE164(phone: string | undefined, field: string): string | undefined {
  if (phone === undefined) return undefined;
  const e164 = toE164(phone);
  if (!e164) throw errors.invalidPhone(field);
  return e164;
}
