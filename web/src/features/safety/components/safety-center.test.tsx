import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { SafetyCenter } from './safety-center';

type Call = { method: string; url: string };
let calls: Call[];
let deleteAnswer: () => Promise<Response>;

function renderCenter() {
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SafetyCenter onDeleted={onDeleted} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { onDeleted };
}

beforeEach(() => {
  resetToasts();
  calls = [];
  deleteAnswer = async () => Response.json({ deleted: true });
  // The api-client boundary: every call goes through fetch.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { method: init?.method ?? 'GET', url: String(input) };
    calls.push(call);
    if (call.method === 'DELETE' && call.url === '/api/privacy/delete-account') return deleteAnswer();
    return new Response('', { status: 404 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  act(() => resetToasts());
  vi.restoreAllMocks();
});

describe('Safety Center: account deletion', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const { onDeleted } = renderCenter();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('confirmed: DELETE /api/privacy/delete-account, toast "Account deleted", then home after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onDeleted } = renderCenter();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await screen.findByText(/Your data has been erased/);
    expect(screen.getAllByText('Account deleted')).toHaveLength(2); // the toast, and the button that now says so
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/privacy/delete-account' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(onDeleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onDeleted).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('a failed deletion says so and keeps the person here', async () => {
    deleteAnswer = async () => Response.json({ message: 'Try again later' }, { status: 503 });
    const { onDeleted } = renderCenter();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.queryByText('Account deleted')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('Safety Center: emergency', () => {
  it('shows 911 as a call link and the crisis text line as an sms link', () => {
    renderCenter();
    expect(screen.getByRole('link', { name: /911/ }).getAttribute('href')).toBe('tel:911');
    expect(screen.getByRole('link', { name: /Text HOME to 741741/ }).getAttribute('href')).toBe('sms:741741?body=HOME');
  });
});

describe('Safety Center: presence proof', () => {
  it('says in plain words that people at a venue proved they are there, and what the display code is', () => {
    renderCenter();
    const section = screen.getByRole('region', { name: 'Who can check in where you are' });
    expect(section.textContent).toContain('had to prove they are there');
    expect(section.textContent).toContain('Picking a venue from a list is not enough');
    expect(section.textContent).toContain('changes every 30 seconds and works for only a minute and a half');
  });
});
