import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installOfferFor, isIos, isStandalone, linkManifest, type InstallFacts } from './install';

const facts = (over: Partial<InstallFacts> = {}): InstallFacts => ({ standalone: false, dismissed: false, milestone: true, canPrompt: true, ios: false, ...over });

describe('installOfferFor', () => {
  it('offers the browser prompt after a first check-in or match when the browser gave us the event', () => {
    expect(installOfferFor(facts())).toBe('prompt');
  });

  it('offers nothing on a first visit (no check-in or match yet), even when installable', () => {
    expect(installOfferFor(facts({ milestone: false }))).toBe('hidden');
    expect(installOfferFor(facts({ milestone: false, canPrompt: false, ios: true }))).toBe('hidden');
  });

  it('offers nothing once dismissed, or in the installed app', () => {
    expect(installOfferFor(facts({ dismissed: true }))).toBe('hidden');
    expect(installOfferFor(facts({ standalone: true }))).toBe('hidden');
    expect(installOfferFor(facts({ standalone: true, canPrompt: false, ios: true }))).toBe('hidden');
  });

  it('on iOS (no beforeinstallprompt) shows the Add to Home Screen steps instead', () => {
    expect(installOfferFor(facts({ canPrompt: false, ios: true }))).toBe('ios-steps');
  });

  it('offers nothing where the browser cannot install and it is not iOS', () => {
    expect(installOfferFor(facts({ canPrompt: false }))).toBe('hidden');
  });
});

describe('device detection', () => {
  it('iPhone, iPad and iPadOS (a "Macintosh" with a touch screen) are iOS; Android and a desktop Mac are not', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(false);
  });

  it("standalone: display-mode standalone, or iOS Safari's navigator.standalone", () => {
    const win = (standaloneMedia: boolean, navStandalone?: boolean) =>
      ({ matchMedia: (q: string) => ({ matches: standaloneMedia && q === '(display-mode: standalone)' }), navigator: { standalone: navStandalone } }) as unknown as Window;
    expect(isStandalone(win(true))).toBe(true);
    expect(isStandalone(win(false, true))).toBe(true);
    expect(isStandalone(win(false, false))).toBe(false);
  });
});

describe('installOffer store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => localStorage.clear());

  it('keeps the beforeinstallprompt event, shows the offer only after the milestone, prompts on Install, and remembers it', async () => {
    const { installOffer, listenForInstallPrompt } = await import('./install');
    listenForInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no browser mini-infobar on first load
    expect(installOffer.get()).toBe('hidden');
    installOffer.milestone();
    expect(installOffer.get()).toBe('prompt');
    await installOffer.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installOffer.get()).toBe('hidden');

    // A new page load: the milestone and the answer are remembered; a new event offers nothing.
    vi.resetModules();
    const again = await import('./install');
    again.listenForInstallPrompt();
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn() }));
    expect(again.installOffer.get()).toBe('hidden');
  });

  it('Not now is remembered across page loads', async () => {
    const first = await import('./install');
    first.listenForInstallPrompt();
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn() }));
    first.installOffer.milestone();
    expect(first.installOffer.get()).toBe('prompt');
    first.installOffer.dismiss();
    expect(first.installOffer.get()).toBe('hidden');
    vi.resetModules();
    const second = await import('./install');
    second.listenForInstallPrompt();
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn() }));
    expect(second.installOffer.get()).toBe('hidden');
  });
});

describe('linkManifest', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

  it('names the manifest in a page that does not (the app shell), once however often it is called', () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    linkManifest();
    linkManifest();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!.href).pathname).toBe('/manifest.webmanifest');
  });

  it('leaves a page that names it already (a prerendered public page) as it is', () => {
    const own = document.createElement('link');
    own.rel = 'manifest';
    own.href = '/manifest.webmanifest';
    document.head.appendChild(own);
    linkManifest();
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
