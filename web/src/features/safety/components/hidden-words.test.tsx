import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSafetyApi, renderWithApp } from '../testing/fake-safety-api';
import { HiddenWords } from './hidden-words';

let api: ReturnType<typeof fakeSafetyApi>;
let stored: string[];

beforeEach(() => {
  api = fakeSafetyApi();
  stored = ['money'];
  api.override = (c) => {
    if (c.url !== '/api/safety/hidden-words') return undefined;
    if (c.method === 'PUT') stored = (c.body as { words: string[] }).words;
    return Response.json({ words: stored, updatedAt: '2026-05-01T12:00:00.000Z' });
  };
});

describe('Hidden words editor', () => {
  it('explains the feature, shows the saved list, and saves one entry per line or comma', async () => {
    renderWithApp(<HiddenWords />);
    expect(await screen.findByText(/goes to a Hidden folder instead/)).toBeTruthy();
    const field = (await screen.findByLabelText('One per line, or separated by commas')) as HTMLTextAreaElement;
    await waitFor(() => expect(field.value).toBe('money'));
    fireEvent.change(field, { target: { value: 'money, crypto\n🍆\n\n' } });
    expect(screen.getByText('3 / 1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save hidden words' }));
    await waitFor(() => expect(stored).toEqual(['money', 'crypto', '🍆']));
  });

  it('says what is wrong before sending a word that is too long', async () => {
    renderWithApp(<HiddenWords />);
    const field = await screen.findByLabelText('One per line, or separated by commas');
    fireEvent.change(field, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hidden words' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Each hidden word can be at most 50 characters.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
