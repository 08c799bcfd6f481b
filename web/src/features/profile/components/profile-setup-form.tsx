import { useState, type FormEvent } from 'react';
import type { LookingForOption } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { User } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import { readVerifiedDob } from '@/lib/verified-dob';
import { profile } from '@/locales/profile';
import { BIO_MAX, DISPLAY_NAME_MAX, type CreateProfileInput } from '../api/schemas';
import { useCreateProfileFlow } from '../hooks/use-create-profile-flow';
import { GenderPicker } from './gender-picker';
import { LookingForPicker } from './looking-for-picker';
import { PhotoPicker } from './photo-picker';

/** A birth date as people read it in `language` ("20 May 1994"; English is written day first, as in Britain). */
function readableDate(iso: string, language: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const locale = language === 'en' ? 'en-GB' : language;
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function ProfileSetupForm({ user }: { user: User | null }) {
  const t = profile.useT();
  const language = useLanguage();
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
  // The date is bold inside the sentence: the message is split where its {date} goes.
  const dobSentence = t('setup.dob.fromCheck', { date: '\u0001' }).split('\u0001');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(draft);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <PhotoPicker file={photo} onChange={setPhoto} />
      <FormField id="displayName" label={t('setup.firstName')} hint={t('setup.firstName.hint')}>
        <Input
          id="displayName"
          autoComplete="given-name"
          required
          maxLength={DISPLAY_NAME_MAX}
          placeholder={t('setup.firstName.placeholder')}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          aria-describedby="displayName-hint"
        />
      </FormField>
      {dobFromAgeCheck ? (
        <p className="-mt-2 text-sm text-muted-foreground" data-testid="dob-from-age-check">
          {dateOfBirth ? (
            <>
              {dobSentence[0]}
              <span className="font-medium text-foreground">{readableDate(dateOfBirth, language)}</span>
              {dobSentence[1]}
            </>
          ) : (
            t('setup.dob.confirmed')
          )}
        </p>
      ) : (
        <FormField id="profile-dob" label={t('setup.dob')}>
          <DateOfBirthInput id="profile-dob" value={dateOfBirth} onValueChange={setDateOfBirth} />
        </FormField>
      )}
      <FormField id="bio" label={t('setup.bio')} hint={`${bio.length}/${BIO_MAX}`}>
        <Textarea id="bio" maxLength={BIO_MAX} placeholder={t('setup.bio.placeholder')} value={bio} onChange={(e) => setBio(e.target.value)} aria-describedby="bio-hint" />
      </FormField>
      <GenderPicker value={gender} onChange={setGender} />
      <LookingForPicker value={lookingFor} onChange={setLookingFor} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('setup.creating') : t('setup.continue')}
      </Button>
      <Button variant="ghost" disabled={pending} onClick={skip} className="-mt-3 w-full text-muted-foreground">
        {t('setup.skip')}
      </Button>
    </form>
  );
}
