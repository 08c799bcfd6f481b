import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BlockedUserDto, LocationShareDto, TrustedContactDto } from '@converge/contracts';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

export type Call = { method: string; url: string; body?: unknown };

/**
 * A small in-memory stand-in for the safety API behind fetch (the api-client boundary), so the
 * components are exercised through their real requests. `override` answers a call first.
 */
export function fakeSafetyApi() {
  const state = {
    calls: [] as Call[],
    contacts: [] as TrustedContactDto[],
    blocks: [] as BlockedUserDto[],
    shares: [] as LocationShareDto[],
    override: null as null | ((call: Call) => Response | Promise<Response> | undefined),
  };
  let n = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    state.calls.push(call);
    const overridden = await state.override?.(call);
    if (overridden) return overridden;
    const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    if (method === 'GET' && url === '/api/safety/contacts') return Response.json(state.contacts);
    if (method === 'POST' && url === '/api/safety/contacts') {
      const c = { id: id(), name: body.name, phone: body.phone ?? null, email: body.email ?? null, createdAt: new Date().toISOString(), emailsStopped: false };
      state.contacts.push(c);
      return Response.json(c, { status: 201 });
    }
    if (method === 'DELETE' && url.startsWith('/api/safety/contacts/')) {
      state.contacts = state.contacts.filter((c) => !url.endsWith(c.id));
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && url === '/api/safety/blocks') return Response.json(state.blocks);
    if (method === 'DELETE' && url.startsWith('/api/safety/blocks/')) {
      state.blocks = state.blocks.filter((b) => !url.endsWith(b.userId));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url === '/api/safety/block') return Response.json({ blocked: true }, { status: 201 });
    if (method === 'POST' && url === '/api/safety/report')
      return Response.json({ id: id(), reportedUserId: body.reportedUserId, reason: body.reason, blocked: !!body.alsoBlock, createdAt: new Date().toISOString() }, { status: 201 });
    if (method === 'GET' && url === '/api/location-shares') return Response.json(state.shares);
    if (method === 'POST' && url === '/api/location-share') {
      const s: LocationShareDto = {
        id: id(),
        recipientName: body.recipientName,
        recipientKey: null,
        recipientPhone: body.recipientPhone ?? null,
        recipientEmail: body.recipientEmail ?? null,
        venueName: body.venueName ?? null,
        message: body.message ?? 'default',
        shareUrl: `http://localhost/share/tok${n}`,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
      };
      state.shares.push(s);
      return Response.json({ id: s.id, shareUrl: s.shareUrl, expiresAt: s.expiresAt }, { status: 201 });
    }
    if (method === 'DELETE' && url.startsWith('/api/location-shares/')) {
      state.shares = state.shares.filter((s) => !url.endsWith(s.id));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url === '/api/emergency/activate')
      return Response.json({ id: id(), activatedAt: new Date().toISOString(), contactsNotified: state.contacts.length }, { status: 201 });
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  return state;
}

export type FakeSafetyApi = ReturnType<typeof fakeSafetyApi>;

/** A fresh fakeSafetyApi() for each test of the file, toasts cleared before and after: `api()` is the current one. */
export function fakeSafetyApiForEachTest(): () => FakeSafetyApi {
  let api: FakeSafetyApi;
  beforeEach(() => {
    resetToasts();
    api = fakeSafetyApi();
  });
  afterEach(() => act(() => resetToasts()));
  return () => api;
}

/** Presses the button named `button` and returns the form (named `form`) it opens. */
export async function openFormWith(button: string, form: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('form', { name: form });
}

/** Types `fields` (label → value) into `form` and presses its `button`. */
export function fillAndSubmit(form: HTMLElement, fields: Record<string, string>, button: string): void {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: button }));
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders inside a query client, a router (at `path`) and the toaster; `location` shows where it is. */
export function renderWithApp(ui: ReactNode, path = '/safety') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
