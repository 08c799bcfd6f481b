import { useEffect } from 'react';
import { useAfterFirstScreen } from './after-first-screen';

/**
 * The schemas a form is checked with before it is sent (the server's own, libs/contracts/src/forms/*),
 * loaded apart from the screen: they and zod were about a fifth of a chat's first load, and a phone ran
 * them before it could show the conversation. One loader per form, so warming the chat's does not fetch
 * the report's (whose schema lives with the safety screen's code). A failed load (offline) is tried again
 * next time.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const chatFormSchemas = loadOnce(() => import('@converge/contracts/forms/chat'));
export const liveFormSchemas = loadOnce(() => import('@converge/contracts/forms/live'));
export const reportFormSchemas = loadOnce(() => import('@converge/contracts/forms/report'));

/** Loads a form's schemas once the first screen is up and the phone is idle, so the first send does not wait. */
export function useFormSchemasSoon(load: () => Promise<unknown>): void {
  const idle = useAfterFirstScreen();
  useEffect(() => {
    if (idle) load().catch(() => undefined);
  }, [idle, load]);
}
