import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicDatePlanDto } from '@converge/contracts';
import { setLanguage } from '@/lib/i18n';
import { fakeSafetyApi, renderWithApp } from '../testing/fake-safety-api';
import { PublicDatePlanView } from './public-date-plan-view';

let api: ReturnType<typeof fakeSafetyApi>;
let answer: () => Response;
const plan = (over: Partial<PublicDatePlanDto> = {}): PublicDatePlanDto => ({
  firstName: 'Ben',
  age: 31,
  photoUrl: '/api/photos/ben-1.jpg',
  venueName: 'Harbour Bar',
  venueAddress: '12 Quay Street',
  startsAt: '2026-05-01T19:30:00.000Z',
  note: 'Drinks first',
  expiresAt: '2026-05-02T19:30:00.000Z',
  ...over,
});

beforeEach(() => {
  api = fakeSafetyApi();
  answer = () => Response.json(plan());
  api.override = (c) => (c.url === '/api/date-plans/public/tok123' ? answer() : undefined);
});

describe('Public date plan page', () => {
  it('shows the first name, age, photo, venue and address, time and note', async () => {
    renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
    expect(await screen.findByRole('heading', { name: 'Meeting Ben' })).toBeTruthy();
    expect(screen.getByText('31 years old')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Ben's photo" }).getAttribute('src')).toBe('/api/photos/ben-1.jpg');
    expect(screen.getByText('Harbour Bar')).toBeTruthy();
    expect(screen.getByText('12 Quay Street')).toBeTruthy();
    expect(screen.getByText('“Drinks first”')).toBeTruthy();
  });

  it('a match with no name is named in the page’s language', async () => {
    answer = () => Response.json(plan({ firstName: null }));
    renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
    expect(await screen.findByRole('heading', { name: 'Meeting their date' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of their date' })).toBeTruthy();
    expect(screen.getByText('Their date')).toBeTruthy();
  });

  it('in German too', async () => {
    await setLanguage('de');
    try {
      answer = () => Response.json(plan({ firstName: null }));
      renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
      expect(await screen.findByRole('heading', { name: 'Treffen mit der Verabredung' })).toBeTruthy();
      expect(screen.getByText('Die Verabredung')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it('the note is text, never markup', async () => {
    answer = () => Response.json(plan({ note: '<img src=x onerror="window.hacked=1">' }));
    const { container } = renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
    expect(await screen.findByText(/<img src=x/)).toBeTruthy();
    expect(container.querySelector('blockquote img')).toBeNull();
  });

  it('revoked or over (410): a clear page', async () => {
    answer = () => Response.json({ code: 'DATE_PLAN_ENDED', message: 'This date plan is no longer shared.' }, { status: 410 });
    renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
    expect(await screen.findByRole('heading', { name: 'This date plan is no longer shared' })).toBeTruthy();
  });

  it('unknown (404): link not found', async () => {
    answer = () => Response.json({ code: 'DATE_PLAN_NOT_FOUND', message: 'Date plan not found.' }, { status: 404 });
    renderWithApp(<PublicDatePlanView token="tok123" />, '/date/tok123');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeTruthy();
  });
});
