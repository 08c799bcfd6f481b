import '@fastify/multipart';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  createProfileSchema,
  RPC,
  updateProfileSchema,
  type Actor,
  type CreateProfileInput,
  type PhotoView,
  type ProfileStats,
  type UpdateProfileInput,
  photoViewSchema,
  userViewSchema,
  deletedSchema,
  profileStatsSchema,
} from '@converge/contracts';
import { UploadBody } from '../body-types.js';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { identitySettings, photoFiles } from './identity-settings.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { REFUSALS, errors } from '../../errors.js';

/** The caller's own profile and photos. */
@Controller('api/profile')
@UseGuards(SessionGuard)
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @Answers(userViewSchema)
  @PerPersonLimit(WRITE_LIMITS.profile)
  @HttpCode(201)
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(createProfileSchema)) body: CreateProfileInput) {
    return this.rpc.request(RPC.identity.createProfile, { actor, ...body });
  }

  @Put()
  @Answers(userViewSchema)
  @PerPersonLimit(WRITE_LIMITS.profile)
  update(@CurrentActor() actor: Actor, @Body(new ZodPipe(updateProfileSchema)) body: UpdateProfileInput) {
    return this.rpc.request(RPC.identity.updateProfile, { actor, ...body });
  }

  /** The profile's stats, each asked of the service that owns it (matching, venue), in parallel. */
  @Get('stats')
  @Answers(profileStatsSchema)
  async stats(@CurrentActor() actor: Actor): Promise<ProfileStats> {
    const [{ matches }, { venues }] = await Promise.all([this.rpc.request(RPC.matching.stats, { actor }), this.rpc.request(RPC.venue.stats, { actor })]);
    return { matches, venues };
  }

  /**
   * Multipart, one file (field `photo`, at most UPLOAD_LIMIT_BYTES → 413). The bytes are staged in
   * storage and identity does the rest (sniffing, EXIF stripping, WebP, the 5-photo limit).
   */
  @Post('photos')
  @UploadBody({ photo: { kind: 'file', required: true, description: 'The photo: a JPEG, PNG, WebP, HEIF or GIF image.' } })
  @Answers(photoViewSchema)
  @PerPersonLimit(WRITE_LIMITS.photos)
  @HttpCode(201)
  async upload(@CurrentActor() actor: Actor, @Req() request: FastifyRequest): Promise<PhotoView> {
    const s = identitySettings();
    await this.limiter.hit(`photos:user:${actor.userId}`, s.PHOTO_UPLOADS_PER_HOUR, 3600, REFUSALS.tooManyPhotoUploads);
    if (!request.isMultipart()) throw errors.noPhotoChosen();
    const file = await request.file();
    if (!file) throw errors.noPhotoChosen();
    const bytes = await file.toBuffer();
    if (!bytes.length) throw errors.noPhotoChosen();
    const files = photoFiles();
    const uploadKey = await files.stage(bytes);
    try {
      return await this.rpc.request(RPC.identity.addPhoto, { actor, uploadKey }, { timeoutMs: s.PHOTO_RPC_TIMEOUT_MS });
    } finally {
      await files.discard(uploadKey);
    }
  }

  @Delete('photos/:id')
  @PerPersonLimit(WRITE_LIMITS.photos)
  @Answers(deletedSchema)
  removePhoto(@CurrentActor() actor: Actor, @Param('id') photoId: string) {
    return this.rpc.request(RPC.identity.deletePhoto, { actor, photoId });
  }
}
