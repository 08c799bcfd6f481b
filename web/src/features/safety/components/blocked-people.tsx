import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useBlocks, useUnblock } from '../api/blocks';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The people I blocked, with Unblock (they do not re-match on their own). */
export function BlockedPeople() {
  const blocks = useBlocks();
  const unblock = useUnblock();
  const list = blocks.data ?? [];

  async function onUnblock(userId: string, name: string) {
    try {
      await unblock.mutateAsync(userId);
      toast({ title: 'User unblocked', description: `${name} can see you again at venues. You won't be matched automatically.` });
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to unblock user'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Blocked people
      </h2>
      <Card className="overflow-hidden">
        {blocks.isPending ? (
          <Spinner label="Loading..." className="py-6" />
        ) : blocks.isError ? (
          <LoadFailed compact message="Unable to load the people you blocked." onRetry={() => void blocks.refetch()} />
        ) : list.length === 0 ? (
          <div className="flex items-center gap-3 px-4 py-4">
            <Ban className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">You haven&apos;t blocked anyone.</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Blocked people">
            {list.map((b) => (
              <li key={b.userId} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">{b.displayName}</p>
                  <p className="text-xs text-muted-foreground">Blocked {dateFormat.format(new Date(b.blockedAt))}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Unblock ${b.displayName}`}
                  disabled={unblock.isPending && unblock.variables === b.userId}
                  onClick={() => void onUnblock(b.userId, b.displayName)}
                >
                  {unblock.isPending && unblock.variables === b.userId ? 'Unblocking...' : 'Unblock'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
