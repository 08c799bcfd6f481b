/**
 * Web push on this device: the browser's Push API behind the service worker at /sw.js.
 * The server side (VAPID key, storing the subscription) is reached through the calls passed in, so
 * this file knows browsers only.
 */
export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** base64url (the VAPID public key) → the bytes pushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register('/sw.js');
}

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription to `save`. */
export async function subscribeDevice(getKey: () => Promise<string>, save: (subscription: PushSubscriptionJSON) => Promise<unknown>): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const key = await getKey();
  let subscription = await reg.pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  // A subscription made with another key (the server's keys changed) cannot receive: start over.
  if (subscription && current && new Uint8Array(current).join() !== applicationServerKey(key).join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) });
  await save(subscription.toJSON());
  return 'subscribed';
}

/** Drops this device's subscription (browser and server). */
export async function unsubscribeDevice(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await remove(subscription.endpoint);
  await subscription.unsubscribe();
}

/** Registers /sw.js after the page loaded (installable app, offline shell, push). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
