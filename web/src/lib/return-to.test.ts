import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInUrlFor } from './return-to';

describe('return after sign-in', () => {
  it('keeps the path and query of the protected route', () => {
    expect(signInUrlFor('/chat/abc?x=1')).toBe('/auth?mode=signin&next=%2Fchat%2Fabc%3Fx%3D1');
    expect(safeReturnPath('/chat/abc?x=1')).toBe('/chat/abc?x=1');
  });
  it('follows only same-site paths, never back to sign-in', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/auth?mode=signin', '/', '', null]) expect(safeReturnPath(bad)).toBeNull();
  });
});
