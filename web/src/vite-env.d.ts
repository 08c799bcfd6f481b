/// <reference types="vite/client" />

// tailwind-merge's configuration for the class groups the app uses, written at build time (build/tailwind-merge-subset.ts).
declare module 'virtual:tailwind-merge-subset' {
  export const getConfig: () => import('tailwind-merge').Config<string, string>;
}
