import KDBush from 'kdbush';
import { around } from 'geokdbush';

/** One venue as the nearby list needs it. */
export interface ListedVenue {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

const INITIAL_CAPACITY = 1024;

type Assemble = (tree: KDBush, latitudes: Float64Array, longitudes: Float64Array, offsets: Uint32Array, text: Buffer) => PackedVenues;

/** Appends venues one by one (the count is not known while pages stream in), then builds the tree once. */
export class PackedVenuesBuilder {
  private count = 0;
  private latitudes = new Float64Array(INITIAL_CAPACITY);
  private longitudes = new Float64Array(INITIAL_CAPACITY);
  private offsets = new Uint32Array(3 * INITIAL_CAPACITY + 1);
  private text = Buffer.allocUnsafe(64 * INITIAL_CAPACITY);
  private textLength = 0;

  constructor(private readonly assemble: Assemble) {}

  add(venue: ListedVenue): void {
    if (this.count === this.latitudes.length) this.growRows();
    const i = this.count++;
    this.latitudes[i] = venue.latitude;
    this.longitudes[i] = venue.longitude;
    this.offsets[3 * i] = this.textLength;
    this.append(venue.id, 'latin1');
    this.offsets[3 * i + 1] = this.textLength;
    this.append(venue.name, 'utf8');
    this.offsets[3 * i + 2] = this.textLength;
    this.append(venue.address, 'utf8');
    this.offsets[3 * i + 3] = this.textLength;
  }

  finish(): PackedVenues {
    const n = this.count;
    // kdbush needs at least one slot; an empty tree answers nothing either way.
    const tree = new KDBush(Math.max(n, 1));
    for (let i = 0; i < n; i++) tree.add(this.longitudes[i], this.latitudes[i]);
    if (n === 0) tree.add(0, 0);
    tree.finish();
    return this.assemble(tree, this.latitudes.slice(0, n), this.longitudes.slice(0, n), this.offsets.slice(0, 3 * n + 1), Buffer.from(this.text.subarray(0, this.textLength)));
  }

  private append(value: string, encoding: 'utf8' | 'latin1'): void {
    const length = Buffer.byteLength(value, encoding);
    if (this.textLength + length > this.text.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * this.text.length, this.textLength + length));
      this.text.copy(bigger, 0, 0, this.textLength);
      this.text = bigger;
    }
    this.textLength += this.text.write(value, this.textLength, encoding);
  }

  private growRows(): void {
    const capacity = 2 * this.latitudes.length;
    const grow = <T extends Float64Array | Uint32Array>(old: T, size: number): T => {
      const next = new (old.constructor as new (n: number) => T)(size);
      next.set(old);
      return next;
    };
    this.latitudes = grow(this.latitudes, capacity);
    this.longitudes = grow(this.longitudes, capacity);
    this.offsets = grow(this.offsets, 3 * capacity + 1);
  }
}

/**
 * An immutable, compact copy of many venues with a kd-tree over their coordinates. Coordinates sit in
 * typed arrays and every id, name and address in one UTF-8 buffer, so a million venues are a few large
 * objects to the garbage collector (about 130 bytes each) instead of four million small ones whose
 * marking would land in the search's tail latency.
 */
export class PackedVenues {
  private constructor(
    private readonly tree: KDBush,
    private readonly latitudes: Float64Array,
    private readonly longitudes: Float64Array,
    /** For venue i: its id starts at offsets[3i], its name at [3i+1], its address at [3i+2], and the next venue at [3i+3]. */
    private readonly offsets: Uint32Array,
    private readonly text: Buffer,
  ) {}

  static readonly empty = PackedVenues.builder().finish();

  static builder(): PackedVenuesBuilder {
    return new PackedVenuesBuilder((tree, latitudes, longitudes, offsets, text) => new PackedVenues(tree, latitudes, longitudes, offsets, text));
  }

  get size(): number {
    return this.latitudes.length;
  }

  /**
   * Venues nearest first by great-circle distance (geokdbush's 6,371 km sphere), at most `limit` of
   * them within `maxKm`, skipping those `keep` rejects. Returns venue numbers for id() and venue().
   */
  nearest(latitude: number, longitude: number, limit: number, maxKm: number, keep?: (i: number) => boolean): number[] {
    return this.size === 0 ? [] : around(this.tree, longitude, latitude, limit, maxKm, keep);
  }

  id(i: number): string {
    return this.text.toString('latin1', this.offsets[3 * i], this.offsets[3 * i + 1]);
  }

  venue(i: number): ListedVenue {
    const at = 3 * i;
    return {
      id: this.id(i),
      name: this.text.toString('utf8', this.offsets[at + 1], this.offsets[at + 2]),
      address: this.text.toString('utf8', this.offsets[at + 2], this.offsets[at + 3]),
      latitude: this.latitudes[i],
      longitude: this.longitudes[i],
    };
  }

  /** Bytes held, for the load log and the memory note in docs/DEVELOPING.md. */
  get bytes(): number {
    return this.tree.data.byteLength + this.latitudes.byteLength + this.longitudes.byteLength + this.offsets.byteLength + this.text.byteLength;
  }
}
