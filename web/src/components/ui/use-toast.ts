import { useSyncExternalStore } from 'react';

/**
 * The notification queue: one toast at a time — a new one replaces the current one —
 * and a dismissed toast is removed from memory after 1,000,000 ms (it stays mounted while its
 * close animation runs; the long delay is the spec's number).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';
/** keepAcrossPages: an error that is about the account, not the page (a suspension), stays after navigating. */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; keepAcrossPages?: boolean };
export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(
    toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

/**
 * A new page: error toasts belong to the page they were about (a refused form) and must not sit
 * over the next page's form. Confirmations ("Age verified") may follow the person.
 */
export function dismissErrorToasts() {
  for (const t of toasts) if (t.open && t.variant === 'destructive' && !t.keepAcrossPages) dismissToast(t.id);
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  removalTimers.forEach((t) => clearTimeout(t));
  removalTimers.clear();
  emit([]);
}
