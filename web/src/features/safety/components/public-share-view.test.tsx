import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicShareDto } from '@converge/contracts';
import { setLanguage } from '@/lib/i18n';
import { fakeSafetyApi, renderWithApp } from '../testing/fake-safety-api';
import { PublicShareView } from './public-share-view';

// The page's sessionless socket: a stand-in that records handlers so a test can push events.
const socketHandlers = new Map<string, (payload: unknown) => void>();
const ioOptions: unknown[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    ioOptions.push(options);
    return { on: (event: string, handler: (p: unknown) => void) => socketHandlers.set(event, handler), disconnect: () => socketHandlers.clear() };
  },
}));

let api: ReturnType<typeof fakeSafetyApi>;
let answer: () => Response;
const share = (over: Partial<PublicShareDto> = {}): PublicShareDto => ({
  sharerName: 'Alice',
  venueName: 'The Velvet Room',
  latitude: 40.712776,
  longitude: -74.005974,
  message: 'Alice is sharing their location with you at The Velvet Room for safety.',
  messageLanguage: 'en',
  updatedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
  ...over,
});

beforeEach(() => {
  api = fakeSafetyApi();
  answer = () => Response.json(share());
  api.override = (c) => (c.url === '/api/shares/tok123' ? answer() : undefined);
});
afterEach(() => vi.useRealTimers());

describe('Public share page', () => {
  it('shows who, where, the coordinates to 4 decimals, freshness and time left', async () => {
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    expect(await screen.findByRole('heading', { name: "Alice's live location" })).toBeTruthy();
    expect(screen.getAllByText('The Velvet Room').length).toBeGreaterThan(0);
    expect(screen.getByText(/“Alice is sharing their location with you at The Velvet Room for safety.”/)).toBeTruthy();
    expect(screen.getByLabelText('Coordinates').textContent).toBe('40.7128, -74.0060');
    expect(screen.getByRole('img', { name: /Marker at 40.7128, -74.0060/ })).toBeTruthy();
    expect(screen.getByText(/just now/)).toBeTruthy();
    expect(screen.getByText(/^(4 h left|3 h 59 min left)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ }).getAttribute('href')).toContain('mlat=40.712776');
  });

  it('a German page shows a German sharer’s line as written in German, marked as German', async () => {
    await setLanguage('de');
    try {
      answer = () => Response.json(share({ sharerName: 'Jana', message: 'Jana hat in Converge den Notfallknopf gedrückt.', messageLanguage: 'de' }));
      renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
      const line = await screen.findByText('„Jana hat in Converge den Notfallknopf gedrückt.“');
      expect(line.closest('blockquote')?.getAttribute('lang')).toBe('de');
      expect(screen.getByRole('heading', { name: 'Live-Standort von Jana' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it('the line keeps the sharer’s language and direction on a page in another one', async () => {
    answer = () => Response.json(share({ sharerName: 'Layla', message: 'ضغط Layla على زر الطوارئ في Converge.', messageLanguage: 'ar' }));
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    const quote = (await screen.findByText(/ضغط Layla/)).closest('blockquote');
    expect(quote?.getAttribute('lang')).toBe('ar');
    expect(quote?.getAttribute('dir')).toBe('rtl');
  });

  it("the sharer's own message is shown as text, never as markup", async () => {
    answer = () => Response.json(share({ message: '<img src=x onerror="window.hacked=1"><a href="http://evil.example">Log in</a>' }));
    const { container } = renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    expect(await screen.findByText(/<img src=x onerror="window.hacked=1"><a href="http:\/\/evil.example">Log in<\/a>/)).toBeTruthy();
    expect(container.querySelector('blockquote img, blockquote a')).toBeNull();
  });

  it('follows the share: a new position, then "Sharing has ended" after Stop (polled every 10 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    await screen.findByText('40.7128, -74.0060');
    answer = () => Response.json(share({ latitude: 40.7, longitude: -74.01 }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(await screen.findByText('40.7000, -74.0100')).toBeTruthy();
    answer = () => Response.json({ message: 'This location share has ended.' }, { status: 410 });
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(await screen.findByRole('heading', { name: 'Sharing has ended' })).toBeTruthy();
    expect(screen.queryByText(/40\.7000/)).toBeNull();
    const asked = api.calls.filter((c) => c.url === '/api/shares/tok123').length;
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(api.calls.filter((c) => c.url === '/api/shares/tok123').length).toBe(asked); // an ended share is not asked again
  });

  it('live over the socket: the page presents its token, and share:position / share:ended show at once', async () => {
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    await screen.findByText('40.7128, -74.0060');
    await waitFor(() => expect(socketHandlers.has('share:position')).toBe(true));
    expect(ioOptions.at(-1)).toMatchObject({ auth: { shareToken: 'tok123' }, forceNew: true });
    act(() => socketHandlers.get('share:position')!({ shareId: 's1', latitude: 51.5007, longitude: -0.1246, updatedAt: new Date().toISOString() }));
    expect(await screen.findByText('51.5007, -0.1246')).toBeTruthy();
    act(() => socketHandlers.get('share:ended')!({ shareId: 's1', reason: 'stopped' }));
    expect(await screen.findByRole('heading', { name: 'Sharing has ended' })).toBeTruthy();
  });

  it('410 from the start: the ended state; 404: "Link not found"', async () => {
    answer = () => new Response('', { status: 410 });
    const first = renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    expect(await screen.findByRole('heading', { name: 'Sharing has ended' })).toBeTruthy();
    first.unmount();
    answer = () => new Response('', { status: 404 });
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeTruthy();
  });

  it('a share past its expiry time shows as ended even before the next answer', async () => {
    answer = () => Response.json(share({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    renderWithApp(<PublicShareView token="tok123" />, '/share/tok123');
    expect(await screen.findByRole('heading', { name: 'Sharing has ended' })).toBeTruthy();
  });
});
