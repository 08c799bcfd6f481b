// What a report can say, without zod: the report dialog and the admin's texts need these on a screen's
// first load; the schema that checks a report is loaded when one is sent (libs/contracts/src/forms.ts).

/** The five reasons, in the order the reason picker lists them. */
export const REPORT_REASONS = ['inappropriate_behavior', 'harassment', 'fake_profile', 'safety_concern', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reasons that open a critical moderation case. */
/** Where a report comes from: the person's safety menu, or "Does this bother you?" under a flagged message. */
export const REPORT_SOURCES = ['profile', 'bother_prompt'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const CRITICAL_REPORT_REASONS: readonly ReportReason[] = ['safety_concern', 'harassment'];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate_behavior: 'Inappropriate behavior',
  harassment: 'Harassment',
  fake_profile: 'Fake profile',
  safety_concern: 'Safety concern',
  other: 'Other',
};
export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;
