import { useState, type FormEvent } from 'react';
import { BIO_MAX, DISPLAY_NAME_MAX, INTEREST_TAGS_MAX, type LookingForOption } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import type { Profile } from '@/lib/auth';
import { useUpdateProfile } from '../api/update-profile';
import { interestTagsProblem, parseInterestTags } from '../interest-tags';
import { common } from '@/locales/common';
import { profile as profileText } from '@/locales/profile';
import { LookingForPicker } from './looking-for-picker';
import { PhotoEditor } from './photo-editor';

/**
 * Edit Profile: photos (saved as they change), then name, bio, looking for and interest
 * tags saved together. The interest tags are the ones live discovery's cards and ice breakers use.
 */
export function ProfileEditor({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const t = profileText.useT();
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [lookingFor, setLookingFor] = useState<LookingForOption[]>(profile.lookingFor);
  const [tags, setTags] = useState((profile.interestTags ?? []).join(', '));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const interestTags = parseInterestTags(tags);
    const problem = !displayName.trim() ? t('editor.nameMissing') : interestTagsProblem(interestTags);
    if (problem) {
      toast({ title: common.t('error.title'), description: problem, variant: 'destructive' });
      return;
    }
    try {
      await update.mutateAsync({ displayName: displayName.trim(), bio: bio.trim(), lookingFor, interestTags });
      toast({ title: t('editor.saved') });
      onDone();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, t('editor.failed')), variant: 'destructive' });
    }
  }

  return (
    <Card className="flex flex-col gap-5 p-4">
      <h2 className="text-lg font-semibold">{t('editor.title')}</h2>
      <PhotoEditor photos={profile.photos} />
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="edit-name" label={t('editor.name')}>
          <Input id="edit-name" dir="auto" value={displayName} maxLength={DISPLAY_NAME_MAX} onChange={(e) => setDisplayName(e.target.value)} autoComplete="given-name" />
        </FormField>
        <FormField id="edit-bio" label={t('editor.bio')} hint={`${bio.length}/${BIO_MAX}`}>
          <Textarea id="edit-bio" dir="auto" value={bio} maxLength={BIO_MAX} rows={3} onChange={(e) => setBio(e.target.value)} aria-describedby="edit-bio-hint" />
        </FormField>
        <LookingForPicker value={lookingFor} onChange={setLookingFor} />
        <FormField id="edit-tags" label={t('editor.tags')} hint={t('editor.tags.hint', { max: INTEREST_TAGS_MAX })}>
          <Input id="edit-tags" value={tags} onChange={(e) => setTags(e.target.value)} placeholder={t('editor.tags.placeholder')} aria-describedby="edit-tags-hint" />
        </FormField>
        <div className="flex gap-2">
          <Button type="button" variant="outline" className="flex-1" onClick={onDone}>
            {common.t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" disabled={update.isPending}>
            {update.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
