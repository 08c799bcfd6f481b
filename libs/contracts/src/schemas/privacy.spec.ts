import { displayNamesRequestSchema, DISPLAY_NAMES_MAX, exportFileName } from './privacy.js';

test('the export file is named by its UTC day', () => {
  expect(exportFileName(new Date('2026-11-25T23:59:59.999Z'))).toBe('converge-export-2026-11-25.json');
  expect(exportFileName(new Date('2026-01-02T00:00:00Z'))).toBe('converge-export-2026-01-02.json');
});

test('display names are asked for at most 500 user ids, each a uuid', () => {
  const id = '0190d4c2-0000-7000-8000-000000000001';
  expect(displayNamesRequestSchema.safeParse({ userIds: [id] }).success).toBe(true);
  expect(displayNamesRequestSchema.safeParse({ userIds: ['someone'] }).success).toBe(false);
  expect(displayNamesRequestSchema.safeParse({ userIds: Array(DISPLAY_NAMES_MAX + 1).fill(id) }).success).toBe(false);
  expect(displayNamesRequestSchema.safeParse({}).success).toBe(false);
});
