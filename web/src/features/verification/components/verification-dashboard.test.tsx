import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem, VerificationStatus } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import { VerificationDashboard } from './verification-dashboard';
import { VerificationReviewQueue } from './review-queue';

// The live decision push needs a socket; here a silent one.
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve({ on: () => undefined, off: () => undefined }) }));

const detail = (state: VerificationStatus['details']['email']['state'], extra: Partial<{ reason: string; target: string }> = {}) => ({
  state,
  reason: extra.reason ?? null,
  updatedAt: null,
  target: extra.target ?? null,
});
const status: VerificationStatus = {
  isVerified: false,
  verificationLevel: 'unverified',
  verificationScore: 15,
  riskScore: 20,
  verificationFlags: ['reported'],
  steps: { phone: false, email: true, photo: false, id: false, liveness: false, social: false },
  pending: ['photo'],
  completedSteps: 1,
  progress: 1 / 6,
  details: {
    phone: detail('not_started'),
    email: detail('verified', { target: 'n•••@example.com' }),
    photo: detail('pending'),
    id: detail('rejected', { reason: 'The document is blurred.' }),
    liveness: detail('not_started'),
    social: detail('not_started'),
  } as VerificationStatus['details'],
  photoPose: null,
  livenessChallenges: null,
  socialCode: null,
};

let calls: Array<{ method: string; url: string; body: unknown }>;
let queue: ReviewItem[];

beforeEach(() => {
  calls = [];
  queue = [
    {
      id: '0190c3b2-0000-7000-8000-000000000001',
      userId: '0190c3b2-0000-7000-8000-000000000002',
      displayName: 'Noor',
      email: 'noor@example.com',
      step: 'photo',
      submittedAt: new Date().toISOString(),
      details: { pose: 'Thumb up, left hand' },
      screening: 'passed',
      nudityScore: 0.01,
      faceCheck: 'done',
      faceScores: { faces: 1, real: 0.71, live: 0.97, similarity: 0.73, profileFaces: 2 },
    },
  ];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/verification/status') return Response.json(status);
    if (url === '/api/verification/email/confirm') return Response.json({ message: 'That code is not correct. 4 tries left.', code: 'WRONG_CODE' }, { status: 422 });
    if (url === '/api/admin/verifications' && method === 'GET') return Response.json(queue);
    if (url === `/api/admin/verifications/${queue[0]?.id}`) return Response.json({ ...queue[0], media: [{ label: 'Selfie', dataUrl: 'data:image/webp;base64,AAAA' }], profilePhotos: [] });
    if (url.endsWith('/decision')) {
      queue = [];
      return Response.json({ id: 'x', decision: 'approve', verificationLevel: 'enhanced' });
    }
    return new Response('', { status: 404 });
  });
});

function renderIt(node: React.ReactNode) {
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('VerificationDashboard', () => {
  it('shows the level, progress (completed / 6), scores and each step as the server says', async () => {
    renderIt(<VerificationDashboard />);
    expect(await screen.findByText('1 of 6 steps')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Verification progress' }).getAttribute('aria-valuenow')).toBe('17');
    expect(screen.getByTestId('verification-level').textContent).toBe('Unverified');
    expect(screen.getByTestId('verification-score').textContent).toBe('15/100');
    expect(screen.getByTestId('risk-score').textContent).toBe('20/100');
    const email = within(screen.getByTestId('step-email'));
    expect((email.getByRole('button', { name: 'Verified' }) as HTMLButtonElement).disabled).toBe(true);
    const photo = within(screen.getByTestId('step-photo'));
    expect((photo.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    const id = within(screen.getByTestId('step-id'));
    expect(id.getByText('Not approved: The document is blurred.')).toBeTruthy();
    expect(id.getByRole('button', { name: 'Try again: ID Verification' })).toBeTruthy();
  });

  it('each step\'s button says which step it opens (not six identical "Start" buttons)', async () => {
    renderIt(<VerificationDashboard />);
    await screen.findByText('1 of 6 steps');
    const starts = screen.getAllByRole('button', { name: /^Start/ }).map((b) => b.getAttribute('aria-label'));
    expect(starts).toEqual(['Start: Phone Verification', 'Start: Liveness Check', 'Start: Social Verification']);
  });

  it('a refused code shows the server message under the code field', async () => {
    status.details.email = detail('code_sent');
    status.steps.email = false;
    renderIt(<VerificationDashboard />);
    const email = within(await screen.findByTestId('step-email'));
    fireEvent.click(email.getByRole('button', { name: 'Enter code: Email Verification' }));
    fireEvent.change(email.getByLabelText('6-digit code'), { target: { value: '12a3456' } });
    expect((email.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(email.getByRole('button', { name: 'Verify' }));
    expect(await email.findByRole('alert')).toHaveProperty('textContent', 'That code is not correct. 4 tries left.');
    expect(calls.find((c) => c.url === '/api/verification/email/confirm')?.body).toEqual({ code: '123456' });
  });
});

describe('VerificationReviewQueue', () => {
  it('lists pending items, needs a reason to reject, and approves', async () => {
    renderIt(<VerificationReviewQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Thumb up, left hand')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Selfie submitted by Noor/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/decision'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/decision'))?.body).toEqual({ decision: 'approve', reason: '' });
    expect(await screen.findByText('No verifications waiting for review.')).toBeTruthy();
  });

  it("a selfie Face Check left to a reviewer shows the model's scores", async () => {
    renderIt(<VerificationReviewQueue />);
    expect(await screen.findByText(/face match 73 %/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const list = await screen.findByLabelText('Face Check scores');
    expect(list.textContent).toContain('Match with profile photos73 %');
    expect(list.textContent).toContain('Real face (anti-spoof)71 %');
    expect(list.textContent).toContain('Live person97 %');
  });

  it('a liveness recording left to a reviewer shows which movement the model could not confirm', async () => {
    queue = [
      {
        ...queue[0]!,
        step: 'liveness',
        details: { challenges: ['smile', 'blink', 'turn_left'] },
        faceScores: { frames: 8, framesWithFace: 8, real: 0.62, live: 0.95, sameFace: 0.88, turn: 27.4, smile: 0.31, blink: null },
      },
    ];
    renderIt(<VerificationReviewQueue />);
    expect(await screen.findByText(/same face 88 %/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const list = await screen.findByLabelText('Face Check scores');
    expect(list.textContent).toContain('Same face in every frame88 %');
    expect(list.textContent).toContain('Head turned left27°');
    expect(list.textContent).toContain('Smile (rise)31 %');
    expect(list.textContent).toContain('Blink (eyes closed by)not measured');
    expect(list.textContent).toContain('Real face (anti-spoof, lowest)62 %');
    expect(list.textContent).toContain('Frames with one face8 / 8');
  });

  it('images the nudity check held are announced and blurred until the reviewer taps one', async () => {
    queue = [{ ...queue[0]!, screening: 'held', nudityScore: 0.93 }];
    renderIt(<VerificationReviewQueue />);
    expect(await screen.findByText(/may contain nudity/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('These images may contain nudity. They are blurred until you tap one.')).toBeTruthy();
    const selfie = screen.getByRole('img', { name: /Selfie submitted by Noor/ });
    expect(selfie.className).toContain('blur-xl');
    fireEvent.click(selfie);
    expect(screen.getByRole('img', { name: /Selfie submitted by Noor/ }).className).not.toContain('blur-xl');
  });
});
