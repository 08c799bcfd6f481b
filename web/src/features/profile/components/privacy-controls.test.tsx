import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { PrivacyControls } from './privacy-controls';

let exportAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  resetToasts();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/privacy/export') return exportAnswer();
    if (url === '/api/privacy/settings') return Response.json({ isIncognito: false });
    return new Response('', { status: 404 });
  });
});
afterEach(() => act(() => resetToasts()));

function renderControls() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PrivacyControls />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Data export', () => {
  it('downloads converge-export-YYYY-MM-DD.json with the JSON the server sent, showing progress meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    exportAnswer = async () => {
      await gate;
      return new Response(JSON.stringify({ account: { email: 'sam@example.com' } }), { headers: { 'Content-Type': 'application/json' } });
    };
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Gathering your data...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exporting...' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Data exported')).toBeTruthy();
    expect(downloads).toEqual([`converge-export-${new Date().toISOString().slice(0, 10)}.json`]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toEqual({ account: { email: 'sam@example.com' } });
  });

  it('503 (a service did not answer): "Export failed" saying export is unavailable, and no file', async () => {
    exportAnswer = () => Response.json({ code: 'EXPORT_UNAVAILABLE', message: 'The chat service did not answer.' }, { status: 503 });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Export is unavailable right now. Please try again in a few minutes.')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });

  it("any other failure: 'Export failed' / 'Failed to export data'", async () => {
    exportAnswer = () => new Response('', { status: 500 });
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export data')).toBeTruthy();
  });
});
