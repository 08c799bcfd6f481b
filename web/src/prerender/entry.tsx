/**
 * Build-time prerender of the public pages: `scripts/prerender.mjs`
 * renders each page here to HTML, in each language, so a phone paints the page from the HTML, in the
 * reader's language, before any JavaScript runs.
 * Pages render as a signed-out visitor sees them (the user query seeded with null); the browser asks
 * the server who is there (app/boot.ts) and, signed out, hydrates this HTML (app/main.tsx).
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { isRtl, LANGUAGES, pathInLanguage, PREFIXED_LANGUAGES, type Language } from '@converge/contracts';
import { userQueryKey } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { AppRoutes, loadScreensOf } from '@/app/router';
import { landing } from '@/locales/landing';

/** The public pages (English addresses) and their files' names. */
const PUBLIC_PAGES: Array<{ path: string; name: string }> = [
  { path: '/', name: 'landing' },
  { path: '/auth', name: 'auth' },
  { path: '/demo', name: 'demo' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/terms-of-service', name: 'terms-of-service' },
  { path: '/community-guidelines', name: 'community-guidelines' },
  { path: '/cookie-policy', name: 'cookie-policy' },
];

export interface PrerenderedPage {
  /** Its address (`/auth`, `/de/auth`, `/de/` for the German landing). */
  path: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** Where its HTML goes in web/dist: English in prerendered/, every other language in prerendered/<lang>/. */
  file: string;
  /** The same page in every language (hreflang), English first. */
  alternates: Array<{ lang: Language; path: string }>;
}

/** Every public page in every language. */
export const PAGES: PrerenderedPage[] = PUBLIC_PAGES.flatMap(({ path, name }) =>
  LANGUAGES.map((lang) => ({
    path: pathInLanguage(lang, path),
    lang,
    dir: isRtl(lang) ? ('rtl' as const) : ('ltr' as const),
    file: PREFIXED_LANGUAGES.includes(lang) ? `prerendered/${lang}/${name}.html` : `prerendered/${name}.html`,
    alternates: LANGUAGES.map((other) => ({ lang: other, path: pathInLanguage(other, path) })),
  })),
);

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

/** The pages' description for search results and link previews (`<meta name="description">`), in the language rendered last. */
/** The origin the links say until the gateway puts the site's in (scripts/prerender.mjs). */
export { PUBLIC_ORIGIN_PLACEHOLDER } from '@converge/contracts';

export const description = (): string => landing.t('meta.description');

/** The page's markup (the inside of #root), in its language. */
export async function render(path: string, lang: Language): Promise<string> {
  await setLanguage(lang);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  // Route modules load first, so the HTML has the page and not a fallback.
  await loadScreensOf(path);
  // The same providers as the app (app/main.tsx), so the browser takes this HTML over as it is (hydration).
  const App: ComponentType = () => (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>
  );
  const { prelude } = await prerender(<App />);
  return streamToString(prelude);
}
