/**
 * A time zone as a person reads it in their language: the city of its IANA id and the zone's name from
 * Intl ("Berlin (Mitteleuropäische Zeit)", "Los Angeles (Pacific Time)"). The id stays the value we store
 * and send; this is only its label. Intl has no translated city names, so the city is the id's (English)
 * one, which also tells apart zones that share a name (Berlin and Paris are both Central European Time).
 */
const labels = new Map<string, Map<string, string>>();

/** The city part of an IANA id ("America/Argentina/Buenos_Aires" → "Buenos Aires"); none for "UTC" or "Etc/GMT+5". */
export function cityOfTimeZone(zone: string): string | null {
  if (!zone.includes('/') || zone.startsWith('Etc/')) return null;
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** The zone's generic name in `language` ("Central European Time", not its summer or winter name), or null when Intl does not know the zone. */
function genericName(zone: string, language: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

export function timeZoneLabel(zone: string, language: string): string {
  let forLanguage = labels.get(language);
  if (!forLanguage) labels.set(language, (forLanguage = new Map()));
  const known = forLanguage.get(zone);
  if (known !== undefined) return known;
  const city = cityOfTimeZone(zone);
  const name = genericName(zone, language);
  // An id Intl does not know (an old browser, a zone renamed since) still shows as what it is.
  const label = !name ? (city ?? zone) : name === zone ? name : `${city ?? zone} (${name})`;
  forLanguage.set(zone, label);
  return label;
}
