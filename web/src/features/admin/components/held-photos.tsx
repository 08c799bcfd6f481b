import { ImageOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDecidePhoto, useHeldPhotos } from '../api/held-photos';
import { EmptyState, errorToast, formatDateTime, InlineLoader, LoadError, SectionTitle } from './shared';

/**
 * Photos the nudity screening held: nobody but their owner sees them until an admin approves
 * (published) or rejects (deleted) them. The image is blurred until the admin chooses to look.
 */
export function HeldPhotos() {
  const photos = useHeldPhotos();
  const decide = useDecidePhoto();

  function choose(id: string, decision: 'approve' | 'reject') {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? 'Photo approved' : 'Photo rejected' }),
        onError: (err) => errorToast(err, 'Failed to apply the decision'),
      },
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="held-photos-title">
      <SectionTitle>
        <span id="held-photos-title">Photos under review</span>
      </SectionTitle>
      {photos.isPending ? (
        <InlineLoader label="Loading photos..." />
      ) : photos.isError ? (
        <LoadError error={photos.error} what="held photos" />
      ) : photos.data.length === 0 ? (
        <EmptyState icon={ImageOff} title="No photos under review">
          Photos the automatic check holds show up here.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Photos under review">
          {photos.data.map((p) => (
            <li key={p.id}>
              <Card className="flex gap-3 p-3" data-testid="held-photo">
                <details className="group shrink-0">
                  <summary className="cursor-pointer list-none">
                    <img src={p.thumbUrl} alt={`Held photo of ${p.displayName ?? p.email}`} className="size-24 rounded-lg object-cover blur-md group-open:blur-none" />
                    <span className="mt-1 block text-center text-xs text-muted-foreground group-open:hidden">Show</span>
                  </summary>
                </details>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="truncate font-semibold">{p.displayName ?? p.email}</h3>
                  <p className="text-xs text-muted-foreground">
                    Score {Math.round(p.score * 100)}% · held {formatDateTime(p.heldAt)}
                  </p>
                  <div className="mt-auto flex gap-2">
                    <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => choose(p.id, 'approve')}>
                      Approve
                    </Button>
                    <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => choose(p.id, 'reject')}>
                      Reject
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
