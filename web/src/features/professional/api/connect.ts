import { useMutation } from '@tanstack/react-query';

/** Spec §4 "Professional connect": waits 0.5 s and reports success, with no real call. */
export const CONNECT_DELAY_MS = 500;

export function sendConnectRequest(userId: string): Promise<{ userId: string }> {
  return new Promise((resolve) => setTimeout(() => resolve({ userId }), CONNECT_DELAY_MS));
}

export function useConnectRequest() {
  return useMutation({ mutationFn: sendConnectRequest });
}
