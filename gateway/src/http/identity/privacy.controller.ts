import { Body, Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { exportFileName, incognitoSchema, RPC, type Actor, type IncognitoInput, dataExportSchema, deletedSchema, privacySettingsSchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from '../../auth/session.guard.js';
import { SessionStore } from '../../auth/session.store.js';
import { SessionCookie } from '../../auth/session-cookie.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { SocketServer } from '../../realtime/socket-server.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { gatherExport } from './data-export.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { Answers } from '../answers.decorator.js';

/** Incognito, the data export and account deletion. */
@Controller('api/privacy')
@UseGuards(SessionGuard)
export class PrivacyController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly sockets: SocketServer,
  ) {}

  @Get('settings')
  @Answers(privacySettingsSchema)
  settings(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.identity.getPrivacy, { actor });
  }

  @Post('incognito')
  @PerPersonLimit(WRITE_LIMITS.privacy)
  @HttpCode(200)
  @Answers(privacySettingsSchema)
  incognito(@CurrentActor() actor: Actor, @Body(new ZodPipe(incognitoSchema)) body: IncognitoInput) {
    return this.rpc.request(RPC.identity.setIncognito, { actor, enabled: body.enabled });
  }

  /** One JSON document with every service's part, downloaded as converge-export-YYYY-MM-DD.json (or 503, never partial). */
  @Get('export')
  @PerPersonLimit(WRITE_LIMITS.dataExport)
  @Answers(dataExportSchema)
  async export(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const data = await gatherExport(this.rpc, actor);
    void reply.header('content-disposition', `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`).header('cache-control', 'no-store');
    return data;
  }

  /** Erases the account (UserDeleted tells every service), then ends every session and socket. */
  @Delete('delete-account')
  @PerPersonLimit(WRITE_LIMITS.deleteAccount)
  @Answers(deletedSchema)
  async deleteAccount(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.rpc.request(RPC.identity.deleteAccount, { actor });
    await this.sessions.destroyAllForUser(actor.userId);
    this.sockets.disconnectUser(actor.userId);
    this.cookie.clear(reply);
    return { deleted: true };
  }
}
