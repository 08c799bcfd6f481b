import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decidePhotoPayloadSchema, isUuid, photoDecisionSchema, RPC, type HeldPhoto, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { photoUrl } from '../accounts/user-views.js';
import { errors } from '../errors.js';
import { ProfileChanges } from '../profile/profile-changes.js';
import { ScreeningRepository, type HeldPhotoRow } from './screening.repository.js';
import type { PhotoReviewDecision } from './screening.rules.js';

const PLATFORM_ADMIN_ROLES = new Set(['admin', 'super_admin']);
const QUEUE_LIMIT = 50;

const heldPhoto = (r: HeldPhotoRow): HeldPhoto => ({
  id: r.id,
  userId: r.user_id,
  displayName: r.display_name,
  email: r.email,
  url: photoUrl(r.full_key),
  thumbUrl: photoUrl(r.thumb_key),
  score: r.screen_score,
  labels: r.screen_labels as Record<string, number>,
  heldAt: new Date(r.screened_at).toISOString(),
});

/**
 * The admins' queue of photos the nudity screening held (platform admins only; the role is read from
 * our own users table). Approve publishes the photo (it joins the person's public card); reject
 * deletes it and its files, as if its owner had.
 */
@Injectable()
export class ScreeningHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ScreeningRepository,
    private readonly changes: ProfileChanges,
  ) {}

  @RpcHandler(RPC.identity.heldPhotos, { actor: 'admin' })
  async list({ actor }: SignedInPayload): Promise<HeldPhoto[]> {
    await this.assertAdmin(actor.userId);
    return (await this.repo.held(this.dataSource.manager, QUEUE_LIMIT)).map(heldPhoto);
  }

  @RpcHandler(RPC.identity.decidePhoto, { actor: 'admin', input: decidePhotoPayloadSchema })
  async decide({ actor, photoId, decision }: SignedInPayload<{ photoId: string; decision?: unknown }>): Promise<{ id: string; decision: PhotoReviewDecision }> {
    await this.assertAdmin(actor.userId);
    const parsed = photoDecisionSchema.safeParse({ decision });
    if (!parsed.success) throw errors.badPhotoDecision(parsed.error.issues[0]!.message);
    if (typeof photoId !== 'string' || !isUuid(photoId)) throw errors.heldPhotoNotFound();
    const choice = parsed.data.decision;
    const keys = await this.dataSource.transaction(async (manager) => {
      if (choice === 'approve') {
        const owner = await this.repo.approve(manager, photoId);
        if (!owner) throw errors.heldPhotoNotFound();
        await this.changes.publishCard(manager, owner);
        return [];
      }
      const removed = await this.repo.reject(manager, photoId);
      if (!removed) throw errors.heldPhotoNotFound();
      return removed.keys;
    });
    // The files go once the deletion is committed.
    await this.changes.removeFiles(keys);
    return { id: photoId, decision: choice };
  }

  private async assertAdmin(userId: string): Promise<void> {
    const role = await this.repo.role(this.dataSource.manager, userId);
    if (!role || !PLATFORM_ADMIN_ROLES.has(role)) throw errors.reviewersOnly();
  }
}
