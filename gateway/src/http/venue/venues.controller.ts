import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RPC, nearbyVenuesQuerySchema, venueQrQuerySchema, type Actor, type NearbyVenuesQuery, nearbyVenueListSchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ReadAheadOfSessionCheck } from '../../auth/read-ahead.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { venueLimits } from './venue-limits.js';
import { AnswersFile } from '../../docs/doc-decorators.js';
import { rawJson, type RawJson } from '../raw-json.js';

@Controller('api/venues')
@UseGuards(MainViewGuard)
export class VenuesController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Venues near the caller's point, nearest first: {id, name, address, distance (km)}. The venue's
   * reply is passed on as the JSON bytes it came as (no parse and re-serialisation here).
   */
  @Get('nearby')
  @Answers(nearbyVenueListSchema, { raw: true })
  @ReadAheadOfSessionCheck()
  @PerPersonLimit({ bucket: 'venues-nearby', limit: venueLimits.NEARBY_RATE_LIMIT, windowSeconds: venueLimits.NEARBY_RATE_WINDOW_S })
  async nearby(@CurrentActor() actor: Actor, @Query(new ZodPipe(nearbyVenuesQuerySchema)) query: NearbyVenuesQuery): Promise<RawJson> {
    return rawJson(await this.rpc.requestRaw(RPC.venue.nearby, { actor, latitude: query.latitude, longitude: query.longitude }));
  }

  /** The venue's printable QR code: `?format=svg` (default) or `?format=png`. */
  @Get(':id/qr')
  @AnswersFile(['image/svg+xml', 'image/png'], 'The printable QR code: SVG, or PNG with `?format=png`. The `X-QR-URL` header carries the URL it encodes.')
  async qr(
    @CurrentActor() actor: Actor,
    @Param('id') venueId: string,
    @Query(new ZodPipe(venueQrQuerySchema)) query: { format: 'svg' | 'png' },
    @Res({ passthrough: false }) reply: FastifyReply,
  ): Promise<void> {
    const qr = await this.rpc.request(RPC.venue.qr, { actor, venueId, format: query.format });
    void reply
      .header('cache-control', 'private, no-store')
      .header('x-qr-url', qr.url)
      .type(qr.format === 'png' ? 'image/png' : 'image/svg+xml')
      .send(qr.format === 'png' ? Buffer.from(qr.content, 'base64') : qr.content);
  }
}
