import { statusOfRule } from '@converge/platform';
import { adminScope, requirePlatform } from './access.rules.js';

const actor = (...roles: string[]) => ({ userId: '0190a0b0-0000-7000-8000-000000000001', roles });

describe('admin scope', () => {
  it('refuses regular users and anonymous calls', () => {
    expect(statusOfRule(() => adminScope(actor('user')))).toBe(403);
    expect(statusOfRule(() => adminScope(undefined))).toBe(401);
  });

  it('gives platform admins the platform, whatever else they are', () => {
    expect(adminScope(actor('super_admin', 'business_admin'))).toEqual({ kind: 'platform', role: 'super_admin' });
    expect(adminScope(actor('admin'))).toEqual({ kind: 'platform', role: 'admin' });
  });

  it('keeps a business admin to their business and out of platform-only calls', () => {
    expect(adminScope(actor('user', 'business_admin'))).toEqual({ kind: 'business', role: 'business_admin' });
    expect(statusOfRule(() => requirePlatform(actor('user', 'business_admin')))).toBe(403);
    expect(statusOfRule(() => requirePlatform(actor('admin')))).toBe(200);
  });
});
