import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RPC,
  RpcError,
  registerSchema,
  signInSchema,
  verifyAgeSchema,
  type Actor,
  type RegisterInput,
  type SignInInput,
  type UserView,
  type VerifyAgeInput,
  userViewSchema,
  ageVerifiedSchema,
  pickLanguage,
  sessionStateSchema,
} from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { SessionStore } from '../../auth/session.store.js';
import { SessionCookie } from '../../auth/session-cookie.js';
import { DeviceCookie } from '../../auth/device-cookie.js';
import { SessionGuard } from '../../auth/session.guard.js';
import type { AuthenticatedRequest } from '../../auth/authenticated-request.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { SocketServer } from '../../realtime/socket-server.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { emailBucket, identitySettings } from './identity-settings.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { PushDevices } from '../push/push-devices.js';
import { SessionOptional } from '../../docs/doc-decorators.js';
import { AuthCache } from '../../auth/auth-cache.js';
import { REFUSALS, errors } from '../../errors.js';

/** Accounts and sessions: register, sign in, sign out, who am I, the age gate. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly limiter: RateLimiter,
    private readonly sockets: SocketServer,
    private readonly guard: SessionGuard,
    private readonly devices: DeviceCookie,
    private readonly push: PushDevices,
    private readonly cache: AuthCache,
  ) {}

  @Post('register')
  @Answers(userViewSchema)
  @HttpCode(201)
  async register(@Body(new ZodPipe(registerSchema)) body: RegisterInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const s = identitySettings();
    await this.limiter.hit(`register:ip:${request.ip}`, s.REGISTER_MAX_PER_IP, s.REGISTER_WINDOW_SECONDS, REFUSALS.tooManyAccounts);
    // The account speaks the language the page chose, else the browser's first one that Converge speaks.
    const language = body.language ?? pickLanguage(request.headers['accept-language']);
    const user = await this.rpc.request(RPC.identity.register, { ...body, language });
    await this.startSession(request, reply, user.id);
    // The browser that made the account is its first known device.
    this.devices.issue(reply, emailBucket(body.email));
    return user;
  }

  /**
   * Guessing never locks the owner out (OWASP device cookies). A browser that signed in to
   * this account before carries a signed device cookie: its failures count for that device alone, so
   * it signs in at once however many guesses come from elsewhere, and a device that fails too often is
   * slowed on its own. Every other request is an unknown device: their failures count together per
   * account, with a progressive delay (2, 4, 8 … s, 429 + Retry-After) once a few were wrong, and
   * per address only failures count, with a high ceiling (a venue shares one address). A success
   * clears the counter it was judged by and leaves the device cookie; a fresh session id every time.
   * Warning the owner by email is identity's part (it counts SignInFailed).
   */
  @Post('signin')
  @Answers(userViewSchema)
  @HttpCode(200)
  async signIn(@Body(new ZodPipe(signInSchema)) body: SignInInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const s = identitySettings();
    const account = emailBucket(body.email);
    const device = this.devices.deviceFor(request, account);
    const bucket = device ? `signin:device:${account}:${device}` : `signin:email:${account}`;
    const ipKey = `signin:ip-failures:${request.ip}`;
    if (!device) await this.limiter.assertBelow(ipKey, s.SIGNIN_MAX_PER_IP, REFUSALS.tooManySignIns);
    await this.limiter.assertDelayPassed(
      bucket,
      device ? s.SIGNIN_MAX_PER_DEVICE : s.SIGNIN_MAX_PER_EMAIL,
      s.SIGNIN_MAX_DELAY_SECONDS,
      REFUSALS.tooManySignIns,
      s.SIGNIN_FIRST_DELAY_SECONDS,
    );
    let user: UserView;
    try {
      user = await this.rpc.request(RPC.identity.signIn, body);
    } catch (error) {
      if (error instanceof RpcError && error.status === 401) {
        if (!device) await this.limiter.add(ipKey, s.SIGNIN_WINDOW_SECONDS);
        await this.limiter.recordFailure(bucket, s.SIGNIN_WINDOW_SECONDS);
      }
      throw error;
    }
    await this.limiter.reset(bucket);
    await this.startSession(request, reply, user.id);
    this.devices.issue(reply, account, device);
    return user;
  }

  /** "Sign out everywhere": every session of the person ends, and every socket with it. */
  @Post('logout-everywhere')
  @UseGuards(SessionGuard)
  @PerPersonLimit(WRITE_LIMITS.signOutEverywhere)
  @HttpCode(204)
  async logoutEverywhere(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.destroyAllForUser(actor.userId);
    this.sockets.disconnectUser(actor.userId);
    await this.push.forget(actor.userId, null);
    this.cookie.clear(reply);
  }

  @Post('logout')
  @SessionOptional()
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = this.cookie.read(request);
    const ended = id ? await this.sessions.destroy(id) : null;
    if (ended) await this.push.forget(ended.userId, ended.id);
    this.cookie.clear(reply);
  }

  /**
   * Whether this browser has a live session, always 200: a prerendered public page asks this
   * first, so a signed-out visitor's page never logs a 401 from /api/auth/user.
   */
  @Get('session')
  @SessionOptional()
  @Answers(sessionStateSchema)
  async session(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return { signedIn: (await this.sessions.get(this.cookie.read(request))) !== null };
  }

  /**
   * Who am I. Signed out: 401, or 204 with `X-Session-Optional: 1` — the web app's check on every
   * visit, which must not print a failed request in a signed-out visitor's console.
   */
  @Get('user')
  @SessionOptional()
  @Answers(userViewSchema.nullable())
  async user(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    let actor: Actor;
    try {
      actor = { userId: (await this.guard.verify(request as AuthenticatedRequest, undefined)).userId, roles: [] };
    } catch (err) {
      if (err instanceof RpcError && err.status === 401 && request.headers['x-session-optional'] === '1') {
        void reply.header('cache-control', 'no-store').status(204);
        return undefined;
      }
      throw err;
    }
    const user = await this.whoIs(actor);
    if (!user) {
      // The account is gone (deleted elsewhere): end this session too.
      const id = this.cookie.read(request);
      if (id) await this.sessions.destroy(id);
      this.cookie.clear(reply);
      throw errors.unauthorized();
    }
    void reply.header('cache-control', 'no-store');
    return user;
  }

  @Post('verify-age')
  @PerPersonLimit(WRITE_LIMITS.verifyAge)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @Answers(ageVerifiedSchema)
  verifyAge(@CurrentActor() actor: Actor, @Body(new ZodPipe(verifyAgeSchema)) body: VerifyAgeInput) {
    return this.rpc.request(RPC.identity.verifyAge, { actor, ...body });
  }

  /**
   * The person's view: this replica's copy when it asked identity within the last second and no
   * change of theirs was announced since (AuthCache), else identity's answer.
   */
  private async whoIs(actor: Actor): Promise<UserView | null> {
    const cached = this.cache.view(actor.userId);
    if (cached) return cached;
    const stamp = this.cache.stamp();
    const user = await this.rpc.request(RPC.identity.getUser, { actor });
    if (user) this.cache.keepView(actor.userId, user, stamp);
    return user;
  }

  /** Ends any session the browser still had (no fixation), then starts a new one. */
  private async startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const previous = this.cookie.read(request);
    const ended = previous ? await this.sessions.destroy(previous) : null;
    if (ended) await this.push.forget(ended.userId, ended.id);
    const session = await this.sessions.create(userId);
    this.cookie.set(reply, session.id);
  }
}
