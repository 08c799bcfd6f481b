import { isPlatformAdminRole, type Actor } from '@converge/contracts';

/**
 * Who may manage a venue: a platform admin any venue; a business admin the venues of their own
 * business (the admin service says which business is the caller's). Anyone else: none.
 */
export function canManageVenue(actor: Actor | undefined, callerBusinessId: string | null | undefined, venueBusinessId: string | null): boolean {
  if (!actor) return false;
  if (isPlatformAdminRole(actor.roles)) return true;
  return !!callerBusinessId && actor.roles.includes('business_admin') && venueBusinessId === callerBusinessId;
}

/** True when the caller may use venue management at all (else 403 rather than 404). */
export function isVenueManager(actor: Actor | undefined): boolean {
  return !!actor && (isPlatformAdminRole(actor.roles) || actor.roles.includes('business_admin'));
}
