import { Module } from '@nestjs/common';
import { MeetingSessions } from './meeting-sessions.js';
import { LivePositions } from './live-positions.js';

/** The meeting-session feature of the safety service (blocks, reports etc. live in their own folders). */
@Module({ providers: [MeetingSessions, LivePositions], exports: [MeetingSessions] })
export class MeetingModule {}
