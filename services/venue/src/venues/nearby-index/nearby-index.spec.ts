import { randomUUID } from 'node:crypto';
import { distanceKm } from '../geo.js';
import { NearbyIndex } from './nearby-index.js';
import { PackedVenues, type ListedVenue } from './packed-venues.js';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function venueAt(latitude: number, longitude: number, name = `Venue ${latitude.toFixed(4)},${longitude.toFixed(4)}`): ListedVenue {
  return { id: randomUUID(), name, address: `${name} Street`, latitude, longitude };
}

function pack(venues: ListedVenue[]): PackedVenues {
  const builder = PackedVenues.builder();
  for (const venue of venues) builder.add(venue);
  return builder.finish();
}

/** The answer by definition: every venue measured, the near ones kept, nearest first. */
function bruteForce(venues: ListedVenue[], latitude: number, longitude: number, radiusKm: number, limit: number) {
  return venues
    .map((v) => ({ id: v.id, d: distanceKm(latitude, longitude, v.latitude, v.longitude) }))
    .filter((v) => v.d <= radiusKm)
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))
    .slice(0, limit)
    .map((v) => v.id);
}

describe('PackedVenues', () => {
  test('gives back every venue as it went in, text in any script included', () => {
    const venues = [venueAt(52.52, 13.41, 'Café Zoë 東京 🍸'), venueAt(-33.86, 151.2, 'Opera Bar'), venueAt(51.5, -0.12, '')];
    const packed = pack(venues);
    expect(packed.size).toBe(3);
    venues.forEach((venue, i) => {
      expect(packed.venue(i)).toEqual(venue);
      expect(packed.id(i)).toBe(venue.id);
    });
  });

  test('grows past its first allocation without losing anything', () => {
    const next = random(7);
    const venues = Array.from({ length: 5000 }, (_, i) => venueAt(next() * 10, next() * 10, `Long enough venue name number ${i} to outgrow the text buffer`));
    const packed = pack(venues);
    expect(packed.size).toBe(5000);
    for (const i of [0, 1023, 1024, 2047, 4999]) expect(packed.venue(i)).toEqual(venues[i]);
  });

  test('an empty set answers nothing', () => {
    expect(PackedVenues.empty.size).toBe(0);
    expect(PackedVenues.empty.nearest(0, 0, 20, 2)).toEqual([]);
  });
});

describe('NearbyIndex.search', () => {
  const next = random(42);
  // 20,000 venues in a 20 km square around Berlin's centre.
  const venues = Array.from({ length: 20_000 }, () => venueAt(52.43 + next() * 0.18, 13.26 + next() * 0.3));
  const index = new NearbyIndex();
  index.replaceAll(pack(venues));

  test('answers exactly what measuring every venue answers, nearest first', () => {
    for (let trial = 0; trial < 50; trial++) {
      const [lat, lng] = [52.43 + next() * 0.18, 13.26 + next() * 0.3];
      const hits = index.search(lat, lng, 2, 20);
      expect(hits.map((h) => h.id)).toEqual(bruteForce(venues, lat, lng, 2, 20));
      for (const hit of hits) expect(hit.distanceKm).toBeCloseTo(distanceKm(lat, lng, hit.latitude, hit.longitude), 9);
    }
  });

  test('keeps to the radius even when fewer than the limit are inside it', () => {
    const hits = index.search(52.3, 13.26, 2, 20); // south-west of the square: a corner only
    expect(hits.map((h) => h.id)).toEqual(bruteForce(venues, 52.3, 13.26, 2, 20));
    expect(hits.every((h) => h.distanceKm <= 2)).toBe(true);
    expect(index.search(0, 0, 2, 20)).toEqual([]);
  });

  test('finds venues across the antimeridian and near a pole', () => {
    const edge = [venueAt(-16.5, 179.999), venueAt(-16.5, -179.999), venueAt(89.999, 10), venueAt(89.999, -170)];
    const world = new NearbyIndex();
    world.replaceAll(pack(edge));
    expect(
      world
        .search(-16.5, 180, 2, 20)
        .map((h) => h.id)
        .sort(),
    ).toEqual([edge[0].id, edge[1].id].sort());
    expect(
      world
        .search(90, 0, 2, 20)
        .map((h) => h.id)
        .sort(),
    ).toEqual([edge[2].id, edge[3].id].sort());
  });
});

describe('NearbyIndex changes since the snapshot', () => {
  const centre = { lat: 51.5, lng: -0.12 };
  const near = venueAt(centre.lat, centre.lng + 0.001, 'Near');
  const middle = venueAt(centre.lat, centre.lng + 0.005, 'Middle');
  const far = venueAt(centre.lat, centre.lng + 0.02, 'Far');
  const names = (index: NearbyIndex) => index.search(centre.lat, centre.lng, 2, 20).map((h) => h.name);

  function fresh() {
    const index = new NearbyIndex();
    index.replaceAll(pack([near, middle, far]));
    return index;
  }

  test('a new venue shows up in its place', () => {
    const index = fresh();
    index.apply([venueAt(centre.lat, centre.lng + 0.003, 'New')], []);
    expect(names(index)).toEqual(['Near', 'New', 'Middle', 'Far']);
    expect(index.changeCount).toBe(1);
  });

  test('a renamed or moved venue shows its new self once, and a moved-away one is gone', () => {
    const index = fresh();
    index.apply(
      [
        { ...middle, name: 'Middle (renamed)', longitude: centre.lng + 0.0001 },
        { ...far, latitude: 10 },
      ],
      [],
    );
    expect(names(index)).toEqual(['Middle (renamed)', 'Near']);
  });

  test('a deleted venue is gone', () => {
    const index = fresh();
    index.apply([], [near.id]);
    expect(names(index)).toEqual(['Middle', 'Far']);
  });

  test('venues at the same spot come in a stable order', () => {
    const index = new NearbyIndex();
    const twins = [venueAt(centre.lat, centre.lng, 'Twin'), venueAt(centre.lat, centre.lng, 'Twin')];
    index.replaceAll(pack(twins));
    expect(index.search(centre.lat, centre.lng, 2, 20).map((h) => h.id)).toEqual(twins.map((t) => t.id).sort());
  });

  test('the limit counts changed venues too', () => {
    const index = fresh();
    index.apply([venueAt(centre.lat, centre.lng, 'Closest')], []);
    expect(index.search(centre.lat, centre.lng, 2, 2).map((h) => h.name)).toEqual(['Closest', 'Near']);
  });

  test('a new snapshot replaces the changes', () => {
    const index = fresh();
    index.apply([], [near.id]);
    index.replaceAll(pack([near]));
    expect(index.changeCount).toBe(0);
    expect(names(index)).toEqual(['Near']);
  });
});
