import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  createProfileSchema,
  normalizeLookingFor,
  RPC,
  updateProfileSchema,
  type CreateProfileInput,
  type SignedInPayload,
  type UpdateProfileInput,
  type UserView,
} from '@converge/contracts';
import { EventPublisher, RpcHandler, returnedRows } from '@converge/platform';
import { checkBirthDate } from '../accounts/accounts.rules.js';
import { errors } from '../errors.js';
import { loadCard, loadUserView } from '../accounts/user-views.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage.js';
import { nameRevealsEmail, normalizeInterestTags, resolvePhotoRefs } from './profile.rules.js';

/** A public name is never part of the email address: 400 naming the field. */
function refuseEmailName(displayName: string, email: string) {
  if (nameRevealsEmail(displayName, email)) throw errors.nameFromEmail();
}

/** Creating and editing the profile; every change publishes the public card (ProfileUpdated). */
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  @RpcHandler(RPC.identity.createProfile, { actor: 'required', input: createProfileSchema })
  async create({ actor, ...input }: SignedInPayload<CreateProfileInput>): Promise<UserView> {
    const userId = actor.userId;
    await this.dataSource.transaction(async (manager) => {
      const user: Array<{ email: string; date_of_birth: string | null }> = await manager.query(
        `SELECT email, CASE WHEN age_verified_at IS NULL THEN NULL ELSE to_char(date_of_birth, 'YYYY-MM-DD') END AS date_of_birth
         FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (!user.length) throw errors.unauthorized();
      // The age check's birth date stands when none is sent; without either, the spec's message.
      const dateOfBirth = input.dateOfBirth ?? user[0].date_of_birth;
      if (!dateOfBirth) throw errors.profileNeedsDob();
      // The client's `age` is ignored: the server decides from the birth date.
      checkBirthDate(dateOfBirth);
      refuseEmailName(input.displayName, user[0].email);
      const inserted = await manager.query(
        `INSERT INTO profiles (user_id, display_name, date_of_birth, bio, gender, looking_for, interest_tags)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [userId, input.displayName, dateOfBirth, input.bio, input.gender, normalizeLookingFor(input.lookingFor), normalizeInterestTags(input.interestTags)],
      );
      if (!inserted.length) throw errors.profileExists();
      // A birth date checked here is as good as the age gate's.
      await manager.query(
        'UPDATE users SET date_of_birth = $2, age_verified_at = COALESCE(age_verified_at, now()) WHERE id = $1',
        [userId, dateOfBirth],
      );
      if (input.photos.length) await this.orderPhotos(manager, userId, input.photos, false);
      await this.publishCard(manager, userId);
    });
    return (await loadUserView(this.dataSource, userId))!;
  }

  @RpcHandler(RPC.identity.updateProfile, { actor: 'required', input: updateProfileSchema })
  async update({ actor, ...input }: SignedInPayload<UpdateProfileInput>): Promise<UserView> {
    const userId = actor.userId;
    let removedKeys: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query(
        'SELECT u.is_incognito, u.email, p.user_id AS has_profile FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1 FOR UPDATE OF u',
        [userId],
      );
      if (!rows.length) throw errors.unauthorized();
      if (!rows[0].has_profile) throw errors.profileNotFound();
      if (input.displayName !== undefined) refuseEmailName(input.displayName, rows[0].email);
      const sets: string[] = [];
      const values: unknown[] = [userId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (input.displayName !== undefined) set('display_name', input.displayName);
      if (input.bio !== undefined) set('bio', input.bio);
      if (input.gender !== undefined) set('gender', input.gender);
      if (input.lookingFor !== undefined) set('looking_for', normalizeLookingFor(input.lookingFor));
      if (input.interestTags !== undefined) set('interest_tags', normalizeInterestTags(input.interestTags));
      if (sets.length) await manager.query(`UPDATE profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, values);
      if (input.pushNotificationsEnabled !== undefined) {
        await manager.query('UPDATE users SET push_notifications_enabled = $2 WHERE id = $1', [userId, input.pushNotificationsEnabled]);
      }
      if (input.isIncognito !== undefined && input.isIncognito !== rows[0].is_incognito) {
        await manager.query('UPDATE users SET is_incognito = $2 WHERE id = $1', [userId, input.isIncognito]);
        await this.events.publish(manager, 'PrivacyChanged', { userId, isIncognito: input.isIncognito });
      }
      if (input.photos !== undefined) removedKeys = await this.orderPhotos(manager, userId, input.photos, true);
      const cardChanged = sets.length > 0 || input.photos !== undefined || input.isIncognito !== undefined;
      if (cardChanged) await this.publishCard(manager, userId);
    });
    await this.removeFiles(removedKeys);
    return (await loadUserView(this.dataSource, userId))!;
  }

  /**
   * Puts the referenced photos (ids or URLs, all the person's own, each once) first, in the given
   * order: the first is the main photo. With `dropOthers`, photos not listed are deleted (PUT
   * photos = the list the person kept). Returns the file keys to remove.
   */
  private async orderPhotos(manager: EntityManager, userId: string, refs: string[], dropOthers: boolean): Promise<string[]> {
    const photos: Array<{ id: string; full_key: string; thumb_key: string }> = await manager.query(
      'SELECT id, full_key, thumb_key FROM photos WHERE user_id = $1 ORDER BY position, created_at DESC',
      [userId],
    );
    const kept = resolvePhotoRefs(photos, refs);
    const rest = photos.filter((p) => !kept.includes(p));
    const ordered = dropOthers ? kept : [...kept, ...rest];
    if (ordered.length) {
      // One statement: position = the index in the list.
      await manager.query(
        'UPDATE photos SET position = o.position FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE photos.id = o.id',
        [ordered.map((p) => p.id)],
      );
    }
    if (!dropOthers || !rest.length) return [];
    const removed = returnedRows<{ full_key: string; thumb_key: string }>(
      await manager.query('DELETE FROM photos WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING full_key, thumb_key', [userId, rest.map((p) => p.id)]),
    );
    return removed.flatMap((r) => [r.full_key, r.thumb_key]);
  }

  async publishCard(manager: EntityManager, userId: string): Promise<void> {
    const card = await loadCard(manager, userId);
    if (card) await this.events.publish(manager, 'ProfileUpdated', card);
  }

  async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}
