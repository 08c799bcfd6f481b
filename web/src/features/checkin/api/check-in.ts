import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInRequest, CheckInResponse, CheckOutResult } from '@converge/contracts';
import { installOffer } from '@/device/install';
import { apiJson } from '@/lib/api-client';
import { firstProblemSentence } from '@/lib/error-sentence';
import { checkinKeys } from './keys';

/** POST /api/checkin with exactly one of {latitude, longitude}, {qrCode}, {venueId (+coords)}. */
export async function postCheckIn(body: CheckInRequest): Promise<CheckInResponse> {
  // The same schema the gateway applies: a malformed request never leaves the device. Its code (zod)
  // loads on the first check-in, so a cold /app does not wait for it.
  const { checkInSchema } = await import('./check-in-schema');
  const parsed = checkInSchema.safeParse(body);
  // Its problem as the gateway's 400 would say it, in the person's language (the same issue sentences).
  if (!parsed.success) throw new Error(firstProblemSentence(parsed.error.issues) ?? 'Unable to check in. Please try again.');
  return apiJson<CheckInResponse>('POST', '/api/checkin', parsed.data);
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCheckIn,
    onSuccess: (checkIn) => {
      queryClient.setQueryData(checkinKeys.current(), checkIn);
      installOffer.milestone(); // a first check-in is when "Install app" is worth offering
      // Whatever reads "who is at my venue" (discovery) starts from the new venue.
      void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
    },
  });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CheckOutResult>('DELETE', '/api/checkin'),
    onSettled: () => queryClient.setQueryData(checkinKeys.current(), null),
  });
}
