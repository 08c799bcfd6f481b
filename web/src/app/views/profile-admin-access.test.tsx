import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { userQueryKey, type User } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { stubApi, testUser, type Answer } from '@/test/render-app';
import ProfileMainView from './profile-main-view';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const sam = testUser();
let routes: Record<string, Answer>;
let calls: string[];

beforeEach(() => {
  routes = {
    'GET /api/auth/user': () => Response.json(sam),
    'GET /api/admin/check': () => Response.json({ isAdmin: false, role: null }),
    'GET /api/privacy/settings': () => Response.json({ isIncognito: false }),
  };
  calls = stubApi(routes);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

function renderProfile(user: User = sam) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ProfileMainView />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const dashboardLink = () => screen.findByRole('link', { name: 'Business Admin Dashboard' });

describe('profile view: business admin access', () => {
  it('a regular person gets "Get Business Admin Access"; success shows a toast and the dashboard link', async () => {
    routes['POST /api/admin/promote-self'] = () => {
      routes['GET /api/admin/check'] = () => Response.json({ isAdmin: true, role: 'business_admin' });
      routes['GET /api/auth/user'] = () => Response.json({ ...sam, isBusinessAdmin: true });
      return Response.json({ isAdmin: true, role: 'business_admin' });
    };
    renderProfile();
    const button = await screen.findByRole('button', { name: 'Get Business Admin Access' });
    expect(screen.queryByRole('link', { name: 'Business Admin Dashboard' })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Business admin access granted')).toBeTruthy();
    expect((await dashboardLink()).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('button', { name: 'Get Business Admin Access' })).toBeNull();
    expect(calls).toContain('POST /api/admin/promote-self');
  });

  it('a refusal shows the "Error" toast with the server message, and no link', async () => {
    routes['POST /api/admin/promote-self'] = () => Response.json({ code: 'RATE_LIMITED', message: 'Too many tries, wait a minute.' }, { status: 429 });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Get Business Admin Access' }));
    expect(await screen.findByText('Too many tries, wait a minute.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Business Admin Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Business Admin Access' })).toBeTruthy();
  });

  it('without a server message the toast says "Failed to grant admin access"', async () => {
    routes['POST /api/admin/promote-self'] = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Get Business Admin Access' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to grant admin access')).toBeTruthy();
  });

  it('someone the admin check calls an admin sees the dashboard link directly', async () => {
    routes['GET /api/admin/check'] = () => Response.json({ isAdmin: true, role: 'admin' });
    renderProfile();
    expect((await dashboardLink()).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('button', { name: 'Get Business Admin Access' })).toBeNull();
  });

  it('a business admin by the user call sees the link without waiting for the check', async () => {
    routes['GET /api/admin/check'] = () => new Promise(() => {});
    renderProfile({ ...sam, isBusinessAdmin: true });
    expect((await dashboardLink()).getAttribute('href')).toBe('/admin');
  });
});
