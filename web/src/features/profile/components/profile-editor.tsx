import { useState, type FormEvent } from 'react';
import { BIO_MAX, DISPLAY_NAME_MAX, type LookingForOption } from '@converge/contracts';
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
import { LookingForPicker } from './looking-for-picker';
import { PhotoEditor } from './photo-editor';

/**
 * Edit Profile: photos (saved as they change), then name, bio, looking for and interest
 * tags saved together. The interest tags are the ones live discovery's cards and ice breakers use.
 */
export function ProfileEditor({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [lookingFor, setLookingFor] = useState<LookingForOption[]>(profile.lookingFor);
  const [tags, setTags] = useState((profile.interestTags ?? []).join(', '));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const interestTags = parseInterestTags(tags);
    const problem = !displayName.trim() ? 'Please fill in your name' : interestTagsProblem(interestTags);
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await update.mutateAsync({ displayName: displayName.trim(), bio: bio.trim(), lookingFor, interestTags });
      toast({ title: 'Profile updated' });
      onDone();
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to update profile'), variant: 'destructive' });
    }
  }

  return (
    <Card className="flex flex-col gap-5 p-4">
      <h2 className="text-lg font-semibold">Edit Profile</h2>
      <PhotoEditor photos={profile.photos} />
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="edit-name" label="Name">
          <Input id="edit-name" value={displayName} maxLength={DISPLAY_NAME_MAX} onChange={(e) => setDisplayName(e.target.value)} autoComplete="given-name" />
        </FormField>
        <FormField id="edit-bio" label="Bio" hint={`${bio.length}/${BIO_MAX}`}>
          <Textarea id="edit-bio" value={bio} maxLength={BIO_MAX} rows={3} onChange={(e) => setBio(e.target.value)} aria-describedby="edit-bio-hint" />
        </FormField>
        <LookingForPicker value={lookingFor} onChange={setLookingFor} />
        <FormField id="edit-tags" label="Interest tags" hint="Separated by commas, up to 10. Shown when you go live and used for ice breakers.">
          <Input id="edit-tags" value={tags} onChange={(e) => setTags(e.target.value)} placeholder="jazz, coffee, hiking" aria-describedby="edit-tags-hint" />
        </FormField>
        <div className="flex gap-2">
          <Button type="button" variant="outline" className="flex-1" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" className="flex-1" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
