import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';
import { madeVapidKeys } from './push-keys.js';

test('a made VAPID pair signs a push request that its public key verifies, as web-push expects it', () => {
  const keys = madeVapidKeys();
  expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
  // A subscription's keys (what a browser sends) from web-push itself.
  const browser = webpush.generateVAPIDKeys();
  const request = webpush.generateRequestDetails({ endpoint: 'https://push.example/send/1', keys: { p256dh: browser.publicKey, auth: Buffer.alloc(16, 1).toString('base64url') } }, 'hello', {
    vapidDetails: { subject: 'mailto:push@converge.example', publicKey: keys.publicKey, privateKey: keys.privateKey },
    contentEncoding: 'aes128gcm',
  });
  const authorization = request.headers.Authorization as string;
  const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
  expect(k).toBe(keys.publicKey);
  const [header, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
});

test('each start without configured keys makes a new pair', () => {
  expect(madeVapidKeys().privateKey).not.toBe(madeVapidKeys().privateKey);
});
