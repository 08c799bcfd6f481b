/**
 * Build-time prerender of the public pages: `scripts/prerender.mjs`
 * renders each page here to HTML, so a phone paints the page from the HTML before any JavaScript runs.
 * Pages render as a signed-out visitor sees them (the user query seeded with null); the browser asks
 * the server who is there (app/boot.ts) and, signed out, hydrates this HTML (app/main.tsx).
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

/** The public pages and where their HTML goes in web/dist. */
export const PAGES: Array<{ path: string; file: string }> = [
  { path: '/', file: 'prerendered/landing.html' },
  { path: '/auth', file: 'prerendered/auth.html' },
  { path: '/demo', file: 'prerendered/demo.html' },
  { path: '/privacy-policy', file: 'prerendered/privacy-policy.html' },
  { path: '/terms-of-service', file: 'prerendered/terms-of-service.html' },
  { path: '/community-guidelines', file: 'prerendered/community-guidelines.html' },
  { path: '/cookie-policy', file: 'prerendered/cookie-policy.html' },
];

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

/** The page's markup (the inside of #root). */
export async function render(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Lazy route modules load first, so the HTML has the page and not a fallback.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  // The same providers as the app (app/main.tsx), so the browser takes this HTML over as it is (hydration).
  const App: ComponentType = () => (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const { prelude } = await prerender(<App />);
  return streamToString(prelude);
}
