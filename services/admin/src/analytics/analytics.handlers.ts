import { Injectable } from '@nestjs/common';
import { RPC, securityMetricsPayloadSchema, type Analytics, type SecurityMetrics, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope, requirePlatform } from '../access/access.rules.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { dailySeries, SERIES_DAYS, utcDayStart } from './analytics.rules.js';

/**
 * GET /api/admin/analytics and /security-metrics. Revenue and subscribers are 0 until payments exist.
 * A business admin gets their venues' figures; platform totals are for platform admins only.
 */
@Injectable()
export class AnalyticsHandlers {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  @RpcHandler(RPC.admin.analytics, { actor: 'admin' })
  async get({ actor }: SignedInPayload): Promise<Analytics> {
    const scope = adminScope(actor);
    const now = new Date();
    const today = utcDayStart(now);
    const seriesStart = utcDayStart(now, SERIES_DAYS - 1);
    if (scope.kind === 'platform') {
      const totals = await this.analytics.platformTotals(today, seriesStart);
      const checkinsByPresence = await this.analytics.checkinsByPresence(seriesStart);
      return { scope: 'platform', ...totals, revenue: 0, premiumSubscribers: 0, daily: dailySeries(await this.analytics.platformDaily(seriesStart), now), checkinsByPresence };
    }
    const business = await this.businesses.forOwner(actor.userId);
    const totals = business
      ? await this.analytics.businessTotals(business.id, today, seriesStart)
      : { totalUsers: 0, newSignups: 0, activeUsers: 0, totalCheckins: 0, totalMatches: 0, uniqueVisitors: 0 };
    const daily = business ? await this.analytics.businessDaily(business.id, seriesStart) : [];
    const checkinsByPresence = business ? await this.analytics.checkinsByPresence(seriesStart, business.id) : { display: 0, qr: 0, location: 0 };
    return { scope: 'business', ...totals, revenue: 0, premiumSubscribers: 0, daily: dailySeries(daily, now), checkinsByPresence };
  }

  /** `rateLimitHitsToday` is the gateway's own counter, passed along by it. */
  @RpcHandler(RPC.admin.securityMetrics, { actor: 'admin', input: securityMetricsPayloadSchema })
  async security({ actor, rateLimitHitsToday }: SignedInPayload<{ rateLimitHitsToday?: unknown }>): Promise<SecurityMetrics> {
    requirePlatform(actor);
    const now = new Date();
    const seriesStart = utcDayStart(now, SERIES_DAYS - 1);
    const { totals, daily } = await this.analytics.security(utcDayStart(now), seriesStart);
    const byDay = new Map(daily.map((d) => [d.day, d]));
    return {
      ...totals,
      rateLimitHitsToday: Number.isInteger(rateLimitHitsToday) ? (rateLimitHitsToday as number) : 0,
      daily: dailySeries([], now).map(({ date }) => ({
        date,
        reports: byDay.get(date)?.reports ?? 0,
        emergencies: byDay.get(date)?.emergencies ?? 0,
        failedSignIns: byDay.get(date)?.failedSignIns ?? 0,
      })),
    };
  }
}
