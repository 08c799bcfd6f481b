import { canManageVenue, isVenueManager } from './venue-admin.rules.js';

const BIZ = '0190a0b0-0000-7000-8000-000000000001';
const OTHER = '0190a0b0-0000-7000-8000-000000000002';
const as = (...roles: string[]) => ({ userId: '0190a0b0-0000-7000-8000-0000000000ff', roles });

describe('canManageVenue', () => {
  it('lets platform admins manage every venue', () => {
    expect(canManageVenue(as('admin'), null, OTHER)).toBe(true);
    expect(canManageVenue(as('super_admin'), null, null)).toBe(true);
  });

  it('lets a business admin manage only their own business', () => {
    expect(canManageVenue(as('user', 'business_admin'), BIZ, BIZ)).toBe(true);
    expect(canManageVenue(as('user', 'business_admin'), BIZ, OTHER)).toBe(false);
    expect(canManageVenue(as('user', 'business_admin'), BIZ, null)).toBe(false);
    expect(canManageVenue(as('user', 'business_admin'), null, null)).toBe(false);
  });

  it('refuses a regular user even with a business id', () => {
    expect(canManageVenue(as('user'), BIZ, BIZ)).toBe(false);
    expect(isVenueManager(as('user'))).toBe(false);
    expect(isVenueManager(as('user', 'business_admin'))).toBe(true);
    expect(isVenueManager(undefined)).toBe(false);
  });

  it('refuses an anonymous call, even naming a business that owns the venue', () => {
    expect(canManageVenue(undefined, BIZ, BIZ)).toBe(false);
  });
});
