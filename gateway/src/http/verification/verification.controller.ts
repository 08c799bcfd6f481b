import '@fastify/multipart';
import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  LIVENESS_CHALLENGES,
  LIVENESS_MAX_FRAMES,
  RPC,
  RpcError,
  verificationCodeSchema,
  verificationDocumentTypeSchema,
  verificationPhoneSchema,
  verificationSocialSchema,
  verificationStartSchema,
  type Actor,
  type VerificationCodeInput,
  type VerificationPhoneInput,
  type VerificationSocialInput,
  type VerificationStartInput,
  codeSentResponseSchema,
  verificationStartResponseSchema,
  verificationStatusSchema,
  livenessChallengeSchema,
  photoChallengeSchema,
  socialChallengeSchema,
} from '@converge/contracts';
import { UploadBody, type UploadPart } from '../body-types.js';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { identitySettings, photoFiles } from '../identity/identity-settings.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { REFUSALS, errors } from '../../errors.js';

const UPLOADS = { bucket: 'verification-upload', limit: 20, windowSeconds: 3600, refusal: REFUSALS.tooManyUploads };
const CONFIRMS = { bucket: 'verification-confirm', limit: 30, windowSeconds: 600, refusal: REFUSALS.tooManyAttempts };

/** The multipart parts of the uploads (documented in the OpenAPI document). */
const DOCUMENT_PARTS: Record<string, UploadPart> = {
  documentType: { kind: 'text', required: true, description: 'The kind of document shown.' },
  documentImage: { kind: 'file', required: true, description: 'The photo of the document.' },
};
const LIVENESS_PARTS: Record<string, UploadPart> = {
  challenges: { kind: 'text', required: true, description: 'The challenges in the order they were issued, comma-separated.' },
  ...Object.fromEntries(
    LIVENESS_CHALLENGES.map((c) => [`frame_${c}`, { kind: 'file', repeated: true, description: `1–${LIVENESS_MAX_FRAMES} frames taken during the "${c}" challenge.` } satisfies UploadPart]),
  ),
};

/**
 * Identity verification. The identity service decides everything; this checks
 * the body, stages uploaded images in storage (too big for a NATS message) and forwards.
 */
@Controller('api/verification')
@UseGuards(MainViewGuard)
export class VerificationController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status')
  @Answers(verificationStatusSchema)
  status(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.status, { actor });
  }

  @Post('start')
  @Answers(verificationStartResponseSchema)
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  start(@CurrentActor() actor: Actor, @Body(new ZodPipe(verificationStartSchema)) body: VerificationStartInput) {
    return this.rpc.request(RPC.verification.start, { actor, targetLevel: body.targetLevel });
  }

  @Post('email')
  @Answers(codeSentResponseSchema)
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  sendEmail(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.sendEmailCode, { actor }, { timeoutMs: 20_000 });
  }

  @Post('email/confirm')
  @Answers(verificationStatusSchema)
  @HttpCode(200)
  @PerPersonLimit(CONFIRMS)
  confirmEmail(@CurrentActor() actor: Actor, @Body(new ZodPipe(verificationCodeSchema)) body: VerificationCodeInput) {
    return this.rpc.request(RPC.verification.confirmEmail, { actor, code: body.code });
  }

  @Post('phone')
  @Answers(codeSentResponseSchema)
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  sendPhone(@CurrentActor() actor: Actor, @Body(new ZodPipe(verificationPhoneSchema)) body: VerificationPhoneInput) {
    return this.rpc.request(RPC.verification.sendPhoneCode, { actor, phoneNumber: body.phoneNumber }, { timeoutMs: 20_000 });
  }

  @Post('phone/confirm')
  @Answers(verificationStatusSchema)
  @HttpCode(200)
  @PerPersonLimit(CONFIRMS)
  confirmPhone(@CurrentActor() actor: Actor, @Body(new ZodPipe(verificationCodeSchema)) body: VerificationCodeInput) {
    return this.rpc.request(RPC.verification.confirmPhone, { actor, code: body.code });
  }

  @Post('photo/challenge')
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  @Answers(photoChallengeSchema)
  photoChallenge(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.photoChallenge, { actor });
  }

  /** Multipart: the selfie as `photo`. */
  @Post('photo')
  @UploadBody({ photo: { kind: 'file', required: true, description: 'The selfie: a JPEG, PNG, WebP, HEIF or GIF image.' } })
  @Answers(verificationStatusSchema)
  @HttpCode(200)
  @PerPersonLimit(UPLOADS)
  async photo(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { files } = await readMultipart(request);
    const file = files.find((f) => f.field === 'photo') ?? files[0];
    if (!file) throw errors.missingImage('photo');
    return this.withStaged([file.bytes], ([uploadKey]) => this.rpc.request(RPC.verification.submitPhoto, { actor, uploadKey }, { timeoutMs: identitySettings().PHOTO_RPC_TIMEOUT_MS }));
  }

  /** Multipart: `documentType` and the image as `documentImage`. */
  @Post('document')
  @UploadBody(DOCUMENT_PARTS)
  @Answers(verificationStatusSchema)
  @HttpCode(200)
  @PerPersonLimit(UPLOADS)
  async document(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { fields, files } = await readMultipart(request);
    const type = verificationDocumentTypeSchema.safeParse(fields.documentType);
    if (!type.success) throw RpcError.badRequest(type.error.issues[0].message, { documentType: type.error.issues[0].message });
    const file = files.find((f) => f.field === 'documentImage');
    if (!file) throw errors.missingImage('documentImage');
    return this.withStaged([file.bytes], ([uploadKey]) =>
      this.rpc.request(RPC.verification.submitDocument, { actor, documentType: type.data, uploadKey }, { timeoutMs: identitySettings().PHOTO_RPC_TIMEOUT_MS }),
    );
  }

  @Post('liveness/challenge')
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  @Answers(livenessChallengeSchema)
  livenessChallenge(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.livenessChallenge, { actor });
  }

  /** Multipart: `challenges` (the issued order, comma-separated) and 1–4 frames per challenge as `frame_<challenge>`. */
  @Post('liveness')
  @UploadBody(LIVENESS_PARTS)
  @Answers(verificationStatusSchema)
  @HttpCode(200)
  @PerPersonLimit(UPLOADS)
  async liveness(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { fields, files } = await readMultipart(request, LIVENESS_CHALLENGES.length * LIVENESS_MAX_FRAMES);
    const challenges = String(fields.challenges ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const frames = files.map((f) => ({ challenge: f.field.replace(/^frame_/, ''), bytes: f.bytes })).filter((f) => (LIVENESS_CHALLENGES as readonly string[]).includes(f.challenge));
    if (!frames.length) throw errors.missingFrames();
    return this.withStaged(
      frames.map((f) => f.bytes),
      (keys) =>
        this.rpc.request(
          RPC.verification.submitLiveness,
          { actor, challenges, frames: frames.map((f, i) => ({ challenge: f.challenge, uploadKey: keys[i] })) },
          { timeoutMs: identitySettings().PHOTO_RPC_TIMEOUT_MS },
        ),
    );
  }

  @Post('social')
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  @Answers(socialChallengeSchema)
  social(@CurrentActor() actor: Actor, @Body(new ZodPipe(verificationSocialSchema)) body: VerificationSocialInput) {
    return this.rpc.request(RPC.verification.startSocial, { actor, profileUrl: body.profileUrl });
  }

  @Post('social/confirm')
  @Answers(verificationStatusSchema)
  @PerPersonLimit(WRITE_LIMITS.verification)
  @HttpCode(200)
  socialConfirm(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.submitSocial, { actor });
  }

  private async withStaged<T>(uploads: Buffer[], send: (keys: string[]) => Promise<T>): Promise<T> {
    const storage = photoFiles();
    const keys: string[] = [];
    try {
      for (const bytes of uploads) keys.push(await storage.stage(bytes));
      return await send(keys);
    } finally {
      await Promise.all(keys.map((k) => storage.discard(k)));
    }
  }
}

/** Every part of a multipart body: text fields by name, files with their field name (empty files dropped). */
async function readMultipart(request: FastifyRequest, maxFiles = 1): Promise<{ fields: Record<string, string>; files: Array<{ field: string; bytes: Buffer }> }> {
  if (!request.isMultipart()) throw errors.missingImage();
  const fields: Record<string, string> = {};
  const files: Array<{ field: string; bytes: Buffer }> = [];
  for await (const part of request.parts({ limits: { files: maxFiles, fields: 10 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (!bytes.length) continue;
      if (files.length >= maxFiles) throw errors.tooManyFiles();
      files.push({ field: part.fieldname, bytes });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}
