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

/** A birth date as people read it ("20 May 1994"). */
function readableDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function ProfileSetupForm({ user }: { user: User | null }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState(user?.firstName ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(() => readVerifiedDob() ?? '');
  const [bio, setBio] = useState('');
  const [gender, setGender] = useState<CreateProfileInput['gender']>(null);
  const [lookingFor, setLookingFor] = useState<LookingForOption[]>(['Everyone']);
  const { submit, pending } = useCreateProfileFlow();

  // The age check took the birth date: the profile keeps it, and it is not asked again.
  const dobFromAgeCheck = Boolean(user?.ageVerified);
  const draft = { displayName, dateOfBirth, bio, gender, lookingFor, photo, dobFromAgeCheck };
  // Skip is for the rest: the first name is the one thing needed, and it is never made up (from the
  // email address, say: strangers would read it).
  const skip = () => void submit(draft);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(draft);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <PhotoPicker file={photo} onChange={setPhoto} />
      <FormField id="displayName" label="First name" hint="The name people see. Everything else can wait: Skip for now.">
        <Input
          id="displayName"
          autoComplete="given-name"
          required
          maxLength={DISPLAY_NAME_MAX}
          placeholder="What should people call you?"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          aria-describedby="displayName-hint"
        />
      </FormField>
      {dobFromAgeCheck ? (
        <p className="-mt-2 text-sm text-muted-foreground" data-testid="dob-from-age-check">
          {dateOfBirth ? (
            <>
              Date of birth: <span className="font-medium text-foreground">{readableDate(dateOfBirth)}</span>, from your age check.
            </>
          ) : (
            'Your date of birth was confirmed by your age check.'
          )}
        </p>
      ) : (
        <FormField id="profile-dob" label="Date of birth">
          <DateOfBirthInput id="profile-dob" value={dateOfBirth} onValueChange={setDateOfBirth} />
        </FormField>
      )}
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
