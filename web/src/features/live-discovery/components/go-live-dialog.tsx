import { useEffect, useId, useState } from 'react';
import { LIVE_ACTIVITIES, LIVE_LOOKING_FOR, LIVE_MOODS, LIVE_STATUS_MAX_LENGTH, type LiveActivity, type LiveMood, type MyLiveStatus } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { live } from '@/locales/live';
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
  const t = live.useT();
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
          <DialogTitle>{t('sheet.title')}</DialogTitle>
          <DialogDescription>{t('sheet.description')}</DialogDescription>
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
            <legend className="mb-2 text-sm font-semibold">{t('sheet.activity')}</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_ACTIVITIES.map((a) => (
                <Chip key={a} pressed={activity === a} onClick={() => setActivity(a)}>
                  {t(`activity.${a}`)}
                </Chip>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">{t('sheet.mood')}</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_MOODS.map((m) => (
                <Chip key={m} pressed={mood === m} onClick={() => setMood(m)}>
                  {t(`mood.${m}`)}
                </Chip>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-status`}>{t('sheet.status')}</Label>
            <Textarea
              id={`${ids}-status`}
              className="min-h-20"
              value={status}
              placeholder={t('sheet.status.placeholder')}
              aria-invalid={statusTooLong || undefined}
              aria-describedby={`${ids}-status-count`}
              onChange={(e) => setStatus(e.target.value)}
            />
            <p id={`${ids}-status-count`} className={statusTooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {t('sheet.status.count', { length: status.trim().length, max: LIVE_STATUS_MAX_LENGTH })}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-tags`}>{t('sheet.interests')}</Label>
            <Input
              id={`${ids}-tags`}
              value={tagText}
              placeholder={t('sheet.interests.placeholder')}
              aria-invalid={tagError ? true : undefined}
              aria-describedby={`${ids}-tags-hint`}
              onChange={(e) => setTagText(e.target.value)}
            />
            <p id={`${ids}-tags-hint`} className={tagError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {tagError ?? t('sheet.interests.hint')}
            </p>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">{t('sheet.lookingFor')}</legend>
            <div className="flex flex-wrap gap-2">
              {LIVE_LOOKING_FOR.map((choice) => (
                <Chip key={choice} pressed={lookingFor.includes(choice)} onClick={() => setLookingFor((current) => toggleLookingFor(current, choice))}>
                  {t(`lookingFor.${choice}`)}
                </Chip>
              ))}
            </div>
          </fieldset>
          <Button type="submit" size="lg" disabled={pending || Boolean(tagError) || statusTooLong}>
            {t(pending ? 'sheet.going' : initial?.live ? 'sheet.update' : 'sheet.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
