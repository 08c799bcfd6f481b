import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MainView } from '@/stores/app-view';

/**
 * Which component renders each main view at /app. Each is its own chunk. Later issues add the
 * check-in, discovery, matches, meet-point and navigation views here; until a view is
 * registered the app falls back to the profile view (see main-app.tsx).
 */
export const mainViews: Partial<Record<MainView, LazyExoticComponent<ComponentType>>> = {
  profile: lazy(() => import('./views/profile-main-view')),
  checkin: lazy(() => import('./views/checkin-main-view')),
  discovery: lazy(() => import('./views/discovery-main-view')),
  matches: lazy(() => import('./views/matches-main-view')),
  meetpoint: lazy(() => import('./views/meetpoint-main-view')),
  navigation: lazy(() => import('./views/navigation-main-view')),
};

/** Shown over every main view: the live "It's a Match!" modal. */
export const MainOverlay = lazy(() => import('./views/match-modal-host'));
