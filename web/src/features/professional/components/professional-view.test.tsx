import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { isHighQuality, scoreTone } from '@/lib/match-score';
import { sampleProfessionals, type ProfessionalMatch } from '../data/sample';
import { ProfessionalView } from './professional-view';

const base = sampleProfessionals[0]!;
const person = (name: string, matchScore: number, distance = 0.5): ProfessionalMatch => ({
  ...base,
  userId: name,
  matchScore,
  distance,
  professionalProfile: { ...base.professionalProfile, displayName: name, expertise: ['One', 'Two', 'Three', 'Four', 'Five'] },
});

function renderView(list: ProfessionalMatch[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfessionalView professionals={list} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const cardOf = (name: string) => screen.getAllByRole('article', { name })[0]!;

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('match score colours (spec §9)', () => {
  it('≥90 green, ≥80 blue, ≥70 yellow, else grey; high-quality at ≥85', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map(scoreTone)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'grey', 'grey']);
    expect(isHighQuality(85)).toBe(true);
    expect(isHighQuality(84)).toBe(false);
  });

  it('cards colour the score pill by band, mark high-quality at 85 and show the first 3 expertise tags and the distance in km', () => {
    renderView([person('Green', 90, 0.14), person('Blue', 85), person('BlueLow', 80), person('Yellow', 70), person('Grey', 69)]);
    const pill = (name: string) => within(cardOf(name)).getByTestId('match-score');
    expect(pill('Green').className).toContain('text-success');
    expect(pill('Green').textContent).toBe('90% match');
    expect(pill('Blue').className).toContain('text-pro-text');
    expect(pill('BlueLow').className).toContain('text-pro-text');
    expect(pill('Yellow').className).toContain('text-yellow-800');
    expect(pill('Grey').className).toContain('text-muted-foreground');

    expect(within(cardOf('Blue')).queryByText('High-quality match')).not.toBeNull();
    expect(within(cardOf('BlueLow')).queryByText('High-quality match')).toBeNull();

    const green = within(cardOf('Green'));
    expect(green.getByText('Three')).toBeTruthy();
    expect(green.queryByText('Four')).toBeNull();
    expect(green.getByText(/0\.1 km away/)).toBeTruthy();
  });

  it('Connect waits 0.5 s, then reports success with a toast', async () => {
    vi.useFakeTimers();
    renderView([person('Ada', 92)]);
    fireEvent.click(within(cardOf('Ada')).getByRole('button', { name: 'Connect with Ada' }));
    expect(within(cardOf('Ada')).getByRole('button', { name: /Sending/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText('Connection request sent')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Connection request sent')).toBeTruthy();
    expect(within(cardOf('Ada')).getByRole('button', { name: /Requested/ })).toBeTruthy();
  });

  it('View profile opens the detail dialog with every expertise tag', () => {
    renderView([person('Ada', 92)]);
    fireEvent.click(screen.getByRole('button', { name: "View Ada's profile" }));
    const dialog = screen.getByRole('dialog', { name: 'Ada' });
    expect(within(dialog).getByText('Five')).toBeTruthy();
    expect(within(dialog).getByText(base.networkingOpportunity)).toBeTruthy();
  });
});
