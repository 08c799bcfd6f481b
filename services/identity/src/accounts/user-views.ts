import { computeAge, normalizeLookingFor, type EventData, type Gender, type ProfileView, type UserView } from '@converge/contracts';
import type { EntityManager } from 'typeorm';

/** Public, cacheable URL of a stored photo file (served by the gateway at GET /api/photos/:key). */
export const photoUrl = (key: string) => `/api/photos/${key}`;

interface Row {
  id: string;
  email: string;
  role: string;
  is_business_admin: boolean;
  first_name: string | null;
  last_name: string | null;
  age_verified_at: Date | null;
  is_incognito: boolean;
  push_notifications_enabled: boolean;
  display_name: string | null;
  profile_dob: string | null;
  bio: string | null;
  gender: string | null;
  looking_for: string[] | null;
  interest_tags: string[] | null;
  created_at: Date;
  photos: Array<{ id: string; full_key: string; thumb_key: string }> | null;
}

type Queryable = Pick<EntityManager, 'query'>;

/** The signed-in user as GET /api/auth/user answers it, or null when the account is gone. */
export async function loadUserView(db: Queryable, userId: string): Promise<UserView | null> {
  // One round trip: the user, the profile and the photos (newest first) together.
  const rows: Row[] = await db.query(
    `SELECT u.id, u.email, u.role, u.is_business_admin, u.first_name, u.last_name, u.age_verified_at,
            u.is_incognito, u.push_notifications_enabled, u.created_at,
            p.display_name, to_char(p.date_of_birth, 'YYYY-MM-DD') AS profile_dob, p.bio, p.gender, p.looking_for, p.interest_tags,
            CASE WHEN p.user_id IS NULL THEN NULL ELSE (
              SELECT COALESCE(json_agg(json_build_object('id', ph.id, 'full_key', ph.full_key, 'thumb_key', ph.thumb_key)
                                       ORDER BY ph.position, ph.created_at DESC), '[]'::json)
                FROM photos ph WHERE ph.user_id = u.id) END AS photos
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const photos = (row.photos ?? []).map((r) => ({ id: r.id, url: photoUrl(r.full_key), thumbUrl: photoUrl(r.thumb_key) }));
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
    profile,
  };
}

/** The public card other services keep (ProfileUpdated), or null without a profile. */
export async function loadCard(db: Queryable, userId: string): Promise<EventData<'ProfileUpdated'> | null> {
  const view = await loadUserView(db, userId);
  if (!view?.profile) return null;
  const p = view.profile;
  return {
    userId,
    displayName: p.displayName,
    age: p.age,
    bio: p.bio,
    photos: p.photos.map((photo) => photo.url),
    gender: p.gender,
    lookingFor: p.lookingFor,
    isIncognito: p.isIncognito,
    photoThumbs: p.photos.map((photo) => photo.thumbUrl),
    interestTags: p.interestTags,
  };
}
