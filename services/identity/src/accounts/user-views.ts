import { computeAge, normalizeLookingFor, type EventData, type Gender, type Language, type PhotoScreening, type ProfileView, type UserView } from '@converge/contracts';

/** Public, cacheable URL of a stored photo file (served by the gateway at GET /api/photos/:key). */
export const photoUrl = (key: string) => `/api/photos/${key}`;

/** The user, their profile and their photos as AccountsRepository.userView reads them. */
export interface UserViewRow {
  id: string;
  email: string;
  role: string;
  is_business_admin: boolean;
  first_name: string | null;
  last_name: string | null;
  age_verified_at: Date | null;
  language: Language;
  is_incognito: boolean;
  push_notifications_enabled: boolean;
  display_name: string | null;
  profile_dob: string | null;
  bio: string | null;
  gender: string | null;
  looking_for: string[] | null;
  interest_tags: string[] | null;
  created_at: Date;
  photos: Array<{ id: string; full_key: string; thumb_key: string; screening: PhotoScreening; has_face: boolean | null }> | null;
}

/** The signed-in user as GET /api/auth/user answers it. */
export function toUserView(row: UserViewRow): UserView {
  const photos = (row.photos ?? []).map((r) => ({ id: r.id, url: photoUrl(r.full_key), thumbUrl: photoUrl(r.thumb_key), screening: r.screening, hasFace: r.has_face ?? null }));
  const profile: ProfileView | null =
    row.display_name === null
      ? null
      : {
          displayName: row.display_name,
          dateOfBirth: row.profile_dob!,
          age: computeAge(row.profile_dob!),
          bio: row.bio ?? '',
          gender: (row.gender as Gender | null) ?? null,
          lookingFor: normalizeLookingFor(row.looking_for),
          photos,
          interestTags: row.interest_tags ?? [],
          pushNotificationsEnabled: row.push_notifications_enabled,
          isIncognito: row.is_incognito,
        };
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isBusinessAdmin: row.is_business_admin,
    firstName: row.first_name,
    lastName: row.last_name,
    ageVerified: row.age_verified_at !== null,
    language: row.language,
    profile,
  };
}

/**
 * The public card other services keep (ProfileUpdated), or null without a profile. Only screened
 * and passed photos are on it: discovery, live discovery, matches and chat read photos from it alone.
 */
export function toCard(view: UserView): EventData<'ProfileUpdated'> | null {
  if (!view.profile) return null;
  const p = view.profile;
  const photos = p.photos.filter((photo) => photo.screening === 'passed');
  return {
    userId: view.id,
    displayName: p.displayName,
    age: p.age,
    bio: p.bio,
    photos: photos.map((photo) => photo.url),
    gender: p.gender,
    lookingFor: p.lookingFor,
    isIncognito: p.isIncognito,
    photoThumbs: photos.map((photo) => photo.thumbUrl),
    interestTags: p.interestTags,
  };
}
