import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  venueSafetyContactInputSchema,
  venueSafetyContactSchema,
  type VenueSafetyContactInput,
  RPC,
  adminQrQuerySchema,
  adminVenueInputSchema,
  businessSettingsInputSchema,
  grantRoleSchema,
  moderationDecisionSchema,
  pageQuerySchema,
  reportsQuerySchema,
  userSearchQuerySchema,
  type Actor,
  type AdminCheck,
  type AdminVenueInput,
  type BusinessSettingsInput,
  type GrantRoleInput,
  type ModerationDecisionInput,
  type PageQuery,
  adminCheckSchema,
  adminActionPageSchema,
  adminNotificationListSchema,
  adminUserListSchema,
  adminUserSummarySchema,
  adminVenueListSchema,
  adminVenueSchema,
  analyticsSchema,
  businessSettingsSchema,
  moderationCaseListSchema,
  moderationCaseSchema,
  notificationReadSchema,
  roleChangeSchema,
  securityMetricsSchema,
  venueDisplayCodeSchema,
  type VenueDisplayCode,
} from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { AdminGuard, AnySignedInPerson, adminRoleCache } from '../../auth/admin.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { GateCache } from '../../auth/gate-cache.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { AnswersFile } from '../../docs/doc-decorators.js';
import { REFUSALS } from '../../errors.js';

const WRITE_LIMIT = { limit: 60, windowSeconds: 60, refusal: REFUSALS.tooManyAdminChanges };

/**
 * The admin dashboard's API. AdminGuard checks the role with identity on every call (403 for a
 * regular user); the admin service decides scope (a business admin: their business; another
 * business's venue: 404; platform figures: 403).
 */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly gates: GateCache,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('check')
  @Answers(adminCheckSchema)
  @AnySignedInPerson()
  check(@CurrentActor() actor: Actor): Promise<AdminCheck> {
    return this.rpc.request(RPC.admin.check, { actor });
  }

  /** Business admin with a business of their own; never a platform role. */
  @Post('promote-self')
  @Answers(adminCheckSchema)
  @HttpCode(200)
  @AnySignedInPerson()
  @PerPersonLimit({ bucket: 'admin-promote', limit: 10, windowSeconds: 3600 })
  async promoteSelf(@CurrentActor() actor: Actor): Promise<AdminCheck> {
    const answer = await this.rpc.request(RPC.admin.promoteSelf, { actor });
    adminRoleCache.forget(actor.userId);
    this.gates.forget(actor.userId);
    return answer;
  }

  @Post('users/:id/role')
  @Answers(roleChangeSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  async grantRole(@CurrentActor() actor: Actor, @Param('id') userId: string, @Body(new ZodPipe(grantRoleSchema)) body: GrantRoleInput) {
    const result = await this.rpc.request(RPC.admin.grantRole, { actor, userId, ...body });
    adminRoleCache.forget(userId);
    this.gates.forget(userId);
    return result;
  }

  @Get('users')
  @Answers(adminUserListSchema)
  users(@CurrentActor() actor: Actor, @Query(new ZodPipe(userSearchQuerySchema)) query: { query: string }) {
    return this.rpc.request(RPC.admin.users, { actor, ...query });
  }

  @Get('users/:id')
  @Answers(adminUserSummarySchema)
  user(@CurrentActor() actor: Actor, @Param('id') userId: string) {
    return this.rpc.request(RPC.admin.user, { actor, userId });
  }

  @Get('venues')
  @Answers(adminVenueListSchema)
  venues(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.admin.venues, { actor });
  }

  @Post('venues')
  @Answers(adminVenueSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  createVenue(@CurrentActor() actor: Actor, @Body(new ZodPipe(adminVenueInputSchema)) venue: AdminVenueInput) {
    return this.rpc.request(RPC.admin.createVenue, { actor, venue });
  }

  @Get('venues/:id')
  @Answers(adminVenueSchema)
  venue(@CurrentActor() actor: Actor, @Param('id') venueId: string) {
    return this.rpc.request(RPC.admin.venue, { actor, venueId });
  }

  @Put('venues/:id')
  @Answers(adminVenueSchema)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  updateVenue(@CurrentActor() actor: Actor, @Param('id') venueId: string, @Body(new ZodPipe(adminVenueInputSchema)) venue: AdminVenueInput) {
    return this.rpc.request(RPC.admin.updateVenue, { actor, venueId, venue });
  }

  /** The venue's opt-in safety contact: staff alerted when a guest's check-in escalates or they press the emergency button there. */
  @Get('venues/:id/safety-contact')
  @Answers(venueSafetyContactSchema)
  safetyContact(@CurrentActor() actor: Actor, @Param('id') venueId: string) {
    return this.rpc.request(RPC.admin.venueSafetyContact, { actor, venueId });
  }

  @Put('venues/:id/safety-contact')
  @Answers(venueSafetyContactSchema)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  setSafetyContact(@CurrentActor() actor: Actor, @Param('id') venueId: string, @Body(new ZodPipe(venueSafetyContactInputSchema)) contact: VenueSafetyContactInput) {
    return this.rpc.request(RPC.admin.setVenueSafetyContact, { actor, venueId, contact });
  }

  /** Deactivates: out of the nearby list and no more check-ins; the history stays. */
  @Delete('venues/:id')
  @Answers(adminVenueSchema)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  deactivateVenue(@CurrentActor() actor: Actor, @Param('id') venueId: string) {
    return this.rpc.request(RPC.admin.deactivateVenue, { actor, venueId });
  }

  /** The printable code: SVG, or PNG with ?format=png. */
  @Get('venues/:id/qr')
  @AnswersFile(['image/svg+xml', 'image/png'], 'The printable QR code: SVG, or PNG with `?format=png`. The `X-QR-URL` header carries the URL it encodes.')
  async venueQr(
    @CurrentActor() actor: Actor,
    @Param('id') venueId: string,
    @Query(new ZodPipe(adminQrQuerySchema)) query: { format: 'svg' | 'png' },
    @Res({ passthrough: false }) reply: FastifyReply,
  ): Promise<void> {
    const qr = await this.rpc.request(RPC.admin.venueQr, { actor, venueId, format: query.format });
    void reply
      .header('cache-control', 'private, no-store')
      .header('x-qr-url', qr.url)
      .header('content-disposition', `inline; filename="venue-${venueId}-qr.${qr.format}"`)
      .type(qr.format === 'png' ? 'image/png' : 'image/svg+xml')
      .send(qr.format === 'png' ? Buffer.from(qr.content, 'base64') : qr.content);
  }

  /**
   * The venue display code for a screen at the venue — a QR (SVG inside the JSON) that
   * changes every 30 s; the page fetches the next one at `nextAt`. Never cached.
   */
  @Get('venues/:id/display-code')
  @Answers(venueDisplayCodeSchema)
  async displayCode(@CurrentActor() actor: Actor, @Param('id') venueId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<VenueDisplayCode> {
    const code = await this.rpc.request(RPC.admin.venueDisplayCode, { actor, venueId });
    void reply.header('cache-control', 'private, no-store');
    return code;
  }

  @Post('venues/:id/qr/rotate')
  @Answers(adminVenueSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  rotateQr(@CurrentActor() actor: Actor, @Param('id') venueId: string) {
    return this.rpc.request(RPC.admin.rotateVenueQr, { actor, venueId });
  }

  @Get('analytics')
  @Answers(analyticsSchema)
  analytics(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.admin.analytics, { actor });
  }

  /** The gateway's own 429 count joins the service's figures. */
  @Get('security-metrics')
  @Answers(securityMetricsSchema)
  async securityMetrics(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.admin.securityMetrics, { actor, rateLimitHitsToday: await this.limiter.refusalsToday() });
  }

  @Get('business-settings')
  @Answers(businessSettingsSchema)
  settings(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.admin.getSettings, { actor });
  }

  @Put('business-settings')
  @Answers(businessSettingsSchema)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  updateSettings(@CurrentActor() actor: Actor, @Body(new ZodPipe(businessSettingsInputSchema)) body: BusinessSettingsInput) {
    return this.rpc.request(RPC.admin.updateSettings, { actor, ...body });
  }

  @Get('actions')
  @Answers(adminActionPageSchema)
  actions(@CurrentActor() actor: Actor, @Query(new ZodPipe(pageQuerySchema)) query: PageQuery) {
    return this.rpc.request(RPC.admin.actions, { actor, ...query });
  }

  @Get('notifications')
  @Answers(adminNotificationListSchema)
  notifications(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.admin.notifications, { actor });
  }

  @Post('notifications/:id/read')
  @Answers(notificationReadSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  readNotification(@CurrentActor() actor: Actor, @Param('id') notificationId: string) {
    return this.rpc.request(RPC.admin.readNotification, { actor, notificationId });
  }

  @Get('reports')
  @Answers(moderationCaseListSchema)
  reports(@CurrentActor() actor: Actor, @Query(new ZodPipe(reportsQuerySchema)) query: { status: 'open' | 'all' }) {
    return this.rpc.request(RPC.admin.reports, { actor, ...query });
  }

  @Post('reports/:id/decision')
  @Answers(moderationCaseSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'admin-write', ...WRITE_LIMIT })
  decide(@CurrentActor() actor: Actor, @Param('id') caseId: string, @Body(new ZodPipe(moderationDecisionSchema)) body: ModerationDecisionInput) {
    return this.rpc.request(RPC.admin.decideReport, { actor, caseId, ...body });
  }
}
