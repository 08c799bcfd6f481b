import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoView } from '@converge/contracts';
import { createQueryClient } from '@/lib/query-client';
import { PhotoEditor } from './photo-editor';

const photo = (id: string, screening: PhotoView['screening'], hasFace: boolean | null = true): PhotoView => ({
  id,
  url: `/api/photos/${id}.webp`,
  thumbUrl: `/api/photos/${id}_t.webp`,
  screening,
  hasFace,
});

afterEach(() => vi.useRealTimers());

function renderEditor(photos: PhotoView[]) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <PhotoEditor photos={photos} />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('photo tiles while a photo is screened', () => {
  it('the owner sees "Checking your photo…" on a pending photo and "Under review" on a held one; a passed photo has no badge', () => {
    renderEditor([photo('a', 'passed'), photo('b', 'pending'), photo('c', 'held')]);
    const tiles = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');
    expect(within(tiles[0]!).queryByRole('status')).toBeNull();
    expect(within(tiles[1]!).getByRole('status').textContent).toBe('Checking your photo…');
    expect(within(tiles[2]!).getByRole('status').textContent).toBe('Under review');
  });

  it('a screened photo without a face tells its owner so; a face photo and an unchecked one say nothing', () => {
    renderEditor([photo('a', 'passed', true), photo('b', 'passed', false), photo('c', 'passed', null)]);
    const tiles = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');
    expect(within(tiles[0]!).queryByRole('note')).toBeNull();
    expect(within(tiles[1]!).getByRole('note').textContent).toBe('No face found: people trust profiles with a clear face photo');
    expect(within(tiles[2]!).queryByRole('note')).toBeNull();
  });

  it('reads the photos again every few seconds while one is being checked, and not otherwise', () => {
    vi.useFakeTimers();
    const pending = renderEditor([photo('b', 'pending')]);
    vi.advanceTimersByTime(3100);
    expect(pending).toHaveBeenCalledTimes(1);
  });

  it('does not poll when every photo is screened', () => {
    vi.useFakeTimers();
    const settled = renderEditor([photo('a', 'passed'), photo('c', 'held')]);
    vi.advanceTimersByTime(10_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
