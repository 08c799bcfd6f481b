import { describe, expect, it } from 'vitest';
import { cityOfTimeZone, timeZoneLabel } from './time-zone-name';

describe('timeZoneLabel', () => {
  it("names the zone in the app's language, with the city of its id", () => {
    expect(timeZoneLabel('Europe/Berlin', 'en')).toBe('Berlin (Central European Time)');
    expect(timeZoneLabel('Europe/Berlin', 'de')).toBe('Berlin (Mitteleuropäische Zeit)');
    expect(timeZoneLabel('America/Los_Angeles', 'fr')).toBe('Los Angeles (heure du Pacifique nord-américain)');
    expect(timeZoneLabel('Europe/Madrid', 'es')).toMatch(/^Madrid \(hora .*Europa central\)$/);
    expect(timeZoneLabel('Europe/Berlin', 'ar')).toBe('Berlin (توقيت وسط أوروبا)');
  });

  it('tells apart two cities in the same zone', () => {
    expect(timeZoneLabel('Europe/Paris', 'de')).toBe('Paris (Mitteleuropäische Zeit)');
    expect(timeZoneLabel('Europe/Paris', 'de')).not.toBe(timeZoneLabel('Europe/Berlin', 'de'));
  });

  it('keeps a zone without a city, or one Intl does not know, readable', () => {
    expect(timeZoneLabel('UTC', 'en')).toMatch(/^UTC \((GMT|UTC)/);
    expect(timeZoneLabel('Mars/Olympus_Mons', 'de')).toBe('Olympus Mons');
  });
});

describe('cityOfTimeZone', () => {
  it('reads the last part of the id', () => {
    expect(cityOfTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfTimeZone('Etc/GMT+5')).toBeNull();
    expect(cityOfTimeZone('UTC')).toBeNull();
  });
});
