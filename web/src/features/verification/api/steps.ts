import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeSentResponse, LivenessChallenge, LivenessChallengeSet, PhotoChallenge, SocialChallenge, VerificationStartResponse, VerificationStatus } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { verificationKeys } from './keys';

/** One mutation per step call; a status answer replaces the cached status. */
function useStepMutation<TIn, TOut>(call: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'verificationLevel' in data) client.setQueryData(verificationKeys.status(), data as unknown as VerificationStatus);
      else void client.invalidateQueries({ queryKey: verificationKeys.status() });
    },
  });
}

export const useStartVerification = () => useStepMutation((targetLevel: 'enhanced' | 'ultra') => apiJson<VerificationStartResponse>('POST', '/api/verification/start', { targetLevel }));

export const useSendEmailCode = () => useStepMutation((_: void) => apiJson<CodeSentResponse>('POST', '/api/verification/email'));
export const useConfirmEmail = () => useStepMutation((code: string) => apiJson<VerificationStatus>('POST', '/api/verification/email/confirm', { code }));
export const useSendPhoneCode = () => useStepMutation((phoneNumber: string) => apiJson<CodeSentResponse>('POST', '/api/verification/phone', { phoneNumber }));
export const useConfirmPhone = () => useStepMutation((code: string) => apiJson<VerificationStatus>('POST', '/api/verification/phone/confirm', { code }));

export const usePhotoChallenge = () => useStepMutation((_: void) => apiJson<PhotoChallenge>('POST', '/api/verification/photo/challenge'));
export const useSubmitPhoto = () =>
  useStepMutation((photo: Blob) => {
    const form = new FormData();
    form.append('photo', photo, 'selfie.jpg');
    return apiJson<VerificationStatus>('POST', '/api/verification/photo', form);
  });

export const useSubmitDocument = () =>
  useStepMutation(({ documentType, image }: { documentType: string; image: Blob }) => {
    const form = new FormData();
    form.append('documentType', documentType);
    form.append('documentImage', image, 'document.jpg');
    return apiJson<VerificationStatus>('POST', '/api/verification/document', form);
  });

export const useLivenessChallenge = () => useStepMutation((_: void) => apiJson<LivenessChallengeSet>('POST', '/api/verification/liveness/challenge'));
export const useSubmitLiveness = () =>
  useStepMutation(({ challenges, frames }: { challenges: LivenessChallenge[]; frames: Record<string, Blob[]> }) => {
    const form = new FormData();
    form.append('challenges', challenges.join(','));
    for (const c of challenges) (frames[c] ?? []).forEach((blob, i) => form.append(`frame_${c}`, blob, `${c}-${i}.jpg`));
    return apiJson<VerificationStatus>('POST', '/api/verification/liveness', form);
  });

export const useStartSocial = () => useStepMutation((profileUrl: string) => apiJson<SocialChallenge>('POST', '/api/verification/social', { profileUrl }));
export const useSubmitSocial = () => useStepMutation((_: void) => apiJson<VerificationStatus>('POST', '/api/verification/social/confirm'));
