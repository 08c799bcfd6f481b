import { DataSource } from 'typeorm';
import { IdentityModule } from '@converge/identity';
import { eventually, eventuallyValue, staysTrue } from '@converge/platform';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

/**
 * Password guessing never locks the owner out (OWASP device cookies), and the owner
 * is told once. The built gateway, identity in this process, a real SMTP server. Each test browser
 * keeps every cookie it is given, as a browser does (the shared test client keeps only one).
 */
let stack: GatewayTestStack;
let smtp: SmtpInbox;
const PASSWORD = 'correct horse battery';
const identityDb = () => stack.services[0]!.get(DataSource);

beforeAll(async () => {
  smtp = await startSmtpInbox();
  stack = await startGatewayTestStack([IdentityModule], {
    SMTP_URL: smtp.url,
    SIGNIN_MAX_PER_EMAIL: '5',
    SIGNIN_MAX_PER_DEVICE: '5',
    // Long enough that the checks made while the account is slowed (a dozen argon2 sign-ins and a
    // registration) fit inside the first wait even on a busy machine; the doubling is what is tested.
    SIGNIN_FIRST_DELAY_SECONDS: '8',
    SIGNIN_MAX_PER_IP: '1000',
    REGISTER_MAX_PER_IP: '1000',
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
}, 60_000);

class Browser {
  readonly jar = new Map<string, string>();

  async request(method: string, path: string, body?: unknown) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair, ...attributes] = set.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(attributes.join(';')) || value.join('=') === '') this.jar.delete(name!.trim());
      else this.jar.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers, setCookies: response.headers.getSetCookie() };
  }

  signIn(email: string, password: string) {
    return this.request('POST', '/api/auth/signin', { email, password });
  }

  get device() {
    return this.jar.get('converge_device');
  }
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** An account made in a new browser, which becomes its first known device. */
async function owner(label: string) {
  const email = uniqueEmail(label);
  const browser = new Browser();
  const registered = await browser.request('POST', '/api/auth/register', { email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  return { email, browser, userId: registered.body.id as string };
}

const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

describe('device cookies', () => {
  test('sign-up and sign-in leave a long-lived, HttpOnly, SameSite=Lax device cookie bound to the account', async () => {
    const { email, browser } = await owner('cookie');
    const device = browser.device;
    expect(device).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const again = await browser.signIn(email, PASSWORD);
    expect(again.status).toBe(200);
    const set = again.setCookies.find((c) => c.startsWith('converge_device='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(set)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    // The same device keeps its id.
    expect(browser.device!.split('.')[1]).toBe(device!.split('.')[1]);
    // A wrong password leaves no cookie at all.
    expect((await new Browser().signIn(email, 'wrong password')).setCookies).toEqual([]);
  });

  test('guesses from unknown devices get 429 with Retry-After and growing delays, while the owner’s known device signs in at once', async () => {
    const { email, browser: phone } = await owner('guessed');
    const { browser: someoneElse } = await owner('other');
    const laptop = new Browser();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
    const attacker = new Browser();

    for (let i = 1; i <= 5; i++) expect((await attacker.signIn(email, `guess-${i}-password`)).status).toBe(401);
    const slowed = await attacker.signIn(email, 'guess-6-password');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/Too many sign-in attempts/);
    const first = retryAfter(slowed);
    expect(first).toBeGreaterThanOrEqual(1);
    // Even the right password from an unknown device waits: the delay is not a hint.
    expect((await new Browser().signIn(email, PASSWORD)).status).toBe(429);

    // The owner's devices are not slowed at all, not even after a typo of their own.
    expect((await phone.signIn(email, 'my own typo')).status).toBe(401);
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);

    // A device cookie that is forged, or another account's, is an unknown device.
    const forged = new Browser();
    forged.jar.set('converge_device', `v1.${'A'.repeat(22)}.${Math.floor(Date.now() / 1000).toString(36)}.${'B'.repeat(43)}`);
    expect((await forged.signIn(email, PASSWORD)).status).toBe(429);
    expect(someoneElse.device).toBeDefined();
    expect((await someoneElse.signIn(email, PASSWORD)).status).toBe(429);
    const tampered = new Browser();
    const [v, id, issued, signature] = phone.device!.split('.');
    tampered.jar.set('converge_device', [v, id, (parseInt(issued!, 36) + 1).toString(36), signature].join('.'));
    expect((await tampered.signIn(email, PASSWORD)).status).toBe(429);

    // Once the delay has passed the next guess is judged (401), and the one after waits longer.
    await eventuallyValue(
      'the delay passes',
      () => attacker.signIn(email, 'guess-7-password'),
      (a) => a.status === 401,
      { timeoutMs: first * 1000 + 5000, intervalMs: 250 },
    );
    const slowerStill = await attacker.signIn(email, 'guess-8-password');
    expect(slowerStill.status).toBe(429);
    expect(retryAfter(slowerStill)).toBeGreaterThan(first);
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);
  });

  test('a known device that fails too often is slowed on its own; the owner’s other device is not', async () => {
    const { email, browser: phone } = await owner('own-device');
    const laptop = new Browser();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await laptop.signIn(email, `typo-${i}-password`)).status).toBe(401);
    const slowed = await laptop.signIn(email, PASSWORD);
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(0);
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);
    // Nor are unknown devices slowed by the laptop's failures.
    expect((await new Browser().signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe('the owner is told', () => {
  test('10 wrong passwords send exactly one "someone is trying to sign in" email, with no link in it', async () => {
    const { email, browser: phone, userId } = await owner('warned');
    const tablet = new Browser();
    expect((await tablet.signIn(email, PASSWORD)).status).toBe(200);
    // 5 from unknown devices (then they are slowed), 5 from the owner's phone: 10 on the account.
    for (let i = 1; i <= 5; i++) expect((await new Browser().signIn(email, `guess-${i}-password`)).status).toBe(401);
    for (let i = 1; i <= 4; i++) expect((await phone.signIn(email, `typo-${i}-password`)).status).toBe(401);
    await staysTrue('no email before the tenth', () => smtp.messagesTo(email).length === 0, { forMs: 1000 });
    expect((await phone.signIn(email, 'typo-5-password')).status).toBe(401);

    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe('Someone is trying to sign in to your Converge account');
    expect(mail.text).toContain('a wrong password was entered 10 times');
    expect(mail.raw).not.toMatch(/https?:\/\/|www\./i);

    // More failures in the same attack send nothing more.
    for (let i = 1; i <= 3; i++) expect((await tablet.signIn(email, `more-${i}-password`)).status).toBe(401);
    await eventually('all 13 counted', async () => (await identityDb().query('SELECT failures FROM sign_in_failures WHERE user_id = $1', [userId]))[0]?.failures === 13);
    await staysTrue('still one email', () => smtp.messagesTo(email).length === 1, { forMs: 1500 });
  });
});
