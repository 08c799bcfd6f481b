import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DOCUMENT_TYPES,
  RPC,
  RpcError,
  submitDocumentPayloadSchema,
  submitLivenessPayloadSchema,
  submitPhotoPayloadSchema,
  VERIFICATION_CODE_TTL_MINUTES,
  type Language,
  verificationCodeSchema,
  verificationPhoneSchema,
  verificationSocialSchema,
  verificationStartSchema,
  type CodeSentResponse,
  type LivenessChallenge,
  type SignedInPayload,
  type VerificationCodeInput,
  type VerificationLevel,
  type VerificationPhoneInput,
  type VerificationSocialInput,
  type VerificationStartInput,
  type VerificationStartResponse,
  type VerificationStatus,
  type VerificationStep,
} from '@converge/contracts';
import { CONFIG, Mailer, RpcHandler, SmsSender } from '@converge/platform';
import { errors } from '../errors.js';
import { verificationCodeMail, verificationCodeSms } from './verification-code-texts.js';
import type { IdentityConfig } from '../config.js';
import { VerificationRepository, type Channel } from './verification.repository.js';
import { VerificationLevels } from './verification.levels.js';
import { VerificationMedia } from './verification-media.js';
import { ScreeningJobs } from '../screening/screening.jobs.js';
import { FaceCheckJobs } from '../face/face-check.jobs.js';
import {
  assertStepOpen,
  checkCode,
  checkLivenessFrames,
  hashCode,
  maskEmail,
  maskPhone,
  maySendCode,
  newCode,
  newSocialCode,
  phoneForCode,
  pickPose,
  shuffledChallenges,
  stepsNeededFor,
} from './verification.rules.js';

/** The person's own verification: status, codes by email and SMS, and submissions (the selfie and the liveness recording to Face Check first, the rest to human review). */
@Injectable()
export class VerificationHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: VerificationRepository,
    private readonly levels: VerificationLevels,
    private readonly media: VerificationMedia,
    private readonly screening: ScreeningJobs,
    private readonly faceCheck: FaceCheckJobs,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  @RpcHandler(RPC.verification.status, { actor: 'required' })
  async status({ actor }: SignedInPayload): Promise<VerificationStatus> {
    return this.levels.status(this.dataSource.manager, actor.userId);
  }

  @RpcHandler(RPC.verification.start, { actor: 'required', input: verificationStartSchema })
  async start({ actor, targetLevel }: SignedInPayload<VerificationStartInput>): Promise<VerificationStartResponse> {
    const status = await this.levels.status(this.dataSource.manager, actor.userId);
    const completed = (Object.keys(status.steps) as VerificationStep[]).filter((s) => status.steps[s]);
    return {
      targetLevel,
      currentLevel: status.verificationLevel,
      stepsNeeded: stepsNeededFor(targetLevel, completed),
    };
  }

  @RpcHandler(RPC.verification.sendEmailCode, { actor: 'required' })
  async sendEmailCode({ actor }: SignedInPayload): Promise<CodeSentResponse> {
    return this.sendCode(actor.userId, 'email', null, async (code, email, language) => {
      await this.mailer.send({ to: email, ...verificationCodeMail(code, language) });
    });
  }

  @RpcHandler(RPC.verification.confirmEmail, { actor: 'required', input: verificationCodeSchema })
  async confirmEmail({ actor, code }: SignedInPayload<VerificationCodeInput>): Promise<VerificationStatus> {
    return this.confirm(actor.userId, 'email', code);
  }

  @RpcHandler(RPC.verification.sendPhoneCode, { actor: 'required', input: verificationPhoneSchema })
  async sendPhoneCode({ actor, phoneNumber }: SignedInPayload<VerificationPhoneInput>): Promise<CodeSentResponse> {
    const e164 = phoneForCode(phoneNumber);
    if (!e164) throw errors.invalidPhone();
    return this.sendCode(actor.userId, 'phone', e164, async (code, _email, language) => {
      await this.sms.send(e164, verificationCodeSms(code, language));
    });
  }

  @RpcHandler(RPC.verification.confirmPhone, { actor: 'required', input: verificationCodeSchema })
  async confirmPhone({ actor, code }: SignedInPayload<VerificationCodeInput>): Promise<VerificationStatus> {
    return this.confirm(actor.userId, 'phone', code);
  }

  /** The pose for the selfie, chosen here; a new request picks a new one. */
  @RpcHandler(RPC.verification.photoChallenge, { actor: 'required' })
  async photoChallenge({ actor }: SignedInPayload): Promise<{ pose: string }> {
    const pose = pickPose();
    await this.issueChallenge(actor.userId, 'photo', { pose });
    return { pose };
  }

  @RpcHandler(RPC.verification.submitPhoto, { actor: 'required', input: submitPhotoPayloadSchema })
  async submitPhoto({ actor, uploadKey }: SignedInPayload<{ uploadKey: string }>): Promise<VerificationStatus> {
    return this.submit(actor.userId, 'photo', [{ label: 'Selfie', uploadKey }], (challenge) => {
      if (!challenge?.pose) throw errors.challengeRequired();
      return { pose: challenge.pose };
    });
  }

  @RpcHandler(RPC.verification.submitDocument, { actor: 'required', input: submitDocumentPayloadSchema })
  async submitDocument({ actor, documentType, uploadKey }: SignedInPayload<{ documentType?: unknown; uploadKey: string }>): Promise<VerificationStatus> {
    if (typeof documentType !== 'string' || !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      throw errors.badDocumentType();
    }
    return this.submit(actor.userId, 'id', [{ label: 'Document', uploadKey }], () => ({ documentType }));
  }

  @RpcHandler(RPC.verification.livenessChallenge, { actor: 'required' })
  async livenessChallenge({ actor }: SignedInPayload): Promise<{ challenges: LivenessChallenge[] }> {
    const challenges = shuffledChallenges();
    await this.issueChallenge(actor.userId, 'liveness', { challenges });
    return { challenges };
  }

  /** `frames`: the recorded frames in order, each naming its challenge; every challenge needs 1–4. */
  @RpcHandler(RPC.verification.submitLiveness, { actor: 'required', input: submitLivenessPayloadSchema })
  async submitLiveness({ actor, challenges, frames }: SignedInPayload<{ challenges?: unknown; frames?: unknown }>): Promise<VerificationStatus> {
    const list = checkLivenessFrames<{ challenge: string; uploadKey: string }>(frames);
    return this.submit(
      actor.userId,
      'liveness',
      list.map((f) => ({ label: f.challenge, uploadKey: f.uploadKey })),
      (challenge) => {
        const issued = challenge?.challenges as string[] | undefined;
        if (!issued) throw errors.challengeRequired();
        // The order the client says it followed must be the one we issued.
        if (!Array.isArray(challenges) || challenges.join() !== issued.join()) throw errors.challengeMismatch();
        return { challenges: issued };
      },
    );
  }

  /** Links a public profile and issues the code to place in it. */
  @RpcHandler(RPC.verification.startSocial, { actor: 'required', input: verificationSocialSchema })
  async startSocial({ actor, profileUrl }: SignedInPayload<VerificationSocialInput>): Promise<{ profileUrl: string; code: string }> {
    const code = newSocialCode();
    await this.issueChallenge(actor.userId, 'social', { profileUrl, code });
    return { profileUrl, code };
  }

  /** "I've added the code": a reviewer opens the profile and checks the code is there. */
  @RpcHandler(RPC.verification.submitSocial, { actor: 'required' })
  async submitSocial({ actor }: SignedInPayload): Promise<VerificationStatus> {
    return this.submit(actor.userId, 'social', [], (challenge) => {
      if (!challenge?.code || !challenge.profileUrl) throw errors.challengeRequired();
      return { profileUrl: challenge.profileUrl, code: challenge.code };
    });
  }

  private async sendCode(userId: string, channel: Channel, phone: string | null, deliver: (code: string, email: string, language: Language) => Promise<void>): Promise<CodeSentResponse> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.repo.lockUser(manager, userId);
        if (!user) throw errors.unauthorized();
        const step = await this.repo.step(manager, userId, channel);
        if (step?.state === 'verified') throw errors.alreadyVerified();
        const sends = await this.repo.recentSends(manager, userId);
        if (!maySendCode(sends.count)) throw errors.tooManySends(sends.retryAfterSeconds);
        const code = newCode();
        const target = phone ?? user.email;
        const expiresAt = await this.repo.saveCode(manager, userId, channel, target, hashCode(this.config.VERIFICATION_CODE_PEPPER, userId, channel, code), VERIFICATION_CODE_TTL_MINUTES);
        const shown = channel === 'email' ? maskEmail(target) : maskPhone(target);
        await this.repo.saveStep(manager, userId, channel, { state: 'code_sent', target: shown });
        // Delivered inside the transaction: if it fails, no code and no counted send are left behind.
        await deliver(code, user.email, user.language);
        return { sent: true as const, expiresAt: new Date(expiresAt).toISOString(), target: shown };
      });
    } catch (error) {
      if (error instanceof RpcError) throw error;
      throw errors.codeNotSent(channel);
    }
  }

  private async confirm(userId: string, channel: Channel, code: string): Promise<VerificationStatus> {
    // A wrong try is counted and committed before the error is answered.
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.repo.lockUser(manager, userId);
      if (!user) throw errors.unauthorized();
      const stored = await this.repo.code(manager, userId, channel);
      const result = checkCode(stored, hashCode(this.config.VERIFICATION_CODE_PEPPER, userId, channel, code.trim()));
      if (result.kind === 'wrong') await this.repo.countWrongTry(manager, userId, channel);
      if (result.kind === 'ok' && stored) {
        await this.repo.deleteCode(manager, userId, channel);
        await this.repo.saveStep(manager, userId, channel, { state: 'verified', target: channel === 'email' ? maskEmail(stored.target) : maskPhone(stored.target) });
        await this.levels.refresh(manager, userId, user.level as VerificationLevel);
      }
      return result;
    });
    switch (outcome.kind) {
      case 'ok':
        return this.levels.status(this.dataSource.manager, userId);
      case 'none':
        throw errors.noCode();
      case 'expired':
        throw errors.codeExpired();
      case 'too_many':
        throw errors.tooManyTries();
      case 'wrong':
        throw errors.wrongCode(outcome.triesLeft);
    }
  }

  private async issueChallenge(userId: string, step: VerificationStep, challenge: Record<string, unknown>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repo.lockUser(manager, userId))) throw errors.unauthorized();
      const row = await this.repo.step(manager, userId, step);
      assertStepOpen(row?.state);
      await this.repo.saveStep(manager, userId, step, { state: row?.state ?? 'not_started', target: row?.target, reason: row?.reason, challenge });
    });
  }

  /** Stores the evidence, then queues one review for the step (one pending review per step). */
  private async submit(
    userId: string,
    step: VerificationStep,
    uploads: Array<{ label: string; uploadKey: unknown }>,
    detailsFrom: (challenge: Record<string, any> | null) => Record<string, unknown>,
  ): Promise<VerificationStatus> {
    // Cheap checks before the image work.
    const before = await this.repo.step(this.dataSource.manager, userId, step);
    assertStepOpen(before?.state);
    detailsFrom(before?.challenge ?? null);
    const media = await this.media.keep(uploads);
    const reviewId = randomUUID();
    // The selfie and the liveness recording are judged by the face model first.
    const faceChecked = (step === 'photo' || step === 'liveness') && this.config.FACE_CHECK_ENABLED;
    try {
      await this.dataSource.transaction(async (manager: EntityManager) => {
        if (!(await this.repo.lockUser(manager, userId))) throw errors.unauthorized();
        const row = await this.repo.step(manager, userId, step);
        assertStepOpen(row?.state);
        const details = detailsFrom(row?.challenge ?? null);
        await this.repo.insertReview(manager, { id: reviewId, userId, step, details, media, faceCheck: faceChecked });
        await this.repo.saveStep(manager, userId, step, { state: 'pending', target: row?.target ?? null, challenge: null });
      });
    } catch (error) {
      await this.media.forget(media.map((m) => m.key));
      throw error;
    }
    // The images are screened for nudity off the request path, so the reviewer is warned before opening them.
    await this.screening.screenReviewSoon(reviewId);
    // Approved or refused by the model at once, or handed to a reviewer.
    if (faceChecked) await this.faceCheck.checkSoon(reviewId);
    return this.levels.status(this.dataSource.manager, userId);
  }
}
