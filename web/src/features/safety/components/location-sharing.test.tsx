import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSafetyApiForEachTest, fillAndSubmit, openFormWith, renderWithApp } from '../testing/fake-safety-api';
import { LocationSharing } from './location-sharing';

// No real websocket in unit tests.
vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const api = fakeSafetyApiForEachTest();

const creates = () => api().calls.filter((c) => c.method === 'POST' && c.url === '/api/location-share');

const openForm = () => openFormWith('Share my location', 'Share location');

describe('Location sharing', () => {
  it("checked in order: 'Missing information' first, then 'Missing contact info'; nothing is sent", async () => {
    renderWithApp(<LocationSharing />);
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Share Location' }));
    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please enter a contact name')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Contact name'), { target: { value: 'Sam' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Share Location' }));
    expect(await screen.findByText('Missing contact info')).toBeTruthy();
    expect(screen.getByText('Please enter either a phone number or email')).toBeTruthy();
    expect(creates()).toEqual([]);
  });

  it('a trusted contact fills the form; the share is created with the venue, empty fields left out, and listed with time left', async () => {
    api().contacts = [{ id: 'c1', name: 'Mum', phone: null, email: 'mum@example.com', createdAt: '', emailsStopped: false }];
    renderWithApp(<LocationSharing context={{ venueId: '3f1f7a4e-2a5b-4c51-9a0e-5b6a1c2d3e4f', venueName: 'The Velvet Room' }} />);
    const form = await openForm();
    fireEvent.click(await within(form).findByRole('button', { name: 'Mum' }));
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('mum@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Share Location' }));
    expect(await screen.findByText('Location Shared!')).toBeTruthy();
    expect(creates()[0]!.body).toEqual({
      recipientName: 'Mum',
      recipientEmail: 'mum@example.com',
      venueId: '3f1f7a4e-2a5b-4c51-9a0e-5b6a1c2d3e4f',
      venueName: 'The Velvet Room',
      location: 'The Velvet Room',
    });
    const list = await screen.findByRole('list', { name: 'Active location shares' });
    expect(await within(list).findByText('Sharing with Mum')).toBeTruthy();
    expect(within(list).getByText(/^(4 h left|3 h 59 min left)$/)).toBeTruthy();
  });

  it('Copy link puts the public URL on the clipboard; Stop ends the share at once', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api().shares = [
      {
        id: 's1',
        recipientName: 'Jo',
        recipientKey: null,
        recipientPhone: '+14155550123',
        recipientEmail: null,
        venueName: null,
        message: 'm',
        shareUrl: 'http://localhost/share/abc',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 75 * 60_000 + 5000).toISOString(),
      },
    ];
    renderWithApp(<LocationSharing />);
    expect(await screen.findByText('1 h 15 min left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link for Jo' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/share/abc'));
    expect(await screen.findByText('Link copied')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing with Jo' }));
    expect(await screen.findByText('Location sharing stopped')).toBeTruthy();
    expect(api().calls).toContainEqual({ method: 'DELETE', url: '/api/location-shares/s1', body: undefined });
    expect(screen.queryByText('Sharing with Jo')).toBeNull();
  });

  it("a refused share shows 'Error' with the server's message", async () => {
    api().override = (c) => (c.url === '/api/location-share' ? Response.json({ message: 'Please enter either a phone number or email' }, { status: 400 }) : undefined);
    renderWithApp(<LocationSharing />);
    const form = await openForm();
    fillAndSubmit(form, { 'Contact name': 'Sam', Phone: '+447700900123' }, 'Share Location');
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(creates()[0]!.body).toEqual({ recipientName: 'Sam', recipientPhone: '+447700900123' });
  });
});

describe('the share row', () => {
  it('joins what there is, with no stray " · " before the venue', async () => {
    const { shareDetails } = await import('./location-sharing');
    expect(shareDetails({ recipientEmail: null, recipientPhone: null, venueName: 'Covent Garden Social Club' })).toBe('Covent Garden Social Club');
    expect(shareDetails({ recipientEmail: 'mum@example.com', recipientPhone: '+447911123456', venueName: 'The Lamb & Flag' })).toBe('mum@example.com · +447911123456 · The Lamb & Flag');
    expect(shareDetails({ recipientEmail: null, recipientPhone: '+447911123456', venueName: null })).toBe('+447911123456');
  });
});
