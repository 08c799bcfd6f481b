// `npm run seed` (and `npm start` with --if-empty): loads the demo venues into the venue service's
// database (creating it and running migrations if needed) and prints each venue's QR link.
//   --if-empty     do nothing when venues already exist
//   --qr-dir DIR   also write one SVG per venue into DIR
/// <reference path="../../types/qrcode.d.ts" />
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { Naming, baseConfigSchema, openDataSource } from '@converge/platform';
import { migrations } from '../migrations/index.js';
import { newQrSecret, venueQrUrl } from '../venues/qr-signature.js';
import { seedVenues } from './venues-data.js';

const args = process.argv.slice(2);
const ifEmpty = args.includes('--if-empty');
const qrDirIndex = args.indexOf('--qr-dir');
const qrDir = qrDirIndex >= 0 ? args[qrDirIndex + 1] : undefined;
const quiet = args.includes('--quiet');

const config = baseConfigSchema.parse(process.env);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const naming = new Naming(config.NAMESPACE);
const dataSource = await openDataSource({ serverUrl: config.DATABASE_URL, database: naming.database('venue'), entities: [], migrations, poolSize: 2 });

try {
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM venues');
  if (ifEmpty && count > 0) {
    if (!quiet) console.log(`Venues: ${count} already loaded, not seeding.`);
  } else {
    const rows: Array<{ id: string; name: string; qr_secret: string }> = [];
    await dataSource.transaction(async (manager) => {
      for (const v of seedVenues) {
        const [row] = await manager.query(
          `INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, phone, qr_secret)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, name, qr_secret`,
          [v.name, v.address, v.latitude, v.longitude, v.radiusM ?? 150, v.meetPoints ?? [], v.phone ?? null, newQrSecret()],
        );
        rows.push(row);
      }
    });
    if (qrDir) mkdirSync(qrDir, { recursive: true });
    if (!quiet) console.log(`Seeded ${rows.length} venues. QR check-in links:`);
    for (const row of rows) {
      const url = venueQrUrl(publicUrl, row.id, row.qr_secret);
      if (!quiet) console.log(`  ${row.name.padEnd(40)} ${url}`);
      if (qrDir) {
        const file = path.join(
          qrDir,
          `${row.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}.svg`,
        );
        writeFileSync(file, await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
      }
    }
  }
} finally {
  await dataSource.destroy();
}
