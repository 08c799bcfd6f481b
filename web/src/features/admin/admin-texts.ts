/**
 * Admin notifications and audit lines in the admin's language. The server sends each with a key and its
 * values (ADMIN_NOTICE_KEYS, ADMIN_AUDIT_KEYS) beside the English it stored; a row from before keys, or
 * a key this screen has no words for yet (a newer server), shows the stored text as it came.
 */
import { ADMIN_AUDIT_KEYS, ADMIN_NOTICE_KEYS, REPORT_REASONS, type AdminAuditKey, type AdminNoticeKey, type AdminTextParams } from '@converge/contracts';
import { admin } from '@/locales/admin';
import { humanize } from './components/shared';
import { currentLanguage } from '@/lib/i18n';
import { formatNumber, isolate } from './format';
import type { AdminAction, AdminNotification } from './api/types';

const isNoticeKey = (key: string | null | undefined): key is AdminNoticeKey => (ADMIN_NOTICE_KEYS as readonly (string | null | undefined)[]).includes(key);
const isAuditKey = (key: string | null | undefined): key is AdminAuditKey => (ADMIN_AUDIT_KEYS as readonly (string | null | undefined)[]).includes(key);

const ROLES = ['super_admin', 'admin', 'business_admin'] as const;
const STEPS = ['photo', 'id', 'liveness', 'social', 'email', 'phone'] as const;
const FIELDS = ['companyName', 'businessEmail', 'businessType', 'paymentProcessingEnabled'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** Data inside a sentence (a name, an address, a venue) keeps its own direction. */
const data = (value: string | undefined) => isolate(value ?? '');
/**
 * A person the server had no name for: "A user" in the admin's language. Each sentence that can lack a
 * name has its own fallback words, so a language can inflect them for where they stand in it.
 */
const person = (value: string | undefined, fallback: 'notice.someone' | 'notice.duplicate_face.someone' | 'notice.duplicate_face.someoneElse') =>
  value ? isolate(value) : admin.t(fallback);

function reasonLabel(reason: string | undefined): string {
  return oneOf(REPORT_REASONS, reason) ? admin.t(`notice.reason.${reason}`) : humanize(reason ?? '');
}

function roleLabel(role: string | undefined): string {
  if (role === 'user') return admin.t('audit.role.user');
  return oneOf(ROLES, role) ? admin.t(`role.${role}`) : humanize(role ?? '');
}

/** The notification's title and message in the admin's language, or as stored. */
export function noticeText(n: Pick<AdminNotification, 'title' | 'message' | 'key' | 'params'>): { title: string; message: string } {
  const key = n.key;
  if (!isNoticeKey(key)) return { title: n.title, message: n.message };
  const p: AdminTextParams = n.params ?? {};
  const t = admin.t;
  const name = person(p.name, 'notice.someone');
  switch (key) {
    case 'report':
    case 'report_critical': {
      const count = Number(p.count ?? 1);
      return { title: t(`notice.${key}.title`, { reason: reasonLabel(p.reason) }), message: t('notice.report.message', { name, count, number: formatNumber(count) }) };
    }
    case 'duplicate_face': {
      const similarity = Number(p.similarity);
      const shown = Number.isFinite(similarity) ? new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(similarity) : (p.similarity ?? '');
      return {
        title: t('notice.duplicate_face.title'),
        message: t('notice.duplicate_face.message', {
          name: person(p.name, 'notice.duplicate_face.someone'),
          other: person(p.other, 'notice.duplicate_face.someoneElse'),
          similarity: shown,
        }),
      };
    }
    case 'emergency':
      return { title: t('notice.emergency.title'), message: p.venue ? t('notice.emergency.messageAtVenue', { name, venue: data(p.venue) }) : t('notice.emergency.message', { name }) };
    case 'check_in_unanswered':
    case 'duress': {
      const venue = data(p.venue);
      const message = p.venue
        ? p.meetPoint
          ? t(`notice.${key}.messageAtMeetPoint`, { name, venue, meetPoint: data(p.meetPoint) })
          : t(`notice.${key}.messageAtVenue`, { name, venue })
        : t(`notice.${key}.message`, { name });
      return { title: t(`notice.${key}.title`), message };
    }
    case 'business_admin':
      return { title: t('notice.business_admin.title'), message: t('notice.business_admin.message', { email: data(p.email) }) };
  }
}

/** The audit line in the admin's language, or as stored. */
export function auditLine(a: Pick<AdminAction, 'description' | 'key' | 'params'>): string {
  const key = a.key;
  if (!isAuditKey(key)) return a.description;
  const p: AdminTextParams = a.params ?? {};
  const t = admin.t;
  switch (key) {
    case 'role_changed':
      return t('audit.line.role_changed', { email: data(p.email), from: roleLabel(p.from), to: roleLabel(p.to) });
    case 'business_admin_promoted':
      return t('audit.line.business_admin_promoted', { email: data(p.email) });
    case 'venue_created':
    case 'venue_updated':
    case 'venue_deactivated':
    case 'qr_rotated':
      return t(`audit.line.${key}`, { venue: data(p.venue) });
    case 'venue_safety_contact_set':
    case 'venue_safety_contact_off':
      return t(`audit.line.${key}`);
    case 'settings_changed': {
      const fields = (p.fields ?? '').split(',').filter(Boolean);
      if (!fields.length) return t('audit.line.settings_unchanged');
      const names = fields.map((f) => (oneOf(FIELDS, f) ? t(`audit.field.${f}`) : f));
      return t('audit.line.settings_changed', { fields: new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(names) });
    }
    case 'moderation_suspend': {
      const count = Number(p.days ?? 7);
      return t('audit.line.moderation_suspend', { name: data(p.name), reason: data(p.reason), count, number: formatNumber(count) });
    }
    case 'moderation_warn':
    case 'moderation_ban':
    case 'moderation_dismiss':
    case 'moderation_reinstate':
      return t(`audit.line.${key}`, { name: data(p.name), reason: data(p.reason) });
    case 'verification_approve':
    case 'verification_reject': {
      const step = oneOf(STEPS, p.step) ? t(`audit.step.${p.step}`) : (p.step ?? '');
      return p.reason ? t(`audit.line.${key}_reason`, { step, reason: data(p.reason) }) : t(`audit.line.${key}`, { step });
    }
  }
}
