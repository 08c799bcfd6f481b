import { EyeOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { HIDDEN_WORDS_MAX, hiddenWordsInputSchema } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { firstProblemSentence } from '@/lib/error-sentence';
import { useHiddenWords, useSaveHiddenWords } from '../api/hidden-words';
import { useLanguage } from '@/lib/i18n';
import { safety } from '@/locales/safety';

/** One entry per line or comma; blank entries dropped. */
const entriesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * Hidden Words in the Safety Center: words, phrases or emoji I never want to see in a message request.
 * A request containing one goes to a Hidden folder without a notification; I can still open it.
 */
export function HiddenWords() {
  const t = safety.useT();
  const language = useLanguage();
  const id = useId();
  const saved = useHiddenWords();
  const save = useSaveHiddenWords();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (saved.data) setText(saved.data.words.join('\n'));
  }, [saved.data]);
  const entries = entriesOf(text);

  async function onSave(event: React.FormEvent) {
    event.preventDefault();
    const parsed = hiddenWordsInputSchema.safeParse({ words: entries });
    // The schema's problem as the server's 400 would say it (the same issue sentences).
    if (!parsed.success) return setError(firstProblemSentence(parsed.error.issues) ?? null);
    setError(null);
    try {
      const result = await save.mutateAsync(parsed.data.words);
      toast({ title: safety.t('hidden.saved'), description: result.words.length ? safety.t('hidden.saved.count', { count: result.words.length }) : safety.t('hidden.saved.none') });
    } catch (err) {
      setError(serverMessage(err, safety.t('hidden.saveFailed')));
    }
  }

  return (
    <section aria-labelledby="hidden-words-heading">
      <h2 id="hidden-words-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('hidden.heading')}
      </h2>
      <Card className="overflow-hidden">
        <div className="flex items-start gap-3 border-b px-4 py-3">
          <EyeOff className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p className="text-xs text-muted-foreground">{t('hidden.explain')}</p>
        </div>
        {saved.isPending ? (
          <Spinner label={t('hidden.loading')} className="py-6" />
        ) : saved.isError ? (
          <LoadFailed compact message={t('hidden.loadFailed')} onRetry={() => void saved.refetch()} />
        ) : (
          <form className="flex flex-col gap-2 px-4 py-4" onSubmit={(e) => void onSave(e)} aria-label={t('hidden.heading')} noValidate>
            <Label htmlFor={`${id}-words`}>{t('hidden.field')}</Label>
            <Textarea id={`${id}-words`} value={text} onChange={(e) => setText(e.target.value)} rows={4} placeholder={t('hidden.placeholder')} />
            <p className="text-xs text-muted-foreground">
              {entries.length.toLocaleString(language)} / {HIDDEN_WORDS_MAX.toLocaleString(language)}
            </p>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('hidden.saving') : t('hidden.save')}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
