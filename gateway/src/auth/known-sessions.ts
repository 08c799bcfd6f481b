import { Injectable } from '@nestjs/common';

const MAX_ENTRIES = 50_000;

/**
 * Which user a session id belongs to, learned from this replica's own session reads. That mapping
 * never changes (ids are random and never reused); whether the session is still alive does, and is
 * always asked of Redis. Lets a read-ahead route start its work before that answer arrives
 * (read-ahead.ts). Also remembers who is over a per-person limit until the window ends, so their
 * requests wait for the check instead of reading ahead.
 */
@Injectable()
export class KnownSessions {
  private readonly users = new Map<string, string>();
  private readonly limitedUntil = new Map<string, number>();

  userOf(sessionId: string | undefined): string | undefined {
    return sessionId ? this.users.get(sessionId) : undefined;
  }

  remember(sessionId: string, userId: string): void {
    if (this.users.has(sessionId)) return;
    if (this.users.size >= MAX_ENTRIES) this.users.delete(this.users.keys().next().value!);
    this.users.set(sessionId, userId);
  }

  forget(sessionId: string): void {
    this.users.delete(sessionId);
  }

  markLimited(userId: string, bucket: string, retryAfterSeconds: number): void {
    if (this.limitedUntil.size >= MAX_ENTRIES) this.limitedUntil.delete(this.limitedUntil.keys().next().value!);
    this.limitedUntil.set(`${bucket}:${userId}`, Date.now() + retryAfterSeconds * 1000);
  }

  isLimited(userId: string, bucket: string): boolean {
    const until = this.limitedUntil.get(`${bucket}:${userId}`);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.limitedUntil.delete(`${bucket}:${userId}`);
    return false;
  }
}
