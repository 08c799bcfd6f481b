import { useState, type FormEvent } from 'react';
import type { LookingForOption } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { User } from '@/lib/auth';
import { readVerifiedDob } from '@/lib/verified-dob';
import { BIO_MAX, DISPLAY_NAME_MAX, type CreateProfileInput } from '../api/schemas';
import { useCreateProfileFlow } from '../hooks/use-create-profile-flow';
import { GenderPicker } from './gender-picker';
import { LookingForPicker } from './looking-for-picker';
import { PhotoPicker } from './photo-picker';

/** A sensible display name for "Skip": the first name, else the part of the email before "@". */
function fallbackName(user: User | null): string {
  const fromEmail = user?.email.split('@')[0]?.replace(/[._-]+/g, ' ').trim() ?? '';
  return (user?.firstName || fromEmail).slice(0, DISPLAY_NAME_MAX);
}

export function ProfileSetupForm({ user }: { user: User | null }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState(user?.firstName ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(() => readVerifiedDob() ?? '');
  const [bio, setBio] = useState('');
  const [gender, setGender] = useState<CreateProfileInput['gender']>(null);
  const [lookingFor, setLookingFor] = useState<LookingForOption[]>(['Everyone']);
  const { submit, pending } = useCreateProfileFlow();

  const draft = { displayName, dateOfBirth, bio, gender, lookingFor, photo };
  // Skip keeps what was typed and fills the name in, so the person lands in the app at once;
  // the birth date from the age gate is already filled, so usually nothing else is needed.
  const skip = () => void submit({ ...draft, displayName: displayName.trim() || fallbackName(user) });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(draft);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <PhotoPicker file={photo} onChange={setPhoto} />
      <FormField id="displayName" label="Name">
        <Input
          id="displayName"
          autoComplete="given-name"
          maxLength={DISPLAY_NAME_MAX}
          placeholder="What should people call you?"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
      </FormField>
      <FormField id="profile-dob" label="Date of birth">
        <DateOfBirthInput id="profile-dob" value={dateOfBirth} onValueChange={setDateOfBirth} />
      </FormField>
      <FormField id="bio" label="Bio" hint={`${bio.length}/${BIO_MAX}`}>
        <Textarea
          id="bio"
          maxLength={BIO_MAX}
          placeholder="A line or two about you — what you're into, what you're here for."
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          aria-describedby="bio-hint"
        />
      </FormField>
      <GenderPicker value={gender} onChange={setGender} />
      <LookingForPicker value={lookingFor} onChange={setLookingFor} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Creating Profile...' : 'Continue to Converge'}
      </Button>
      <Button variant="ghost" disabled={pending} onClick={skip} className="-mt-3 w-full text-muted-foreground">
        Skip for now
      </Button>
    </form>
  );
}
