import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../index.css';
import { registerServiceWorker } from '@/device/push';
import { AppProvider } from './provider';
import { createRouter } from './router';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Installable, offline shell and push (issue 20); only the built app has /sw.js.
if (import.meta.env.PROD) registerServiceWorker();
