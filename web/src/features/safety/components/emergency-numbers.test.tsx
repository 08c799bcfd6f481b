import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSafetyApi, renderWithApp } from '../testing/fake-safety-api';
import { EmergencyNumbers } from './emergency-numbers';

let api: ReturnType<typeof fakeSafetyApi>;
beforeEach(() => {
  api = fakeSafetyApi();
});

/** Signed in with a profile and checked in at a venue in `country`. */
function checkedInAt(country: string | null) {
  api.override = ({ url }) => {
    if (url === '/api/auth/user') return Response.json({ id: 'u1', email: 'a@example.com', ageVerified: true, profile: { displayName: 'Ava' } });
    if (url === '/api/checkin/current')
      return Response.json({ id: 'c1', mode: 'dating', startedAt: '', expiresAt: '', venue: { id: 'v1', name: 'The Harp', address: 'London', meetPoints: [], country } });
    return undefined;
  };
}

describe('Emergency numbers follow the venue country', () => {
  it('a UK venue shows 999 or 112 and the Shout text line; no US numbers', async () => {
    checkedInAt('GB');
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('999 or 112')).toBeTruthy();
    expect(screen.getByRole('link', { name: /999 or 112/ }).getAttribute('href')).toBe('tel:999');
    expect(screen.getByText('Text SHOUT to 85258')).toBeTruthy();
    expect(screen.queryByText(/911|741741/)).toBeNull();
  });

  it('an EU venue shows 112 and no text line that does not exist there', async () => {
    checkedInAt('FR');
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('112')).toBeTruthy();
    expect(screen.queryByText(/^Text /)).toBeNull();
  });

  it('without a check-in the spec numbers stand: 911 and text HOME to 741741', async () => {
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('911')).toBeTruthy();
    expect(screen.getByText('Text HOME to 741741')).toBeTruthy();
  });

  it('a venue whose country is unknown shows 112 and says so, never the US numbers', async () => {
    checkedInAt(null);
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('112')).toBeTruthy();
    expect(screen.getByRole('link', { name: /112/ }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByText("We don't know this venue's country. 112 reaches emergency services from a mobile phone in most countries.")).toBeTruthy();
    expect(screen.queryByText(/911|741741/)).toBeNull();
  });

  it('a venue in a country not in the table (Japan) is treated the same way', async () => {
    checkedInAt('JP');
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('112')).toBeTruthy();
    expect(screen.getByText(/We don't know this venue's country/)).toBeTruthy();
  });

  it('a known country says nothing about an unknown one', async () => {
    checkedInAt('FR');
    renderWithApp(<EmergencyNumbers />);
    expect(await screen.findByText('112')).toBeTruthy();
    expect(screen.queryByText(/We don't know this venue's country/)).toBeNull();
  });
});
