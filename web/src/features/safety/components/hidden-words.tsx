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
import { useHiddenWords, useSaveHiddenWords } from '../api/hidden-words';

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
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check your hidden words.');
    setError(null);
    try {
      const result = await save.mutateAsync(parsed.data.words);
      toast({ title: 'Hidden words saved', description: result.words.length ? `${result.words.length} hidden.` : 'Nothing is hidden.' });
    } catch (err) {
      setError(serverMessage(err, 'Could not save your hidden words. Please try again.'));
    }
  }

  return (
    <section aria-labelledby="hidden-words-heading">
      <h2 id="hidden-words-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Hidden words
      </h2>
      <Card className="overflow-hidden">
        <div className="flex items-start gap-3 border-b px-4 py-3">
          <EyeOff className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p className="text-xs text-muted-foreground">
            Words, phrases or emoji you never want to see in a message request. A request that contains one goes to a Hidden folder instead — you are not notified, and you can still open it
            on purpose. Capital letters and accents don&apos;t matter; only whole words count (hiding &ldquo;hot&rdquo; leaves &ldquo;photo&rdquo; alone).
          </p>
        </div>
        {saved.isPending ? (
          <Spinner label="Loading hidden words..." className="py-6" />
        ) : saved.isError ? (
          <LoadFailed compact message="Unable to load your hidden words." onRetry={() => void saved.refetch()} />
        ) : (
          <form className="flex flex-col gap-2 px-4 py-4" onSubmit={(e) => void onSave(e)} aria-label="Hidden words" noValidate>
            <Label htmlFor={`${id}-words`}>One per line, or separated by commas</Label>
            <Textarea id={`${id}-words`} value={text} onChange={(e) => setText(e.target.value)} rows={4} placeholder={'e.g. money\ncrypto\n🍆'} />
            <p className="text-xs text-muted-foreground">
              {entries.length.toLocaleString()} / {HIDDEN_WORDS_MAX.toLocaleString()}
            </p>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save hidden words'}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
