/**
 * The translated screens in the pseudo-locale: every word a person can see or hear (text, placeholders,
 * aria-labels) must come through the translation layer. English text left in a component, or a
 * sentence glued together outside a message, shows up here as letters outside ⟦…⟧.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES } from '@converge/contracts';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { device } from '@/device';
import { CheckInView } from '@/features/checkin/components/checkin-view';
import { showMessagesForTest } from '@/lib/i18n';
import { auth } from '@/locales/auth';
import { common } from '@/locales/common';
import { landing } from '@/locales/landing';
import { createQueryClient } from '@/lib/query-client';
import { renderAppAt, stubApi } from '@/test/render-app';
import { pseudo, untranslatedText } from './messages';

const PSEUDO = 'xx';
/** What is not ours to translate: the brand, the picker's language names (each in itself), data from the server. */
const DATA = ['Converge', ...Object.values(LANGUAGE_NAMES), 'Alpha Bar', 'Beta Lounge', '1 Main St', 'you@example.com'];
/** Not translated yet (left for the screen that owns it): nothing now; a selector here skips what it matches. */
const NOT_YET: string[] = [];

/** Every piece of text a person meets on the page that did not come from the translation layer. */
const untranslated = (root: HTMLElement) => untranslatedText(root, DATA, (el) => NOT_YET.some((s) => el?.closest(s)));

beforeAll(() => {
  showMessagesForTest(PSEUDO, (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
});
afterAll(() => {
  showMessagesForTest(undefined);
});
afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

// Whole routes with their lazy chunks: more than the default 5 s on a busy machine.
describe('the translated screens in the pseudo-locale', { timeout: 20_000 }, () => {
  it('the pseudo-locale is in force (the test can see English)', () => {
    expect(landing.t('cta.register')).toMatch(/^⟦Ƒîñð Ýöûŕ Ṁáţçĥ~+⟧$/);
    const div = document.createElement('div');
    div.textContent = 'Find Your Match';
    expect(untranslated(div)).toEqual(['text: Find Your Match']);
  });

  it('the landing', async () => {
    stubApi({ 'GET /api/auth/user': async () => new Response('', { status: 401 }) });
    renderAppAt('/');
    await screen.findByRole('link', { name: /Ƒîñð Ýöûŕ Ṁáţçĥ/ });
    expect(untranslated(document.body)).toEqual([]);
  });

  for (const path of ['/auth', '/auth?mode=signin', '/auth?mode=signin&next=%2Fapp%2Fmatches']) {
    it(`sign-up and sign-in: ${path}, and the form's problems`, async () => {
      stubApi({ 'GET /api/auth/user': async () => new Response('', { status: 401 }) });
      renderAppAt(path);
      const submit = await screen.findByRole('button', { name: /^⟦(Çŕéáţé Åççöûñţ|Šîĝñ Îñ)/ });
      fireEvent.click(submit);
      await screen.findByText(/Ṁîššîñĝ îñƒöŕɱáţîöñ/);
      expect(untranslated(document.body)).toEqual([]);
    });
  }

  it('the age check: the form, a problem in a toast', async () => {
    stubApi({ 'GET /api/auth/user': async () => new Response('', { status: 401 }) });
    renderAppAt('/age-verification');
    fireEvent.click(await screen.findByRole('button', { name: auth.t('age.submit') }));
    await screen.findByText(auth.t('age.problem.missing'));
    // The sentence with both policy links in it, in the language's order.
    expect(screen.getByRole('link', { name: auth.t('read.terms') })).toBeTruthy();
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the age check: someone under 18 gets the notice and a toast with their age', async () => {
    stubApi({ 'GET /api/auth/user': async () => new Response('', { status: 401 }) });
    renderAppAt('/age-verification');
    const year = new Date().getFullYear() - 16;
    fireEvent.change(await screen.findByLabelText(auth.t('age.dob')), { target: { value: `${year}-01-01` } });
    fireEvent.click(screen.getByRole('button', { name: auth.t('age.submit') }));
    await screen.findByRole('heading', { name: auth.t('underAge.titleAge', { age: 16 }) });
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the page that does not exist', async () => {
    stubApi({ 'GET /api/auth/user': async () => new Response('', { status: 401 }) });
    renderAppAt('/no-such-page');
    await screen.findByRole('heading', { name: common.t('notFound.title') });
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the check-in screen: cards, the venue list, the current check-in and a toast', async () => {
    const checkIn = {
      id: 'c1',
      mode: 'dating',
      venue: { id: 'v1', name: 'Alpha Bar', address: '1 Main St', meetPoints: [], timeZone: 'Europe/London' },
      startedAt: '2025-01-01T20:00:00Z',
      expiresAt: '2025-01-01T22:00:00Z',
    };
    const venues = [
      { id: '11111111-1111-4111-8111-111111111111', name: 'Alpha Bar', address: '1 Main St', distance: 0.04 },
      { id: '22222222-2222-4222-8222-222222222222', name: 'Beta Lounge', address: '1 Main St', distance: 1.26 },
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/checkin/current')) return Response.json(checkIn);
      if (url.startsWith('/api/venues/nearby')) return Response.json(venues);
      return new Response('', { status: 404 });
    });
    vi.spyOn(device.geolocation, 'getCurrentPosition').mockResolvedValue({ latitude: 51.5, longitude: -0.12, accuracy: 5 });
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <CheckInView onOpenScanner={vi.fn()} onCheckedIn={vi.fn()} onGoToDiscovery={vi.fn()} />
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await screen.findByText(/Çĥéçķéð îñ/);
    fireEvent.click(screen.getByRole('button', { name: /Ûšé Ṁý Ļöçáţîöñ/ }));
    await screen.findByText(/Ṁûļţîþļé ṽéñûéš ƒöûñð/);
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the main navigation', () => {
    const router = createMemoryRouter([{ path: '*', element: <BottomNav /> }], { initialEntries: ['/app/checkin'] });
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('button')).toHaveLength(6);
    expect(untranslated(document.body)).toEqual([]);
  });
});
