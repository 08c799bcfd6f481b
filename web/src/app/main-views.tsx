import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MainView } from '@/stores/app-view';

/**
 * Which component renders each main view at /app. Each is its own chunk. Later issues add the
 * check-in, discovery, matches, meet-point and navigation views here; until a view is
 * registered the app falls back to the profile view (see main-app.tsx).
 */
export const mainViews: Partial<Record<MainView, LazyExoticComponent<ComponentType>>> = {
  profile: lazy(() => import('./views/profile-main-view')),
};
