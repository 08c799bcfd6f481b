/**
 * The profile and verification screens in the pseudo-locale: the profile view with its editor and photos,
 * profile setup and its problems, the Safety Center's privacy controls, the verification dashboard with
 * every step's flow (camera or not), the profile's verification row and the reviewers' queue. Every word a
 * person sees or hears must come through the translation layer; names, e-mail addresses, interest tags,
 * codes and addresses are data.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES, type ReviewItem, type VerificationStatus } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { PrivacyControls } from '@/features/profile/components/privacy-controls';
import { ProfileView } from '@/features/profile/components/profile-view';
import { VerificationReviewQueue, VerificationSummaryLink } from '@/features/verification';
import { ProfileAdminAccess } from '@/app/views/profile-admin-access';
import type { User } from '@/lib/auth';
import { showMessagesForTest } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { profile } from '@/locales/profile';
import { verification } from '@/locales/verification';
import { renderAppAt, stubApi, testUser } from '@/test/render-app';
import { pseudo, PSEUDO_DATA, untranslatedText } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

/** Data in these screens: people's names and addresses, interest tags, the support address, codes, a profile link. */
const DATA = [
  ...PSEUDO_DATA,
  ...Object.values(LANGUAGE_NAMES),
  'Noor',
  'noor@example.com',
  'sam@example.com',
  'support@converge.app',
  'jazz',
  'coffee',
  'CONVERGE-7Q2K',
  'https://instagram.com/noor',
  // A birth date, written by Intl (in English here: the pseudo-locale is no language Intl knows).
  '20 May 1994',
];
/** Not ours to translate: an avatar's initial is data. */
const NOT_YET = ['[aria-hidden="true"]'];
const untranslated = () => untranslatedText(document.body, DATA, (el) => NOT_YET.some((s) => el?.closest(s)));

const me = testUser({
  profile: {
    displayName: 'Sam',
    age: 29,
    bio: '',
    lookingFor: ['Everyone'],
    interestTags: ['jazz', 'coffee'],
    photos: [
      { id: 'p1', url: '/p1.jpg', thumbUrl: '/p1.jpg', screening: 'pending' },
      { id: 'p2', url: '/p2.jpg', thumbUrl: '/p2.jpg', screening: 'held' },
      { id: 'p3', url: '/p3.jpg', thumbUrl: '/p3.jpg', screening: 'passed', hasFace: false },
    ],
    pushNotificationsEnabled: false,
    isIncognito: false,
  } as unknown as User['profile'],
});

const detail = (state: VerificationStatus['details']['email']['state'], reason: string | null = null) => ({ state, reason, updatedAt: null, target: null });
const status: VerificationStatus = {
  isVerified: false,
  verificationLevel: 'basic',
  verificationScore: 30,
  riskScore: 10,
  verificationFlags: ['reported', 'location_jumps'],
  steps: { phone: false, email: false, photo: false, id: false, liveness: false, social: false },
  pending: [],
  completedSteps: 2,
  progress: 2 / 6,
  details: {
    phone: detail('not_started'),
    email: detail('code_sent'),
    photo: detail('not_started'),
    id: detail('rejected', 'The document is blurred.'),
    liveness: detail('not_started'),
    social: detail('not_started'),
  } as VerificationStatus['details'],
  photoPose: 'Thumb up, left hand',
  livenessChallenges: ['smile', 'blink', 'turn_left'],
  socialCode: 'CONVERGE-7Q2K',
};

const item = (over: Partial<ReviewItem>): ReviewItem =>
  ({
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
    ...over,
  }) as ReviewItem;
const queue: ReviewItem[] = [
  item({ screening: 'held' }),
  item({ id: 'i2', step: 'id', details: { documentType: 'drivers_license' }, faceCheck: 'failed', faceScores: null }),
  item({
    id: 'i3',
    step: 'liveness',
    details: { challenges: ['smile', 'blink', 'turn_left'] },
    screening: 'pending',
    faceScores: { frames: 8, framesWithFace: 8, real: 0.62, live: 0.95, sameFace: 0.88, turn: 27.4, smile: 0.31, blink: null },
  }),
  item({ id: 'i4', step: 'social', details: { profileUrl: 'https://instagram.com/noor', code: 'CONVERGE-7Q2K' }, faceCheck: 'failed', faceScores: null }),
];
const media: Record<string, Array<{ label: string; dataUrl: string }>> = {
  [queue[0]!.id]: [{ label: 'Selfie', dataUrl: 'data:image/webp;base64,AAAA' }],
  i2: [{ label: 'Document', dataUrl: 'data:image/webp;base64,AAAA' }],
  i3: [{ label: 'turn_left', dataUrl: 'data:image/webp;base64,AAAA' }],
  i4: [],
};

/** The API as these screens read it; anything else is a 404. */
const answers = {
  'GET /api/auth/user': () => Response.json(me),
  'GET /api/profile/stats': () => Response.json({ matches: 3, venues: 2 }),
  'GET /api/verification/status': () => Response.json(status),
  'POST /api/verification/start': () => Response.json({ targetLevel: 'enhanced', stepsNeeded: ['phone', 'photo'] }),
  'GET /api/admin/verifications': () => Response.json(queue),
  'GET /api/privacy/export': () => Response.json({ message: 'unavailable' }, { status: 503 }),
  ...Object.fromEntries(queue.map((q) => [`GET /api/admin/verifications/${q.id}`, () => Response.json({ ...q, media: media[q.id], profilePhotos: ['/p1.jpg'] })])),
};

function renderWith(children: ReactNode) {
  stubApi(answers);
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** A camera that answers: the live preview, its capture button and the liveness prompts show. */
function withCamera() {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => ({ getTracks: () => [] }) }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

beforeAll(() => {
  showMessagesForTest('xx', (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
});
afterAll(() => {
  showMessagesForTest(undefined);
});
afterEach(() => {
  act(() => resetToasts());
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Whole screens with their data and lazy chunks: more than the default 5 s on a busy machine.
describe('profile and verification in the pseudo-locale', { timeout: 30_000 }, () => {
  it('the pseudo-locale is in force (the test can see English)', () => {
    expect(verification.t('status.title')).toMatch(/^⟦Ṽéŕîƒîçáţîöñ Šţáţûš~+⟧$/);
    const div = document.createElement('div');
    div.textContent = 'Edit Profile';
    document.body.append(div);
    expect(untranslated()).toEqual(['text: Edit Profile']);
    div.remove();
  });

  it('the profile view: photo badge, stats, tags, settings, legal links, deletion and sign-out', async () => {
    renderWith(<ProfileView user={me} onCompleteSetup={vi.fn()} />);
    await screen.findByText('3');
    expect(untranslated()).toEqual([]);
  });

  it('the profile editor with its photos, a problem and its toast', async () => {
    renderWith(<ProfileView user={me} onCompleteSetup={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: profile.t('view.edit') }));
    await screen.findByRole('list', { name: profile.t('photos.list') });
    fireEvent.change(screen.getByLabelText(profile.t('editor.name')), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: profile.t('editor.save') }));
    await screen.findByText(profile.t('editor.nameMissing'));
    expect(untranslated()).toEqual([]);
  });

  it('a person without a profile yet', () => {
    renderWith(<ProfileView user={testUser({ profile: null })} onCompleteSetup={vi.fn()} />);
    expect(untranslated()).toEqual([]);
  });

  it('profile setup: the form, its photo picker and a missing name', async () => {
    stubApi({ 'GET /api/auth/user': () => Response.json(testUser({ profile: null })) });
    renderAppAt('/profile-setup');
    fireEvent.click(await screen.findByRole('button', { name: profile.t('setup.continue') }));
    await screen.findByText(profile.t('problem.firstName'));
    expect(untranslated()).toEqual([]);
  });

  it('profile setup after the age check: the birth date it took, in a sentence', async () => {
    sessionStorage.setItem('converge.verifiedDob', '1994-05-20');
    stubApi({ 'GET /api/auth/user': () => Response.json(testUser({ profile: null, ageVerified: true })) });
    renderAppAt('/profile-setup');
    await screen.findByTestId('dob-from-age-check');
    expect(untranslated()).toEqual([]);
  });

  it("the Safety Center's privacy controls and a failed export", async () => {
    renderWith(<PrivacyControls />);
    fireEvent.click(screen.getByRole('button', { name: profile.t('privacy.export.button') }));
    await screen.findByText(profile.t('export.unavailable'));
    expect(untranslated()).toEqual([]);
  });

  it("the profile's verification row", async () => {
    renderWith(<VerificationSummaryLink />);
    await screen.findByText(/Ɓášîç/);
    expect(untranslated()).toEqual([]);
  });

  it('the verification dashboard: status, scores, flags, benefits and a level asked for', async () => {
    stubApi(answers);
    renderAppAt('/verification');
    fireEvent.click(await screen.findByRole('button', { name: verification.t('status.goEnhanced') }));
    await screen.findByText(verification.t('target.toGo', { level: verification.t('level.enhanced'), count: 2 }));
    expect(untranslated()).toEqual([]);
  });

  for (const step of ['phone', 'email', 'photo', 'id', 'liveness', 'social'] as const) {
    it(`the verification dashboard: the ${step} step open, with a camera`, async () => {
      withCamera();
      stubApi(answers);
      renderAppAt('/verification');
      const card = within(await screen.findByTestId(`step-${step}`));
      fireEvent.click(card.getByRole('button'));
      if (step === 'photo' || step === 'id' || step === 'liveness') await card.findByLabelText(verification.t('camera.preview'));
      expect(untranslated()).toEqual([]);
    });
  }

  for (const step of ['photo', 'liveness'] as const) {
    it(`the verification dashboard: the ${step} step without a camera`, async () => {
      stubApi(answers);
      renderAppAt('/verification');
      const card = within(await screen.findByTestId(`step-${step}`));
      fireEvent.click(card.getByRole('button'));
      await card.findByText(verification.t(step === 'photo' ? 'camera.unavailable' : 'liveness.noCamera'));
      expect(untranslated()).toEqual([]);
    });
  }

  for (const [i, what] of ['a held selfie', 'a document Face Check could not read', 'a liveness recording being screened', 'a social profile'].entries()) {
    it(`the review queue: ${what}`, async () => {
      renderWith(<VerificationReviewQueue />);
      const items = await screen.findAllByTestId('review-item');
      fireEvent.click(within(items[i]!).getByRole('button', { name: verification.t('review.open') }));
      await within(items[i]!).findByText(verification.t('review.profilePhotos'));
      expect(untranslated()).toEqual([]);
    });
  }

  it('the review queue, empty', async () => {
    stubApi({ 'GET /api/admin/verifications': () => Response.json([]) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VerificationReviewQueue />
      </QueryClientProvider>,
    );
    await screen.findByText(verification.t('review.empty'));
    expect(untranslated()).toEqual([]);
  });

  it('business admin access: the offer, a refusal and its toast', async () => {
    renderWith(<ProfileAdminAccess user={me} />);
    stubApi({
      'GET /api/admin/check': () => Response.json({ isAdmin: false, role: null }),
      'POST /api/admin/promote-self': () => new Response('', { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: profile.t('adminAccess.request') }));
    await screen.findByText(profile.t('adminAccess.failed'));
    expect(untranslated()).toEqual([]);
  });

  it('business admin access granted: its toast and the dashboard link', async () => {
    renderWith(<ProfileAdminAccess user={me} />);
    stubApi({
      'GET /api/admin/check': () => Response.json({ isAdmin: false, role: null }),
      'POST /api/admin/promote-self': () => Response.json({ isAdmin: true, role: 'business_admin' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: profile.t('adminAccess.request') }));
    await screen.findByText(profile.t('adminAccess.granted'));
    await screen.findByRole('link', { name: profile.t('adminAccess.dashboard') });
    expect(untranslated()).toEqual([]);
  });
});
