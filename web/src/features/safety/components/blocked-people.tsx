import { Ban } from 'lucide-react';
import type { BlockedUserDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useBlocks, useUnblock } from '../api/blocks';
import { useLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safety } from '@/locales/safety';

const blockedOn = (iso: string, language: string) => new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' });

/** The people I blocked, with Unblock (they do not re-match on their own). */
export function BlockedPeople() {
  const t = safety.useT();
  const language = useLanguage();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const list = blocks.data ?? [];
  // A name identity could not say comes as an English stand-in: say ours instead (an older server sends no flag).
  const nameOf = (b: BlockedUserDto) => (b.nameKnown === false ? t('blocked.unknownName') : b.displayName);

  async function onUnblock(userId: string, name: string) {
    try {
      await unblock.mutateAsync(userId);
      toast({ title: safety.t('blocked.unblocked'), description: safety.t('blocked.unblocked.message', { name }) });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safety.t('blocked.unblockFailed')), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('blocked.heading')}
      </h2>
      <Card className="overflow-hidden">
        {blocks.isPending ? (
          <Spinner label={common.t('loading')} className="py-6" />
        ) : blocks.isError ? (
          <LoadFailed compact message={t('blocked.loadFailed')} onRetry={() => void blocks.refetch()} />
        ) : list.length === 0 ? (
          <div className="flex items-center gap-3 px-4 py-4">
            <Ban className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{t('blocked.none')}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('blocked.heading')}>
            {list.map((b) => (
              <li key={b.userId} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">{nameOf(b)}</p>
                  <p className="text-xs text-muted-foreground">{t('blocked.since', { date: blockedOn(b.blockedAt, language) })}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('blocked.unblockName', { name: nameOf(b) })}
                  disabled={unblock.isPending && unblock.variables === b.userId}
                  onClick={() => void onUnblock(b.userId, nameOf(b))}
                >
                  {unblock.isPending && unblock.variables === b.userId ? t('blocked.unblocking') : t('blocked.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
