// The folder boundaries are enforced by lint (tools/lint/boundaries.js through import-x/no-restricted-paths,
// plus import-x/no-cycle): each test lints a planted import with ESLint's Node API and the repository's own
// eslint.config.js, from a file path where the import is forbidden (or allowed), and reads the rule that
// reported it. Removing a rule or a zone makes these tests fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file `file` (relative to the repository). */
async function rulesReported(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.equal(result.fatalErrorCount, 0, JSON.stringify(result.messages));
  return result.messages.map((m) => m.ruleId);
}

const restricted = 'import-x/no-restricted-paths';

describe('web boundaries (imports resolved through the @/ alias)', () => {
  test('a feature importing another feature through @/ is reported', async () => {
    const rules = await rulesReported('web/src/features/meeting/components/planted.tsx', "export { EmergencyButton } from '@/features/safety/components/emergency-button';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test('a feature importing another feature by a relative path is reported', async () => {
    const rules = await rulesReported('web/src/features/discovery/components/planted.tsx', "export { ProfileSettings } from '../../profile/components/profile-settings';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test('a shared layer importing a feature is reported', async () => {
    const rules = await rulesReported('web/src/lib/planted.ts', "export { EmergencyButton } from '@/features/safety/components/emergency-button';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test('the web app importing server code is reported', async () => {
    const rules = await rulesReported('web/src/lib/planted.ts', "export * from '@converge/platform';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test('a feature importing its own files and the shared layers is fine', async () => {
    const code = "export { callText } from '@/lib/emergency-numbers';\nexport { EmergencyNumbers } from '../components/emergency-numbers';\nexport * from '@converge/contracts';\n";
    assert.deepEqual(await rulesReported('web/src/features/safety/api/planted.ts', code), []);
  });
});

describe('service boundaries', () => {
  test('a service importing another service by its package name is reported', async () => {
    const rules = await rulesReported('services/chat/src/planted.ts', "export * from '@converge/identity';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test("a service importing another service's file by a relative path is reported", async () => {
    const rules = await rulesReported('services/chat/src/planted.ts', "export * from '../../identity/src/index.js';\n");
    assert.deepEqual(rules, [restricted]);
  });

  test('a service importing libs is fine', async () => {
    assert.deepEqual(await rulesReported('services/chat/src/planted.ts', "export * from '@converge/platform';\nexport * from '@converge/contracts';\n"), []);
  });

  test('the gateway importing a service is reported; its tests may import one by package name only', async () => {
    assert.deepEqual(await rulesReported('gateway/src/planted.ts', "export * from '@converge/chat';\n"), [restricted]);
    assert.deepEqual(await rulesReported('gateway/test/planted.ts', "export * from '@converge/chat';\n"), []);
    assert.deepEqual(await rulesReported('gateway/test/planted.ts', "export * from '../../services/chat/src/index.js';\n"), ['no-restricted-imports']);
  });

  test('libs/contracts importing libs/platform is reported', async () => {
    assert.deepEqual(await rulesReported('libs/contracts/src/planted.ts', "export * from '@converge/platform';\n"), [restricted]);
  });
});

describe('import cycles', () => {
  const dir = mkdtempSync(path.join(root, 'web/src/lib/cycle-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('two modules importing each other are reported', async () => {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const file = path.relative(root, path.join(dir, 'a.ts'));
    assert.deepEqual(await rulesReported(file, "import { b } from './b';\nexport const a = () => b;\n"), ['import-x/no-cycle']);
  });
});
