import type { PushKey } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { subscribeDevice, unsubscribeDevice, type PushOutcome } from '@/device/push';

/** GET /api/push/key, POST/DELETE /api/push/subscriptions: this device's web push subscription. */
export function enablePushOnThisDevice(): Promise<PushOutcome> {
  return subscribeDevice(
    async () => (await apiJson<PushKey>('GET', '/api/push/key')).publicKey,
    (subscription) => apiJson('POST', '/api/push/subscriptions', subscription),
  );
}

export function disablePushOnThisDevice(): Promise<void> {
  return unsubscribeDevice((endpoint) => apiJson('DELETE', '/api/push/subscriptions', { endpoint }));
}
