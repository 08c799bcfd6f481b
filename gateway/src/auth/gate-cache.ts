import { Injectable } from '@nestjs/common';

export interface Gate {
  ageVerified: boolean;
  hasProfile: boolean;
  roles: string[];
  /** A suspended or banned account (never cached as passed). */
  blocked?: { code: string; message: string };
}

/** How long a passed gate is trusted; bounds how late a role change takes effect on this replica. */
const PASSED_GATE_TTL_MS = 10_000;
/** Past this age a gate still in use is fetched again in the background, so an active person never waits for it. */
const REFRESH_AFTER_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * Remembers, per gateway process and briefly, that a user passed the main-view gate, so a busy
 * client does not cost an identity round trip per request. Only passed gates are kept: a person who
 * just verified their age or created a profile must never see a stale 403. Deleting an account
 * ends its sessions, which the session check (not cached) catches first.
 */
@Injectable()
export class GateCache {
  private entries = new Map<string, { gate: Gate; expiresAt: number }>();
  private refreshing = new Set<string>();

  get(userId: string): Gate | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.gate;
  }

  /**
   * True once for a passed gate that is half-way through its life (the caller then fetches it again in
   * the background and calls `remember`, or `refreshed` if that failed).
   */
  shouldRefresh(userId: string): boolean {
    const entry = this.entries.get(userId);
    if (!entry || this.refreshing.has(userId) || entry.expiresAt - Date.now() > PASSED_GATE_TTL_MS - REFRESH_AFTER_MS) return false;
    this.refreshing.add(userId);
    return true;
  }

  refreshed(userId: string): void {
    this.refreshing.delete(userId);
  }

  remember(userId: string, gate: Gate): void {
    this.refreshing.delete(userId);
    if (!gate.ageVerified || !gate.hasProfile || gate.blocked) {
      // A gate that no longer passes (age check undone, profile deleted): stop trusting the old one.
      this.entries.delete(userId);
      return;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { gate, expiresAt: Date.now() + PASSED_GATE_TTL_MS });
  }

  forget(userId: string): void {
    this.refreshing.delete(userId);
    this.entries.delete(userId);
  }
}
