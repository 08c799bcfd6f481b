import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IceBreakerChips } from './ice-breaker-chips';

const lines = [
  'You are into hiking too! How did you get started with it?',
  'Since we are both at Harbour Lights — what would you recommend here?',
  'What has been the best part of your week so far?',
];

/** The chips next to a message box, the way the empty chat wires them. */
function Composer() {
  const [draft, setDraft] = useState('');
  return (
    <>
      <IceBreakerChips lines={lines} onPick={setDraft} />
      <textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
    </>
  );
}

describe('IceBreakerChips', () => {
  it('shows the three starters and a tap puts the line in the message box', () => {
    render(<Composer />);
    const list = screen.getByRole('list', { name: 'Conversation starters' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(lines);
    fireEvent.click(screen.getByRole('button', { name: lines[1] }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(lines[1]);
  });

  it('shows nothing without starters', () => {
    render(<IceBreakerChips lines={[]} onPick={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Conversation starters' })).toBeNull();
  });
});
