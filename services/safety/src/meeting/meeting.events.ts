import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { CONFIG, OnEvent } from '@converge/platform';
import type { MeetingConfig } from './meeting.config.js';
import { MeetingRepository } from './meeting.repository.js';
import { MeetingJobs } from './meeting.jobs.js';
import { LivePositions } from './live-positions.js';
import { sharingStopsAt } from './meeting.rules.js';

/**
 * A meet point chosen by one (matching's MeetPointChosen) opens the meeting session as a proposal
 * (ARCHITECTURE §4); location sharing starts only when the other person accepts (MeetingHandlers.accept).
 */
@Injectable()
export class MeetingEvents {
  constructor(
    private readonly sessions: MeetingRepository,
    private readonly autoDisable: MeetingJobs,
    private readonly positions: LivePositions,
    @Inject(CONFIG) private readonly config: MeetingConfig,
  ) {}

  @OnEvent('MeetPointChosen', { name: 'meeting_on_meetpoint' })
  async onMeetPointChosen({ data }: EventEnvelope<'MeetPointChosen', EventData<'MeetPointChosen'>>, manager: EntityManager) {
    const open = await this.sessions.openForMatch(manager, data.matchId);
    if (open) {
      // A new point for a meeting under way moves the meeting (it does not start a second one) and is a
      // new proposal: sharing pauses and the last cells are forgotten until the other person accepts.
      await this.sessions.moveMeetPoint(manager, open.id, data.meetPoint, data.chosenBy);
      await this.positions.forget(open.id, [data.userAId, data.userBId]);
      return;
    }
    const sessionId = randomUUID();
    const deadline = new Date(Date.now() + this.config.MEETING_MAX_SHARING_MS);
    await this.sessions.insert(manager, {
      id: sessionId,
      matchId: data.matchId,
      userAId: data.userAId,
      userBId: data.userBId,
      venueId: data.venueId,
      meetPoint: data.meetPoint,
      deadline,
      proposedBy: data.chosenBy,
    });
    await this.autoDisable.reschedule(sessionId, deadline);
  }

  /** A block ends any meeting of the pair and its location sharing at once, as Stop Now does. */
  @OnEvent('UserBlocked', { name: 'meeting_on_user_blocked' })
  async onUserBlocked({ data }: EventEnvelope<'UserBlocked', EventData<'UserBlocked'>>, manager: EntityManager) {
    for (const row of await this.sessions.openSharingForPair(manager, data.blockerId, data.blockedId)) {
      if (!row.ended_at) {
        const now = Date.now();
        const { autoDisable, deadline } = sharingStopsAt(now, false, 0, this.config.MEETING_MAX_SHARING_MS);
        await this.sessions.endMeeting(manager, row.id, 'ended_by_user', new Date(now), autoDisable, deadline);
      }
      await this.sessions.closeByUser(manager, row.id);
      await this.positions.forget(row.id, [row.user_a_id, row.user_b_id]);
    }
  }
}
