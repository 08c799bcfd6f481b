import { useEffect } from 'react';
import { useAfterFirstScreen } from './after-first-screen';

type FormSchemas = typeof import('@converge/contracts/forms');

let loading: Promise<FormSchemas> | undefined;

/**
 * The schemas a form is checked with before it is sent (the server's own, libs/contracts/src/forms.ts),
 * loaded apart from the screen: they and zod are about a fifth of a chat's first load, and a phone ran them
 * before it could show the conversation. A failed load (offline) is tried again next time.
 */
export function formSchemas(): Promise<FormSchemas> {
  loading ??= import('@converge/contracts/forms').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads them once the first screen is up and the phone is idle, so the first send does not wait for them. */
export function useFormSchemasSoon(): void {
  const idle = useAfterFirstScreen();
  useEffect(() => {
    if (idle) formSchemas().catch(() => undefined);
  }, [idle]);
}
