import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSafetyApiForEachTest, renderWithApp } from '../testing/fake-safety-api';
import { UnsubscribeView } from './unsubscribe-view';

const api = fakeSafetyApiForEachTest();
const TOKEN = 'k'.repeat(43) + '.' + 's'.repeat(22);

describe('/unsubscribe', () => {
  it('opening the page changes nothing; the button unsubscribes with the token and says so', async () => {
    api().override = (c) => (c.method === 'POST' && c.url.startsWith('/api/mail/unsubscribe') ? Response.json({ unsubscribed: true }) : undefined);
    renderWithApp(<UnsubscribeView token={TOKEN} />, `/unsubscribe?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Stop emails from Converge?' })).toBeTruthy();
    expect(api().calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeTruthy();
    expect(api().calls).toEqual([{ method: 'POST', url: `/api/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`, body: undefined }]);
  });

  it("a link the server does not know shows the server's message and no success", async () => {
    api().override = () => Response.json({ code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid. Please use the link from the email.' }, { status: 404 });
    renderWithApp(<UnsubscribeView token="broken" />, '/unsubscribe?token=broken');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid. Please use the link from the email.');
    expect(screen.queryByText("You're unsubscribed")).toBeNull();
  });

  it('without a token there is nothing to press', () => {
    renderWithApp(<UnsubscribeView token="" />, '/unsubscribe');
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
