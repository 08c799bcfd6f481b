import { CRITICAL_REPORT_REASONS, SUSPENSION_DEFAULT_DAYS, type ModerationAction, type ReportReason } from '@converge/contracts';
import { errors } from '../errors.js';

export type CaseStatus = 'open' | 'warned' | 'suspended' | 'banned' | 'dismissed' | 'reinstated';

export type Outcome =
  | { status: CaseStatus; event: null }
  | { status: 'warned'; event: 'UserWarned' }
  | { status: 'suspended'; event: 'UserSuspended'; until: Date; banned: false }
  | { status: 'banned'; event: 'UserSuspended'; until: null; banned: true }
  | { status: 'reinstated'; event: 'UserReinstated' };

/** A report is critical when its reason is (safety_concern, harassment) or safety says so. */
export function isCritical(reason: string, flagged?: boolean): boolean {
  return !!flagged || CRITICAL_REPORT_REASONS.includes(reason as ReportReason);
}

/**
 * What a decision does to a case. An open case takes warn, suspend, ban or dismiss; a suspension
 * or ban can later be reinstated; anything else on a decided case is a conflict (409).
 */
export function decide(status: CaseStatus, action: ModerationAction, now: Date, days = SUSPENSION_DEFAULT_DAYS): Outcome {
  if (action === 'reinstate') {
    if (status !== 'suspended' && status !== 'banned') throw errors.notSuspended();
    return { status: 'reinstated', event: 'UserReinstated' };
  }
  if (status !== 'open') throw errors.caseDecided();
  switch (action) {
    case 'warn':
      return { status: 'warned', event: 'UserWarned' };
    case 'suspend':
      return { status: 'suspended', event: 'UserSuspended', until: new Date(now.getTime() + days * 24 * 3600 * 1000), banned: false };
    case 'ban':
      return { status: 'banned', event: 'UserSuspended', until: null, banned: true };
    case 'dismiss':
      return { status: 'dismissed', event: null };
  }
}
