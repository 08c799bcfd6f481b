import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LookingForOption } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { computeAge } from '@/lib/age';
import { serverMessage } from '@/lib/api-client';
import { refreshUser } from '@/lib/auth';
import { viewPath } from '@/stores/app-view';
import { createProfile } from '../api/create-profile';
import type { CreateProfileInput } from '../api/schemas';
import { uploadPhoto } from '../api/upload-photo';
import { validateProfile } from '../validation';
import { common } from '@/locales/common';
import { profile } from '@/locales/profile';

export type ProfileDraft = {
  displayName: string;
  dateOfBirth: string;
  bio: string;
  gender: CreateProfileInput['gender'];
  lookingFor: LookingForOption[];
  photo: File | null;
  /** The age check took the birth date: it is not asked again, and the server keeps that one. */
  dobFromAgeCheck?: boolean;
};

/**
 * Validate → POST /api/profile → upload the photo (the profile exists by then) → "Profile created!"
 * → /app on the check-in view. A failed photo upload does not undo the profile; it is reported
 * and can be added again from the profile.
 */
export function useCreateProfileFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function submit(draft: ProfileDraft) {
    const problem = validateProfile(draft.displayName, draft.dateOfBirth, { dobFromAgeCheck: draft.dobFromAgeCheck });
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await createProfile({
        displayName: draft.displayName.trim(),
        ...(draft.dobFromAgeCheck ? {} : { dateOfBirth: draft.dateOfBirth }),
        bio: draft.bio.trim(),
        gender: draft.gender,
        lookingFor: draft.lookingFor,
        photos: [],
        interestTags: [],
        ...(draft.dateOfBirth ? { age: computeAge(draft.dateOfBirth) } : {}),
      });
    } catch (err) {
      setPending(false);
      toast({ title: common.t('error.title'), description: serverMessage(err, profile.t('setup.failed')), variant: 'destructive' });
      return;
    }
    if (draft.photo) {
      try {
        await uploadPhoto(draft.photo);
      } catch {
        toast({ title: profile.t('photos.error'), description: profile.t('setup.photoFailed'), variant: 'destructive' });
      }
    }
    toast({ title: profile.t('setup.created') });
    await refreshUser(queryClient).catch(() => null);
    setPending(false);
    navigate(viewPath('checkin'), { replace: true });
  }

  return { submit, pending };
}
