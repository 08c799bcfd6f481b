import { formatTraceparent, newIds, parseTraceparent } from './trace-context.js';

test('a valid traceparent round-trips', () => {
  const header = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  expect(parseTraceparent(header)).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', flags: '01' });
  expect(formatTraceparent(parseTraceparent(header)!)).toBe(header);
});

test('malformed or all-zero traceparents are ignored (a new trace starts)', () => {
  for (const bad of [
    '',
    'nonsense',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7',
    `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
    `00-4bf92f3577b34da6a3ce929d0e0e4736-${'0'.repeat(16)}-01`,
  ]) {
    expect(parseTraceparent(bad)).toBeUndefined();
  }
});

test('new ids have the W3C lengths', () => {
  const { traceId, spanId } = newIds();
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(spanId).toMatch(/^[0-9a-f]{16}$/);
});
