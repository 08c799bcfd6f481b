import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { User } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** Sam, a signed-in person with an age check and a profile; `overrides` on top. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'sam@example.com',
    role: 'user',
    isBusinessAdmin: false,
    firstName: null,
    lastName: null,
    ageVerified: true,
    language: 'en',
    profile: { displayName: 'Sam', age: 29, photos: [] } as unknown as User['profile'],
    ...overrides,
  };
}

export type Answer = () => Response | Promise<Response>;

/**
 * Stands in for the API behind fetch: answers `"METHOD /path"` from `answers` (read at call time, so a
 * test may change an answer midway), 404 for anything else. Returns the calls made, in order.
 */
export function stubApi(answers: Record<string, Answer>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const answer = answers[key];
      return answer ? answer() : new Response('', { status: 404, statusText: 'Not Found' });
    }),
  );
  return calls;
}

/** The whole app (its providers and routes) opened at `path`: the router (where it is) and unmount. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { unmount } = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, unmount };
}
