import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotification } from '@converge/contracts';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { auditLine, noticeText } from './admin-texts';
import { AuditTab } from './components/audit-tab';
import { NotificationBell } from './components/notification-bell';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

/** Data keeps its own direction inside a sentence (U+2068 … U+2069); a reader sees only the words. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

const notifications: AdminNotification[] = [
  {
    id: 'n1',
    title: 'Critical report: Harassment',
    message: 'Eve was reported for harassment (2 reports open).',
    key: 'report_critical',
    params: { reason: 'harassment', name: 'Eve', count: '2' },
    priority: 'critical',
    isRead: false,
    createdAt: '2026-11-25T09:00:00Z',
  },
  {
    id: 'n2',
    title: 'Safety check-in not answered',
    message: 'Ann did not answer a safety check-in at The Anchor. Their trusted contacts were alerted.',
    key: 'check_in_unanswered',
    params: { name: 'Ann', venue: 'The Anchor' },
    priority: 'critical',
    isRead: true,
    createdAt: '2026-11-25T08:00:00Z',
  },
  // Written before keys: shows as stored.
  { id: 'n3', title: 'Old title', message: 'Old message', key: null, params: {}, priority: 'normal', isRead: true, createdAt: '2026-11-24T08:00:00Z' },
];

const actions = {
  items: [
    {
      id: 'a1',
      actorUserId: '00000000-0000-4000-8000-000000000001',
      actorEmail: 'boss@example.com',
      description: 'Suspended (3 days) Eve: threats',
      key: 'moderation_suspend',
      params: { name: 'Eve', reason: 'threats', days: '3' },
      actionType: 'moderation_decision',
      targetType: 'user',
      targetId: 'u1',
      createdAt: '2026-11-25T09:00:00Z',
    },
    {
      id: 'a2',
      actorUserId: '00000000-0000-4000-8000-000000000001',
      actorEmail: 'boss@example.com',
      description: 'Created venue The Anchor',
      key: 'venue_created',
      params: { venue: 'The Anchor' },
      actionType: 'venue_created',
      targetType: 'venue',
      targetId: 'v1',
      createdAt: '2026-11-25T08:00:00Z',
    },
    {
      id: 'a3',
      actorUserId: '00000000-0000-4000-8000-000000000001',
      actorEmail: 'boss@example.com',
      description: 'Edited venue Before Keys',
      key: null,
      params: {},
      actionType: 'venue_updated',
      targetType: 'venue',
      targetId: 'v2',
      createdAt: '2026-11-24T08:00:00Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 3,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(String(url).includes('/api/admin/actions') ? actions : notifications)),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const renderIn = (node: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

describe('a German admin', () => {
  it('reads the notifications in German; one written before keys shows as stored', async () => {
    await setLanguage('de');
    renderIn(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: /Benachrichtigungen/ }));
    expect(await screen.findByText('Kritische Meldung: Belästigung')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && plain(el.textContent) === 'Eve wurde gemeldet (2 offene Meldungen).')).toBeTruthy();
    expect(screen.getByText('Sicherheitsabfrage nicht beantwortet')).toBeTruthy();
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'SPAN' && plain(el.textContent) === 'Ann hat in The Anchor auf eine Sicherheitsabfrage nicht geantwortet. Die Vertrauenspersonen wurden alarmiert.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Old title')).toBeTruthy();
    expect(screen.getByText('Old message')).toBeTruthy();
    expect(screen.queryByText('Critical report: Harassment')).toBeNull();
  });

  it('reads the audit log in German; a line written before keys shows as stored', async () => {
    await setLanguage('de');
    renderIn(<AuditTab />);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && plain(el.textContent) === 'Eve für 3 Tage gesperrt: threats')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && plain(el.textContent) === 'Ort The Anchor angelegt')).toBeTruthy();
    expect(screen.getByText('Edited venue Before Keys')).toBeTruthy();
    expect(screen.queryByText('Suspended (3 days) Eve: threats')).toBeNull();
  });
});

describe('the words of each key', () => {
  it('English reads as the server wrote it, or close', async () => {
    await setLanguage('en');
    expect(plain(noticeText(notifications[0]).message)).toBe('Eve was reported (2 reports open).');
    expect(plain(noticeText({ ...notifications[0], key: 'report', params: { reason: 'other', count: '1' } }).message)).toBe('A user was reported (1 report open).');
    expect(plain(noticeText({ title: '', message: '', key: 'duplicate_face', params: { similarity: '0.93' } }).message)).toBe(
      "A user's verified selfie shows the same face as another account (similarity 0.93).",
    );
    expect(plain(auditLine({ description: '', key: 'role_changed', params: { email: 'a@x', from: 'user', to: 'super_admin' } }))).toBe('Changed the role of a@x from User to Super Admin');
    expect(plain(auditLine({ description: '', key: 'settings_changed', params: { fields: 'companyName,businessType' } }))).toBe('Updated business settings (company name and business type)');
    expect(auditLine({ description: '', key: 'settings_changed', params: { fields: '' } })).toBe('Updated business settings (nothing changed)');
    expect(plain(auditLine({ description: '', key: 'verification_reject', params: { step: 'id', reason: 'blurry' } }))).toBe('Rejected ID document verification: blurry');
  });

  it('a key this screen does not know (a newer server) shows the stored text', () => {
    expect(noticeText({ title: 'T', message: 'M', key: 'brand_new', params: {} })).toEqual({ title: 'T', message: 'M' });
    expect(auditLine({ description: 'D', key: 'brand_new', params: {} })).toBe('D');
  });

  it('German inflects a missing name where the sentence needs it, and writes the number its way', async () => {
    await setLanguage('de');
    expect(plain(noticeText({ title: '', message: '', key: 'duplicate_face', params: { similarity: '0.93' } }).message)).toBe(
      'Das verifizierte Selfie von einem Mitglied zeigt dasselbe Gesicht wie bei einem anderen Konto (Ähnlichkeit 0,93).',
    );
    expect(plain(noticeText({ title: '', message: '', key: 'emergency', params: {} }).message)).toBe('Ein Mitglied hat den Notfallmodus ausgelöst.');
  });

  it('Arabic picks the plural form for the number', async () => {
    await setLanguage('ar');
    expect(plain(auditLine({ description: '', key: 'moderation_suspend', params: { name: 'Eve', reason: 'x', days: '2' } }))).toBe('علّق حساب Eve لمدة يومين: x');
  });
});
