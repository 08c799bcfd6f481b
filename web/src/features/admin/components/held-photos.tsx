import { ImageOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDecidePhoto, useHeldPhotos } from '../api/held-photos';
import { adminModeration } from '@/locales/admin-moderation';
import { formatDateTime, formatNumber } from '../format';
import { EmptyState, errorToast, InlineLoader, LoadError, SectionTitle } from './shared';

/**
 * Photos the nudity screening held: nobody but their owner sees them until an admin approves
 * (published) or rejects (deleted) them. The image is blurred until the admin chooses to look.
 */
export function HeldPhotos() {
  const photos = useHeldPhotos();
  const decide = useDecidePhoto();
  const t = adminModeration.useT();

  function choose(id: string, decision: 'approve' | 'reject') {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? t('photos.approved') : t('photos.rejected') }),
        onError: (err) => errorToast(err, t('decision.failed')),
      },
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="held-photos-title">
      <SectionTitle>
        <span id="held-photos-title">{t('photos.title')}</span>
      </SectionTitle>
      {photos.isPending ? (
        <InlineLoader label={t('photos.loading')} />
      ) : photos.isError ? (
        <LoadError error={photos.error} say={(reason) => t('photos.loadError', { reason })} />
      ) : photos.data.length === 0 ? (
        <EmptyState icon={ImageOff} title={t('photos.emptyTitle')}>
          {t('photos.emptyBody')}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('photos.title')}>
          {photos.data.map((p) => (
            <li key={p.id}>
              <Card className="flex gap-3 p-3" data-testid="held-photo">
                <details className="group shrink-0">
                  <summary className="cursor-pointer list-none">
                    <img src={p.thumbUrl} alt={t('photos.alt', { name: p.displayName ?? p.email })} className="size-24 rounded-lg object-cover blur-md group-open:blur-none" />
                    <span className="mt-1 block text-center text-xs text-muted-foreground group-open:hidden">{t('photos.show')}</span>
                  </summary>
                </details>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="truncate font-semibold">{p.displayName ?? p.email}</h3>
                  <p className="text-xs text-muted-foreground">{t('photos.meta', { score: formatNumber(Math.round(p.score * 100)), time: formatDateTime(p.heldAt) })}</p>
                  <div className="mt-auto flex gap-2">
                    <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => choose(p.id, 'approve')}>
                      {t('photos.approve')}
                    </Button>
                    <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => choose(p.id, 'reject')}>
                      {t('photos.reject')}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
