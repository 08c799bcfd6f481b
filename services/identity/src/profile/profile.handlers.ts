import { Injectable } from '@nestjs/common';
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
import { EventPublisher, RpcHandler } from '@converge/platform';
import { checkBirthDate } from '../accounts/accounts.rules.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { errors } from '../errors.js';
import { ProfileChanges } from './profile-changes.js';
import { ProfileRepository } from './profile.repository.js';
import { nameRevealsEmail, normalizeInterestTags, resolvePhotoRefs } from './profile.rules.js';

/** A public name is never part of the email address: 400 naming the field. */
function refuseEmailName(displayName: string, email: string) {
  if (nameRevealsEmail(displayName, email)) throw errors.nameFromEmail();
}

/** Creating and editing the profile; every change publishes the public card (ProfileUpdated). */
@Injectable()
export class ProfileHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ProfileRepository,
    private readonly accounts: AccountsRepository,
    private readonly changes: ProfileChanges,
    private readonly events: EventPublisher,
  ) {}

  @RpcHandler(RPC.identity.createProfile, { actor: 'required', input: createProfileSchema })
  async create({ actor, ...input }: SignedInPayload<CreateProfileInput>): Promise<UserView> {
    const userId = actor.userId;
    await this.dataSource.transaction(async (manager) => {
      const user = await this.repo.lockForCreate(manager, userId);
      if (!user) throw errors.unauthorized();
      // The age check's birth date stands when none is sent; without either, the profile form's message.
      const dateOfBirth = input.dateOfBirth ?? user.date_of_birth;
      if (!dateOfBirth) throw errors.profileNeedsDob();
      // The client's `age` is ignored: the server decides from the birth date.
      checkBirthDate(dateOfBirth);
      refuseEmailName(input.displayName, user.email);
      const created = await this.repo.insert(manager, userId, {
        displayName: input.displayName,
        dateOfBirth,
        bio: input.bio,
        gender: input.gender,
        lookingFor: normalizeLookingFor(input.lookingFor),
        interestTags: normalizeInterestTags(input.interestTags),
      });
      if (!created) throw errors.profileExists();
      // A birth date checked here is as good as the age gate's.
      await this.accounts.setBirthDate(userId, dateOfBirth, manager);
      if (input.photos.length) await this.orderPhotos(manager, userId, input.photos, false);
      await this.changes.publishCard(manager, userId);
    });
    return (await this.accounts.userView(userId))!;
  }

  @RpcHandler(RPC.identity.updateProfile, { actor: 'required', input: updateProfileSchema })
  async update({ actor, ...input }: SignedInPayload<UpdateProfileInput>): Promise<UserView> {
    const userId = actor.userId;
    let removedKeys: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      const user = await this.repo.lockForUpdate(manager, userId);
      if (!user) throw errors.unauthorized();
      // The language is the account's: it can be chosen before there is a profile (during sign-up).
      const { language, ...profileInput } = input;
      if (language !== undefined) {
        const changedAt = await this.accounts.setLanguage(manager, userId, language);
        if (changedAt) await this.events.publish(manager, 'LanguageChanged', { userId, language, changedAt });
      }
      const profileFields = Object.values(profileInput).some((v) => v !== undefined);
      if (!profileFields) return;
      if (!user.has_profile) throw errors.profileNotFound();
      if (input.displayName !== undefined) refuseEmailName(input.displayName, user.email);
      const profileChanged = await this.repo.update(manager, userId, {
        displayName: input.displayName,
        bio: input.bio,
        gender: input.gender,
        lookingFor: input.lookingFor === undefined ? undefined : normalizeLookingFor(input.lookingFor),
        interestTags: input.interestTags === undefined ? undefined : normalizeInterestTags(input.interestTags),
      });
      if (input.pushNotificationsEnabled !== undefined) await this.repo.setPushNotifications(manager, userId, input.pushNotificationsEnabled);
      if (input.isIncognito !== undefined && input.isIncognito !== user.is_incognito) {
        await this.repo.setIncognito(manager, userId, input.isIncognito);
        await this.events.publish(manager, 'PrivacyChanged', { userId, isIncognito: input.isIncognito });
      }
      if (input.photos !== undefined) removedKeys = await this.orderPhotos(manager, userId, input.photos, true);
      const cardChanged = profileChanged || input.photos !== undefined || input.isIncognito !== undefined;
      if (cardChanged) await this.changes.publishCard(manager, userId);
    });
    await this.changes.removeFiles(removedKeys);
    return (await this.accounts.userView(userId))!;
  }

  /**
   * Puts the referenced photos (ids or URLs, all the person's own, each once) first, in the given
   * order: the first is the main photo. With `dropOthers`, photos not listed are deleted (PUT
   * photos = the list the person kept). Returns the file keys to remove.
   */
  private async orderPhotos(manager: EntityManager, userId: string, refs: string[], dropOthers: boolean): Promise<string[]> {
    const photos = await this.repo.photos(manager, userId);
    const kept = resolvePhotoRefs(photos, refs);
    const rest = photos.filter((p) => !kept.includes(p));
    const ordered = dropOthers ? kept : [...kept, ...rest];
    if (ordered.length)
      await this.repo.setPhotoOrder(
        manager,
        ordered.map((p) => p.id),
      );
    if (!dropOthers || !rest.length) return [];
    return this.repo.deletePhotos(
      manager,
      userId,
      rest.map((p) => p.id),
    );
  }
}
