import { Module } from '@nestjs/common';
import { LivePositions } from './live-positions.js';
import { MeetingRepository } from './meeting.repository.js';
import { MeetingJobs } from './meeting.jobs.js';
import { MeetingEvents } from './meeting.events.js';
import { MeetingHandlers } from './meeting.handlers.js';

/** The meeting-session feature of the safety service. */
@Module({ providers: [LivePositions, MeetingRepository, MeetingJobs, MeetingEvents, MeetingHandlers], exports: [MeetingJobs] })
export class MeetingModule {}
