/**
 * A time as it reads at the venue ("5:26 PM"): in the venue's IANA zone when it has one, else the
 * device's (someone checked in is at the venue). An unknown zone falls back to the device's.
 */
export function formatVenueTime(at: string | Date, timeZone?: string | null, locale?: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  try {
    return date.toLocaleTimeString(locale, timeZone ? { ...options, timeZone } : options);
  } catch {
    return date.toLocaleTimeString(locale, options);
  }
}
