import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSafetyApiForEachTest, renderWithApp } from '../testing/fake-safety-api';
import { BlockedPeople } from './blocked-people';
import { ReportBlockButton } from './report-block-button';

const BOB = { userId: '7d2b1c1e-8d3f-4a4e-9b0a-1c2d3e4f5a6b', displayName: 'Bob' };
const api = fakeSafetyApiForEachTest();

function open(onBlocked = vi.fn()) {
  renderWithApp(<ReportBlockButton person={BOB} onBlocked={onBlocked} icon />);
  fireEvent.click(screen.getByRole('button', { name: 'Report or block Bob' }));
  return onBlocked;
}

describe('Report / block dialog', () => {
  it('Block: confirm → POST /api/safety/block, toast "User blocked", the caller hears of it', async () => {
    const onBlocked = open();
    fireEvent.click(await screen.findByRole('button', { name: /Block Bob/ }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bob?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User blocked')).toBeTruthy();
    expect(api().calls).toContainEqual({ method: 'POST', url: '/api/safety/block', body: { blockedUserId: BOB.userId } });
    expect(onBlocked).toHaveBeenCalledWith(BOB.userId);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Report: submit stays disabled until a reason is picked; the report carries reason, description and alsoBlock', async () => {
    const onBlocked = open();
    fireEvent.click(await screen.findByRole('button', { name: /Report Bob/ }));
    const dialog = screen.getByRole('dialog', { name: 'Report Bob' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // The spec's five reasons, in order.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['inappropriate_behavior', 'harassment', 'fake_profile', 'safety_concern', 'other']);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Harassment/ }));
    expect(submit.disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: 'Kept messaging after I said no' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Bob' }));
    fireEvent.click(submit);
    expect(await screen.findByText('Report submitted')).toBeTruthy();
    expect(api().calls).toContainEqual({
      method: 'POST',
      url: '/api/safety/report',
      body: { reportedUserId: BOB.userId, reason: 'harassment', description: 'Kept messaging after I said no', alsoBlock: true },
    });
    expect(onBlocked).toHaveBeenCalledWith(BOB.userId);
  });

  it('a report without a block does not tell the caller anyone was blocked; a refusal shows the server message', async () => {
    api().override = (c) => (c.url === '/api/safety/report' ? Response.json({ message: 'You can file at most 10 reports a day.' }, { status: 429 }) : undefined);
    const onBlocked = open();
    fireEvent.click(await screen.findByRole('button', { name: /Report Bob/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Fake profile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Failed to submit report')).toBeTruthy();
    expect(screen.getByText('You can file at most 10 reports a day.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report Bob' })).toBeTruthy();
    expect(onBlocked).not.toHaveBeenCalled();
  });
});

describe('Blocked people', () => {
  it('lists who I blocked, and Unblock removes them', async () => {
    api().blocks = [{ userId: BOB.userId, displayName: 'Bob', nameKnown: true, blockedAt: '2026-11-20T10:00:00Z' }];
    renderWithApp(<BlockedPeople />);
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(list).getByText('Bob')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Unblock Bob' }));
    expect(await screen.findByText('User unblocked')).toBeTruthy();
    expect(api().calls).toContainEqual({ method: 'DELETE', url: `/api/safety/blocks/${BOB.userId}`, body: undefined });
    expect(screen.getByText("You haven't blocked anyone.")).toBeTruthy();
  });
});
