import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionsResponse, ProfessionalEntry, ProfessionalListResponse, ProfessionalProfile } from '@converge/contracts';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { isHighQuality, scoreTone } from '@/lib/match-score';
import { ProfessionalView } from './professional-view';

const me: ProfessionalProfile = {
  displayName: 'Ana Silva',
  jobTitle: 'Product Manager',
  company: 'Finly',
  industry: 'Technology',
  seniority: 'Mid',
  expertise: ['Agile'],
  interests: ['Fintech'],
  bio: '',
  linkedinUrl: null,
  workLocation: 'Lisbon',
  timezone: 'Europe/Lisbon',
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let n = 0;
const person = (name: string, matchScore: number, over: Partial<ProfessionalEntry> = {}): ProfessionalEntry => ({
  userId: id(++n),
  professionalProfile: { ...me, displayName: name, expertise: ['One', 'Two', 'Three', 'Four', 'Five'] },
  matchScore,
  commonInterests: ['Fintech'],
  networkingOpportunity: `Peer exchange in Technology: compare notes with ${name}, CTO.`,
  networkingOpportunityMessage: { key: 'opportunity.peers', params: { name, jobTitle: 'CTO', industry: 'Technology' } },
  suggestedTopics: ['Fintech'],
  suggestedTopicMessages: [null],
  meetingContext: 'Both networking at Hub',
  meetingContextMessage: { key: 'context.atVenue', params: { venue: 'Hub' } },
  distance: 0,
  connection: null,
  ...over,
});

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noConnections: ConnectionsResponse = { incoming: [], outgoing: [], connections: [] };
const here = (people: ProfessionalEntry[]): ProfessionalListResponse => ({ venue: { id: id(99), name: 'Hub' }, peopleHere: people.length, people });

beforeEach(() => {
  resetToasts();
  calls = [];
  n = 0;
  answers = {
    'GET /api/auth/user': () => json(200, { id: id(0), profile: { displayName: 'Ana' } }),
    'GET /api/professional/profile': () => json(200, { profile: me }),
    'GET /api/professional/connections': () => json(200, noConnections),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(answers).find((k) => `${method} ${url}`.startsWith(k));
    return key ? answers[key]!() : json(500, { message: 'unexpected' });
  });
});

afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

function renderView() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ProfessionalView />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const cardOf = async (name: string) => (await screen.findAllByRole('article', { name }))[0]!;

describe('professional networking screen', () => {
  it('≥90 green, ≥80 blue, ≥70 yellow, else grey; high-quality at ≥85', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map(scoreTone)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'grey', 'grey']);
    expect(isHighQuality(85)).toBe(true);
    expect(isHighQuality(84)).toBe(false);
  });

  it('lists the people from the server with score colours, high-quality marks, the first 3 expertise tags and the stats', async () => {
    const list = [person('Green', 90), person('Blue', 85), person('BlueLow', 80), person('Yellow', 70), person('Grey', 69)];
    answers['GET /api/professional/nearby'] = () => json(200, here(list));
    answers['GET /api/professional/connections'] = () =>
      json(200, {
        ...noConnections,
        connections: [
          {
            id: id(50),
            fromUserId: id(0),
            toUserId: id(1),
            other: { userId: id(1), displayName: 'X', jobTitle: '', company: '' },
            message: null,
            status: 'accepted',
            createdAt: '',
            answeredAt: '',
          },
        ],
      });
    renderView();
    const pill = async (name: string) => within(await cardOf(name)).getByTestId('match-score');
    expect((await pill('Green')).className).toContain('text-success');
    expect((await pill('Green')).textContent).toBe('90% match');
    expect((await pill('Blue')).className).toContain('text-pro-text');
    expect((await pill('BlueLow')).className).toContain('text-pro-text');
    expect((await pill('Yellow')).className).toContain('text-yellow-800');
    expect((await pill('Grey')).className).toContain('text-muted-foreground');
    expect(within(await cardOf('Blue')).queryByText('High-quality match')).not.toBeNull();
    expect(within(await cardOf('BlueLow')).queryByText('High-quality match')).toBeNull();
    const green = within(await cardOf('Green'));
    expect(green.getByText('Three')).toBeTruthy();
    expect(green.queryByText('Four')).toBeNull();

    const stats = screen.getByLabelText('Networking stats');
    const values = () => [...stats.querySelectorAll('dd')].map((dd) => dd.textContent);
    await waitFor(() => expect(values()).toEqual(['Here now5', 'High-quality2', 'Connections1', 'Pending0']));
  });

  it('Connect sends the request with the message to the server, then shows Requested', async () => {
    const ada = person('Ada', 92);
    let sent = false;
    answers['GET /api/professional/nearby'] = () => json(200, here([sent ? { ...ada, connection: { id: id(70), status: 'pending', direction: 'outgoing' } } : ada]));
    answers['POST /api/professional/connections'] = () => {
      sent = true;
      return json(201, { id: id(70) });
    };
    renderView();
    fireEvent.click(within(await cardOf('Ada')).getByRole('button', { name: 'Connect with Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Ada' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Coffee at the bar?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Connection request sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ toUserId: ada.userId, message: 'Coffee at the bar?' });
    expect(await within(await cardOf('Ada')).findByRole('button', { name: /Requested/ })).toBeTruthy();
  });

  it('shows incoming requests with their message; Accept calls the server', async () => {
    answers['GET /api/professional/nearby'] = () => json(200, here([]));
    answers['GET /api/professional/connections'] = () =>
      json(200, {
        ...noConnections,
        incoming: [
          {
            id: id(80),
            fromUserId: id(5),
            toUserId: id(0),
            other: { userId: id(5), displayName: 'Ben', jobTitle: 'CTO', company: 'Ledgerly' },
            message: 'Hello Ana',
            status: 'pending',
            createdAt: '',
            answeredAt: null,
          },
        ],
      });
    answers['POST /api/professional/connections/'] = () => json(200, { id: id(80), status: 'accepted' });
    renderView();
    const request = await screen.findByRole('article', { name: 'Request from Ben' });
    expect(within(request).getByText('“Hello Ana”')).toBeTruthy();
    fireEvent.click(within(request).getByRole('button', { name: "Accept Ben's request" }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(`/api/professional/connections/${id(80)}/accept`);
  });

  it('without a professional profile shows the form, names the bad field and saves a good one', async () => {
    answers['GET /api/professional/profile'] = () => json(200, { profile: null });
    answers['PUT /api/professional/profile'] = () => json(200, { profile: me });
    renderView();
    expect(await screen.findByText('Create your professional profile')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Product Manager' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'Technology' } });
    fireEvent.change(screen.getByLabelText('Seniority'), { target: { value: 'Mid' } });
    fireEvent.change(screen.getByLabelText('Expertise'), { target: { value: 'Agile, Fintech' } });
    fireEvent.change(screen.getByLabelText('LinkedIn URL'), { target: { value: 'http://example.com/me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create professional profile' }));
    // The same sentence the gateway answers with (one mapping).
    expect(await screen.findByText('Please enter your LinkedIn link (https://www.linkedin.com/in/…).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('LinkedIn URL'), { target: { value: 'https://www.linkedin.com/in/ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create professional profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      displayName: 'Ana',
      jobTitle: 'Product Manager',
      industry: 'Technology',
      seniority: 'Mid',
      expertise: ['Agile', 'Fintech'],
      linkedinUrl: 'https://www.linkedin.com/in/ana',
    });
  });
});
