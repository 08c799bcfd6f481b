import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRequestDto } from '@converge/contracts';
import { createQueryClient } from '@/lib/query-client';
import { MessageRequestList } from './message-request-list';

vi.mock('@/lib/socket-events', () => ({ useSocketAttach: () => undefined }));

const request = (id: string, iceBreaker: string, over: Partial<MessageRequestDto> = {}): MessageRequestDto => ({
  id,
  fromUserId: `from-${id}`,
  toUserId: 'me',
  fromDisplayName: `Sender ${id}`,
  iceBreaker,
  iceBreakerMessage: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  status: 'pending',
  conversationId: null,
  ...over,
});

let inbox: MessageRequestDto[];
let hidden: MessageRequestDto[];
beforeEach(() => {
  inbox = [request('a', 'Which jazz bar is your favourite?')];
  hidden = [request('h', 'Send me money', { hidden: true })];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/message-requests') return Response.json(inbox);
    if (url === '/api/message-requests?folder=hidden') return Response.json(hidden);
    return new Response('', { status: 404 });
  });
});

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MessageRequestList />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Message requests: the Hidden folder', () => {
  it('keeps hidden requests closed until opened on purpose', async () => {
    renderList();
    expect(await screen.findByText('Which jazz bar is your favourite?')).toBeTruthy();
    const toggle = await screen.findByRole('button', { name: 'Hidden requests (1)' });
    expect(screen.queryByText('Send me money')).toBeNull();
    fireEvent.click(toggle);
    const folder = screen.getByRole('region', { name: 'Hidden requests' });
    expect(folder.textContent).toContain('Send me money');
    expect(folder.textContent).toContain('You were not notified about them.');
    expect(screen.getByRole('button', { name: 'Close hidden requests' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the Hidden folder even when the inbox is empty, and nothing when both are', async () => {
    inbox = [];
    const { unmount } = renderList();
    expect(await screen.findByRole('button', { name: 'Hidden requests (1)' })).toBeTruthy();
    expect(screen.queryByText(/^Message requests/)).toBeNull();
    unmount();
    hidden = [];
    const { container } = renderList();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
