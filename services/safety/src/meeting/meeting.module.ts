import { Module } from '@nestjs/common';
import { LivePositions } from './live-positions.js';
import { MeetingRepository } from './meeting.repository.js';
import { MeetingAutoDisableJob } from './meeting.jobs.js';
import { MeetingEvents } from './meeting.events.js';
import { MeetingRpc } from './meeting.rpc.js';

/** The meeting-session feature of the safety service. */
@Module({ providers: [LivePositions, MeetingRepository, MeetingAutoDisableJob, MeetingEvents, MeetingRpc], exports: [MeetingAutoDisableJob] })
export class MeetingModule {}
