import { fileURLToPath } from 'node:url';
import { expectMigrationsLocked } from '@converge/platform/testing/migration-lock';
import { migrations } from './index.js';

// Released migrations are frozen: this fails when one sends other SQL than when it was locked, and
// names the migrations not locked yet (node scripts/lock-migrations.mjs adds them).
test('every migration is locked in migrations.lock.json and sends exactly the SQL it was locked with', async () => {
  await expectMigrationsLocked(fileURLToPath(new URL('./migrations.lock.json', import.meta.url)), migrations);
});
