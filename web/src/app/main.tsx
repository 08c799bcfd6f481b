import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../index.css';
import { registerServiceWorker } from '@/device/push';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';

const container = document.getElementById('root')!;
const router = createRouter();
const queryClient = createQueryClient();
// A public page prerendered at build time (scripts/prerender.mjs) was rendered for a signed-out
// visitor: start from the same state so the first render matches the HTML, then ask who is there.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered) queryClient.setQueryData(userQueryKey, null);

async function start() {
  // The HTML stays on screen until the page's route code is here, so it is replaced by the same page, never a spinner.
  if (prerendered && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  if (prerendered) void askWhoIsHere();
}

/** Signed in: read the user (the page then moves on to the app); signed out: the page is already right. */
async function askWhoIsHere() {
  try {
    const answer = await fetch('/api/auth/session', { credentials: 'same-origin' });
    const { signedIn } = (await answer.json()) as { signedIn?: boolean };
    if (!answer.ok || signedIn) await queryClient.invalidateQueries({ queryKey: userQueryKey });
  } catch {
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  }
}

void start();

// Installable, offline shell and push (issue 20); only the built app has /sw.js.
if (import.meta.env.PROD) registerServiceWorker();
