import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNearbyEntry } from '@converge/contracts';
import { PersonCard } from './person-card';

const person: LiveNearbyEntry = {
  id: 's1',
  userId: 'u1',
  profile: { displayName: 'Noah', age: 31, photo: null, isVerified: false },
  currentActivity: 'coffee_break',
  currentMood: 'open_to_chat',
  lookingFor: ['Everyone'],
  statusMessage: 'Anyone know a quiet spot to read?',
  interestTags: ['jazz', 'books', 'climbing', 'design', 'tea'],
  iceBreakers: ['You are into jazz too! How did you get started with it?', 'second', 'third'],
  iceBreakerMessages: [{ key: 'sharedOne', params: { tag: 'jazz' } }, null, null],
  distance: 1250,
  lastSeen: new Date().toISOString(),
};

// Distances follow the browser's region (feet and miles for en-US): this person reads metres.
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PersonCard', () => {
  it('shows the spec card: name, age, activity and mood, status, 3 tags and +N, the first ice breaker, the distance', () => {
    render(<PersonCard person={person} onLike={() => undefined} onChat={() => undefined} liking={false} chatting={false} liked={false} requested={false} />);
    const card = screen.getByRole('article', { name: 'Noah' });
    expect(within(card).getByText('1.3 km away')).toBeTruthy();
    expect(within(card).getByText('Coffee break')).toBeTruthy();
    expect(within(card).getByText('Open to chat')).toBeTruthy();
    expect(within(card).getByText('Anyone know a quiet spot to read?')).toBeTruthy();
    const tags = within(card).getByRole('list', { name: 'Interests' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#jazz', '#books', '#climbing', '+2']);
    expect(within(card).getByText(person.iceBreakers[0]!)).toBeTruthy();
    expect(within(card).queryByText('second')).toBeNull();
    expect(within(card).queryByLabelText('Verified')).toBeNull();
  });

  it('shows the Verified mark only for a verified person (level basic or above)', () => {
    render(
      <PersonCard
        person={{ ...person, profile: { ...person.profile, isVerified: true } }}
        onLike={() => undefined}
        onChat={() => undefined}
        liking={false}
        chatting={false}
        liked={false}
        requested={false}
      />,
    );
    const card = screen.getByRole('article', { name: 'Noah' });
    expect(within(card).getByLabelText('Verified')).toBeTruthy();
  });

  it('Like and Chat call back; after a request, Chat says so and is disabled', () => {
    const onLike = vi.fn();
    const onChat = vi.fn();
    const { rerender } = render(<PersonCard person={{ ...person, distance: 75 }} onLike={onLike} onChat={onChat} liking={false} chatting={false} liked={false} requested={false} />);
    expect(screen.getByText('75 m away')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Like Noah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Noah' }));
    expect(onLike).toHaveBeenCalledOnce();
    expect(onChat).toHaveBeenCalledOnce();
    rerender(<PersonCard person={person} onLike={onLike} onChat={onChat} liking={false} chatting={false} liked requested />);
    expect((screen.getByRole('button', { name: 'Chat with Noah' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Request sent')).toBeTruthy();
    expect(screen.getByText('Liked')).toBeTruthy();
  });
});

describe('PersonCard, already matched', () => {
  it('says Matched instead of Liked, and Chat opens the chat', () => {
    render(<PersonCard person={person} onLike={() => undefined} onChat={() => undefined} liking={false} chatting={false} liked matched requested={false} />);
    expect(screen.getByRole('button', { name: 'Like Noah' }).textContent).toBe('Matched');
    expect(screen.getByRole('button', { name: 'Chat with Noah' }).textContent).toBe('Open chat');
    expect((screen.getByRole('button', { name: 'Chat with Noah' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
