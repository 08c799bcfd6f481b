/**
 * The Safety Center and every safety screen in the pseudo-locale: each section with data (trusted
 * contacts and their form, "Check on me" with a timer and the PINs, location shares and their form,
 * date plans, hidden words, people to block or report, blocked people, sessions, the tips), the
 * full-screen "Are you safe?" (due and escalated), the report / block dialog in each of its steps,
 * "Share my date", account deletion, and the public pages (a live location, a date plan, unsubscribe)
 * in their states. Every word a person sees or hears must come through the translation layer; names,
 * venues, meet points, addresses, numbers and links are data.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { useIncognitoToggle } from '@/components/use-incognito-toggle';
import { resetToasts } from '@/components/ui/use-toast';
import { CheckInPrompt } from '@/features/safety/components/check-in-prompt';
import { CheckOnMeOffer } from '@/features/safety/components/check-on-me';
import { PublicDatePlanView } from '@/features/safety/components/public-date-plan-view';
import { PublicShareView } from '@/features/safety/components/public-share-view';
import { ReportBlockDialog } from '@/features/safety/components/report-block-dialog';
import { SafetyCenter } from '@/features/safety/components/safety-center';
import { ShareMyDateButton } from '@/features/safety/components/share-my-date';
import { UnsubscribeView } from '@/features/safety/components/unsubscribe-view';
import { showMessagesForTest } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { pseudo, PSEUDO_DATA, untranslatedText } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, disconnect: () => undefined }) }));

/**
 * Dates and times come from Intl in the page's language; the pseudo-locale has none of its own, so Intl
 * writes them in English (the months, weekdays, AM/PM and "at" of a date with its time).
 */
const INTL_WORDS = [
  ...Array.from({ length: 12 }, (_, m) => ['long', 'short'].map((month) => new Date(2026, m, 1).toLocaleString('en', { month: month as 'long' }))).flat(),
  ...Array.from({ length: 7 }, (_, d) => ['long', 'short'].map((weekday) => new Date(2026, 0, 4 + d).toLocaleString('en', { weekday: weekday as 'long' }))).flat(),
  'AM',
  'PM',
  ' at ',
];
/** Data of these screens: people's names, e-mail addresses, venues, an address, a note, a message and hidden words someone wrote. */
const DATA = [
  ...PSEUDO_DATA.filter((word) => word !== 'Main Bar'),
  ...INTL_WORDS,
  'robin@example.com',
  'Harbour Bar',
  '12 Quay Street',
  'Drinks first',
  'See you soon',
  'crypto',
  'OpenStreetMap',
];
/** Not translated yet on these screens: nothing. (Icons and a name's initial are hidden from screen readers.) */
const untranslated = () => untranslatedText(document.body, DATA, (el) => Boolean(el?.closest('[aria-hidden="true"]')));

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const hour = 3600_000;

const answers: Record<string, () => Response> = {
  'GET /api/safety/contacts': () =>
    Response.json([
      { id: 'c1', name: 'Robin', phone: '+14155550123', email: 'robin@example.com', createdAt: iso(-hour), emailsStopped: true },
      { id: 'c2', name: 'Sam', phone: null, email: 'robin@example.com', createdAt: iso(-hour), emailsStopped: true },
    ]),
  'GET /api/safety/check-ins': () =>
    Response.json([
      {
        id: 'k1',
        dueAt: iso(hour),
        status: 'scheduled',
        note: null,
        matchId: 'm1',
        venueName: 'The Copper Room',
        meetPoint: 'Main Bar',
        meetPointKey: 'mainBar',
        answeredAt: null,
        escalatedAt: null,
        createdAt: iso(0),
      },
    ]),
  'GET /api/safety/pin': () => Response.json({ pinSet: false }),
  'GET /api/location-shares': () =>
    Response.json([
      {
        id: 's1',
        recipientName: 'Robin',
        recipientKey: null,
        recipientPhone: '+14155550123',
        recipientEmail: null,
        venueName: 'The Copper Room',
        message: 'See you soon',
        shareUrl: 'http://localhost/share/tok1',
        createdAt: iso(-hour),
        expiresAt: iso(3 * hour + 5 * 60_000),
      },
      {
        id: 's2',
        recipientName: 'Trusted contacts (emergency)',
        recipientKey: 'emergency',
        recipientPhone: null,
        recipientEmail: null,
        venueName: 'The Copper Room',
        message: 'See you soon',
        shareUrl: 'http://localhost/share/tok2',
        createdAt: iso(-hour),
        expiresAt: iso(3 * hour + 5 * 60_000),
      },
    ]),
  'GET /api/date-plans': () =>
    Response.json([
      {
        id: 'p1',
        matchId: 'm1',
        url: '/date/tok1',
        firstName: 'Robin',
        venueName: 'The Copper Room',
        startsAt: iso(hour),
        note: null,
        createdAt: iso(0),
        expiresAt: iso(25 * hour),
        sentAt: iso(0),
      },
    ]),
  'GET /api/safety/hidden-words': () => Response.json({ words: ['crypto'], updatedAt: iso(0) }),
  'GET /api/safety/blocks': () =>
    Response.json([
      { userId: 'b1', displayName: 'Sam', nameKnown: true, blockedAt: iso(-24 * hour) },
      { userId: 'b2', displayName: 'Converge member', nameKnown: false, blockedAt: iso(-24 * hour) },
    ]),
  'GET /api/auth/sessions': () =>
    Response.json({
      idleTimeoutSeconds: 14 * 86_400,
      absoluteLifetimeSeconds: 30 * 86_400,
      sessions: [
        { id: 'here', current: true, createdAt: iso(-hour), lastActiveAt: iso(0), idleExpiresAt: iso(14 * 24 * hour), expiresAt: iso(30 * 24 * hour) },
        { id: 'other', current: false, createdAt: iso(-48 * hour), lastActiveAt: iso(-24 * hour), idleExpiresAt: iso(13 * 24 * hour), expiresAt: iso(28 * 24 * hour) },
      ],
    }),
  'GET /api/shares/live': () =>
    Response.json({
      sharerName: 'Robin',
      venueName: 'The Copper Room',
      latitude: 40.712776,
      longitude: -74.005974,
      message: 'See you soon',
      updatedAt: iso(-5 * 60_000),
      expiresAt: iso(2 * hour),
    }),
  'GET /api/shares/gone': () => new Response('', { status: 410 }),
  'GET /api/shares/nope': () => new Response('', { status: 404 }),
  'GET /api/date-plans/public/live': () =>
    Response.json({
      firstName: 'Robin',
      age: 31,
      photoUrl: '/api/photos/robin.jpg',
      venueName: 'Harbour Bar',
      venueAddress: '12 Quay Street',
      startsAt: iso(hour),
      note: 'Drinks first',
      expiresAt: iso(25 * hour),
    }),
  'GET /api/date-plans/public/gone': () => new Response('', { status: 410 }),
  'POST /api/date-plans': () => Response.json({ id: 'p2', url: '/date/tok2', expiresAt: iso(25 * hour) }, { status: 201 }),
};

function renderWith(children: ReactNode, extra: Record<string, () => Response> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = { ...answers, ...extra }[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : new Response('', { status: 404 });
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** English words as the pseudo-locale shows them, as a pattern (accented: "Stop" is /Šţöþ/); up to a message's first placeholder. */
const shown = (english: string) =>
  new RegExp(
    pseudo(english.split('{')[0]!)
      .slice(1, -1)
      .replace(/[~ ]+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );

beforeAll(() => {
  showMessagesForTest('xx', (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
});
afterAll(() => {
  showMessagesForTest(undefined);
});
afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

// Whole screens with their data each: more than the default 5 s on a busy machine.
describe('the safety screens in the pseudo-locale', { timeout: 30_000 }, () => {
  it('the Safety Center: every section with data, the contact and share forms open', async () => {
    renderWith(<SafetyCenter people={[{ userId: 'them', displayName: 'Robin', context: 'The Copper Room' }]} shareContext={{ venueName: 'The Copper Room' }} />);
    await screen.findAllByText(shown('Sharing with {name}'));
    await screen.findAllByText(shown('Stopped emails from Converge.'));
    await screen.findByText(shown('Sent to your trusted contacts.'));
    await screen.findByText(shown('This device'));
    await screen.findAllByText(shown('Unblock'));
    await screen.findByText(shown('Scheduled'));
    await screen.findByDisplayValue('crypto');
    fireEvent.click(await screen.findByRole('button', { name: shown('Add trusted contact') }));
    fireEvent.click(screen.getByRole('button', { name: shown('Share with someone else') }));
    fireEvent.click(screen.getByRole('button', { name: shown('Change the time') }));
    await screen.findByRole('form', { name: shown('Share location') });
    expect(untranslated()).toEqual([]);
  });

  it('the trusted contact form says what is wrong, in the layer', async () => {
    renderWith(<SafetyCenter />, { 'GET /api/safety/contacts': () => Response.json([]) });
    fireEvent.click(await screen.findByRole('button', { name: shown('Add trusted contact') }));
    const form = screen.getByRole('form', { name: shown('Add trusted contact') });
    fireEvent.change(within(form).getByLabelText(shown('Name')), { target: { value: 'Robin' } });
    fireEvent.change(within(form).getByLabelText(shown('Phone')), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: shown('Save contact') }));
    await within(form).findByText(shown('Please enter the phone number with its country code'));
    expect(untranslated()).toEqual([]);
  });

  it('account deletion asks first', async () => {
    renderWith(<SafetyCenter />);
    fireEvent.click(await screen.findByRole('button', { name: shown('Delete Account') }));
    await screen.findByRole('alertdialog');
    expect(untranslated()).toEqual([]);
  });

  it('"Are you safe?" with a PIN, and after help was alerted', async () => {
    let status = 'due';
    renderWith(<CheckInPrompt />, {
      'GET /api/safety/check-ins': () =>
        Response.json([
          { id: 'k1', dueAt: iso(0), status, note: null, matchId: null, venueName: null, meetPoint: null, meetPointKey: null, answeredAt: null, escalatedAt: null, createdAt: iso(-hour) },
        ]),
      'GET /api/safety/pin': () => Response.json({ pinSet: true }),
    });
    await screen.findByRole('alertdialog');
    await screen.findByLabelText(shown('Your PIN'));
    expect(untranslated()).toEqual([]);
    cleanupAndRender(() => {
      status = 'escalated';
      renderWith(<CheckInPrompt />, {
        'GET /api/safety/check-ins': () =>
          Response.json([
            {
              id: 'k1',
              dueAt: iso(0),
              status,
              note: null,
              matchId: null,
              venueName: null,
              meetPoint: null,
              meetPointKey: null,
              answeredAt: null,
              escalatedAt: iso(0),
              createdAt: iso(-hour),
            },
          ]),
      });
    });
    await screen.findByText(shown('Help was alerted'));
    expect(untranslated()).toEqual([]);
  });

  it('"Check on me" on the meeting screens: the time changed, then the PIN offered', async () => {
    renderWith(<CheckOnMeOffer matchId="m1" />, { 'POST /api/safety/check-ins': () => Response.json({ id: 'k2', dueAt: iso(hour), status: 'scheduled' }, { status: 201 }) });
    fireEvent.click(screen.getByRole('button', { name: shown('Change the time') }));
    fireEvent.change(screen.getByLabelText(shown('Minutes until we check on you')), { target: { value: '45' } });
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByTestId('check-on-me-button'));
    await screen.findByTestId('check-on-me-pin-offer');
    await screen.findByText(shown('We will check on you'));
    expect(untranslated()).toEqual([]);
  });

  it('the report / block dialog: the choice, the report form, the block confirmation', async () => {
    const person = { userId: 'them', displayName: 'Robin' };
    renderWith(<ReportBlockDialog person={person} open onOpenChange={() => undefined} />);
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: shown('Report {name}') }));
    await screen.findByRole('radio', { name: shown('Harassment') });
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: shown('Cancel') }));
    fireEvent.click(screen.getByRole('button', { name: shown('Block {name}') }));
    await screen.findByText(shown("You won't see each other"));
    expect(untranslated()).toEqual([]);
  });

  it('"Share my date": the form, then the link and what to do with it', async () => {
    renderWith(<ShareMyDateButton matchId="m1" partnerName="Robin" />);
    fireEvent.click(screen.getByRole('button', { name: shown('Share my date') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: shown('Create link') }));
    await screen.findByLabelText(shown('Your private link'));
    expect(untranslated()).toEqual([]);
  });

  it('the public location page: live, ended, unknown', async () => {
    renderWith(<PublicShareView token="live" />);
    await screen.findByRole('img', { name: /40\.7128/ });
    expect(untranslated()).toEqual([]);
    cleanupAndRender(() => renderWith(<PublicShareView token="gone" />));
    await screen.findByText(shown('Sharing has ended'));
    expect(untranslated()).toEqual([]);
    cleanupAndRender(() => renderWith(<PublicShareView token="nope" />));
    await screen.findByText(shown('Link not found'));
    expect(untranslated()).toEqual([]);
  });

  it('the public date plan page: active and no longer shared', async () => {
    renderWith(<PublicDatePlanView token="live" />);
    await screen.findByRole('img');
    expect(untranslated()).toEqual([]);
    cleanupAndRender(() => renderWith(<PublicDatePlanView token="gone" />));
    await screen.findByText(shown('This date plan is no longer shared'));
    expect(untranslated()).toEqual([]);
  });

  it("the incognito switch's toasts, done and failed", async () => {
    let answer = () => Response.json({ isIncognito: true });
    renderWith(<IncognitoSwitch />, { 'GET /api/privacy/settings': () => Response.json({ isIncognito: false }), 'POST /api/privacy/incognito': () => answer() });
    fireEvent.click(screen.getByTestId('incognito'));
    await screen.findByText(shown('Incognito enabled'));
    expect(untranslated()).toEqual([]);
    answer = () => new Response('', { status: 500 });
    fireEvent.click(screen.getByTestId('incognito'));
    await screen.findByText(shown('Failed to update settings'));
    expect(untranslated()).toEqual([]);
  });

  it('the unsubscribe page: asking, a failure, and a broken link', async () => {
    renderWith(<UnsubscribeView token="tok" />, { 'POST /api/mail/unsubscribe?token=tok': () => new Response('', { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: shown('Unsubscribe') }));
    await screen.findByRole('alert');
    expect(untranslated()).toEqual([]);
    cleanupAndRender(() => renderWith(<UnsubscribeView token="" />));
    await screen.findByText(shown('Link not valid'));
    expect(untranslated()).toEqual([]);
  });
});

/** The incognito switch's action alone (its switch and words belong to the screens that show it). */
function IncognitoSwitch() {
  const incognito = useIncognitoToggle();
  return <button type="button" data-testid="incognito" onClick={() => void incognito.toggle(true)} />;
}

/** A second screen in the same test: the first one unmounted, the fetch stand-in replaced. */
function cleanupAndRender(renderNext: () => void) {
  cleanup();
  vi.restoreAllMocks();
  renderNext();
}
