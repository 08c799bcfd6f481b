import { useEffect, useId, useState } from 'react';
import {
  ACTIVITY_LABELS,
  LIVE_ACTIVITIES,
  LIVE_LOOKING_FOR,
  LIVE_MOODS,
  LIVE_STATUS_MAX_LENGTH,
  MOOD_LABELS,
  type LiveActivity,
  type LiveMood,
  type MyLiveStatus,
} from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Chip } from './chip';
import { parseTags, tagsProblem, toggleLookingFor } from './tags';

export interface GoLiveValues {
  currentActivity: LiveActivity;
  currentMood: LiveMood;
  statusMessage: string;
  interestTags: string[];
  lookingFor: string[];
}

/** The "Go live" sheet: activity, mood, status, tags and who one is looking for right now. */
export function GoLiveDialog({
  open,
  onOpenChange,
  initial,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MyLiveStatus | undefined;
  pending: boolean;
  onSubmit: (values: GoLiveValues) => void;
}) {
  const ids = useId();
  const [activity, setActivity] = useState<LiveActivity>('socializing');
  const [mood, setMood] = useState<LiveMood>('open_to_chat');
  const [status, setStatus] = useState('');
  const [tagText, setTagText] = useState('');
  const [lookingFor, setLookingFor] = useState<string[]>(['Everyone']);

  useEffect(() => {
    if (!open) return;
    setActivity(initial?.currentActivity ?? 'socializing');
    setMood(initial?.currentMood ?? 'open_to_chat');
    setStatus(initial?.statusMessage ?? '');
    setTagText((initial?.interestTags ?? []).join(', '));
    setLookingFor(initial?.lookingFor?.length ? initial.lookingFor : ['Everyone']);
  }, [open, initial]);

  const tags = parseTags(tagText);
  const tagError = tagsProblem(tags);
  const statusTooLong = status.trim().length > LIVE_STATUS_MAX_LENGTH;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Go live</DialogTitle>
          <DialogDescription>People within your distance see what you are up to — never your exact location.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (tagError || statusTooLong) return;
            onSubmit({ currentActivity: activity, currentMood: mood, statusMessage: status.trim(), interestTags: tags, lookingFor });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Activity</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_ACTIVITIES.map((a) => (
                <Chip key={a} pressed={activity === a} onClick={() => setActivity(a)}>
                  {ACTIVITY_LABELS[a]}
                </Chip>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Mood</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_MOODS.map((m) => (
                <Chip key={m} pressed={mood === m} onClick={() => setMood(m)}>
                  {MOOD_LABELS[m]}
                </Chip>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <Textarea
              id={`${ids}-status`}
              className="min-h-20"
              value={status}
              placeholder="Grabbing a flat white — happy to chat"
              aria-invalid={statusTooLong || undefined}
              aria-describedby={`${ids}-status-count`}
              onChange={(e) => setStatus(e.target.value)}
            />
            <p id={`${ids}-status-count`} className={statusTooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {status.trim().length}/{LIVE_STATUS_MAX_LENGTH}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-tags`}>Interests</Label>
            <Input
              id={`${ids}-tags`}
              value={tagText}
              placeholder="jazz, hiking, design"
              aria-invalid={tagError ? true : undefined}
              aria-describedby={`${ids}-tags-hint`}
              onChange={(e) => setTagText(e.target.value)}
            />
            <p id={`${ids}-tags-hint`} className={tagError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {tagError ?? 'Separate with commas — up to 10. Shared interests make better ice breakers.'}
            </p>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Looking for</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_LOOKING_FOR.map((choice) => (
                <Chip key={choice} pressed={lookingFor.includes(choice)} onClick={() => setLookingFor((current) => toggleLookingFor(current, choice))}>
                  {choice}
                </Chip>
              ))}
            </div>
          </fieldset>
          <Button type="submit" size="lg" disabled={pending || Boolean(tagError) || statusTooLong}>
            {pending ? 'Going live...' : initial?.live ? 'Update status' : 'Go live'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
