/**
 * The route modules of the prerendered public pages (besides the landing, which is in the app's
 * entry). One table for two users: the router's lazy routes (app/router.tsx), and app/boot.ts,
 * which starts loading the page's module beside the app instead of after it (one round trip less
 * before the page responds on a slow phone network). No React Router here: boot.ts stays tiny.
 */
export const publicRouteModules = {
  '/auth': () => import('./routes/auth'),
  '/demo': () => import('./routes/demo'),
  '/privacy-policy': () => import('./routes/legal/privacy-policy'),
  '/terms-of-service': () => import('./routes/legal/terms-of-service'),
  '/community-guidelines': () => import('./routes/legal/community-guidelines'),
  '/cookie-policy': () => import('./routes/legal/cookie-policy'),
} as const;

export type PublicPage = keyof typeof publicRouteModules;

export const isPublicPage = (path: string): path is PublicPage => Object.hasOwn(publicRouteModules, path);
