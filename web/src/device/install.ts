/**
 * "Install app". Chromium offers installation through `beforeinstallprompt`: the event is kept
 * (its default, the browser's own mini-infobar, prevented) and its prompt() called when the person taps
 * Install. iOS has no such event: Safari installs from Share › Add to Home Screen, and web push works
 * there only for installed apps, so iOS gets those steps instead.
 *
 * When: not on a first visit, but once the person has done something worth coming back for — their first
 * successful check-in or match (`installOffer.milestone()`, remembered). Never when already installed
 * (display-mode: standalone, or navigator.standalone on iOS), never again once dismissed or installed.
 */
import { useSyncExternalStore } from 'react';

/** The part of Chromium's BeforeInstallPromptEvent we use. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'hidden' | 'prompt' | 'ios-steps';

export interface InstallFacts {
  /** Running as an installed app already. */
  standalone: boolean;
  /** The person said "Not now" / "Got it" before, or installed it. */
  dismissed: boolean;
  /** A first successful check-in or match has happened on this device. */
  milestone: boolean;
  /** The browser handed us a `beforeinstallprompt` event. */
  canPrompt: boolean;
  /** iPhone / iPad (Safari's Share › Add to Home Screen is the way to install). */
  ios: boolean;
}

/** What to offer, if anything. Pure: every input is a fact about the device or the person. */
export function installOfferFor({ standalone, dismissed, milestone, canPrompt, ios }: InstallFacts): InstallOffer {
  if (standalone || dismissed || !milestone) return 'hidden';
  if (canPrompt) return 'prompt';
  if (ios) return 'ios-steps';
  return 'hidden';
}

/** iPhone, iPod, or an iPad (iPadOS says "Macintosh" but has a touch screen). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Opened from the home screen: display-mode standalone (every browser) or navigator.standalone (iOS Safari). */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

const DISMISSED_KEY = 'converge.install-offer.dismissed';
const MILESTONE_KEY = 'converge.install-offer.milestone';

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
function store(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // private mode: remembered for this page only
  }
}

let promptEvent: InstallPromptEvent | null = null;
let dismissed = false;
let milestone = false;
let snapshot: InstallOffer = 'hidden';
const listeners = new Set<() => void>();

function recompute(): void {
  const next =
    typeof window === 'undefined'
      ? 'hidden'
      : installOfferFor({
          standalone: isStandalone(),
          dismissed: dismissed || stored(DISMISSED_KEY),
          milestone: milestone || stored(MILESTONE_KEY),
          canPrompt: promptEvent !== null,
          ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
        });
  if (next === snapshot) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

let listening = false;
/** Starts listening for the browser's install events; called once when the app starts (main.tsx). */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar on first load: we ask at a better moment
    promptEvent = event as InstallPromptEvent;
    recompute();
  });
  window.addEventListener('appinstalled', () => {
    promptEvent = null;
    dismissed = true;
    store(DISMISSED_KEY);
    recompute();
  });
  recompute();
}

/**
 * Names the app's manifest in the page, if it does not yet (the shell leaves it out: scripts/prerender.mjs).
 * Called once the first screen is shown; the browser then checks the app can be installed and may fire
 * `beforeinstallprompt`, which `listenForInstallPrompt` is already waiting for.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  doc.head.appendChild(link);
}

export const installOffer = {
  /** A first successful check-in or match: from now on (this device), installing is worth offering. */
  milestone(): void {
    milestone = true;
    store(MILESTONE_KEY);
    recompute();
  },
  /** "Not now" / "Got it": never offered again on this device. */
  dismiss(): void {
    dismissed = true;
    store(DISMISSED_KEY);
    recompute();
  },
  /**
   * Install tapped: the browser's own dialog. Whatever is chosen there, the offer is done (the event is
   * spent, and someone who cancels the browser's dialog has answered): not offered again.
   */
  async install(): Promise<void> {
    const event = promptEvent;
    if (!event) return;
    promptEvent = null;
    dismissed = true;
    store(DISMISSED_KEY);
    recompute();
    await Promise.resolve(event.prompt()).catch(() => undefined);
  },
  get: (): InstallOffer => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(installOffer.subscribe, installOffer.get, () => 'hidden');
}
