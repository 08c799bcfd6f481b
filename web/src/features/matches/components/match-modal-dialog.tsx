import * as Dialog from '@radix-ui/react-dialog';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFocusReturn } from '@/components/ui/dialog';
import { installOffer } from '@/device/install';
import { appView } from '@/stores/app-view';
import { matchState, partnerOf, type Match } from '@/stores/active-match';
import { Avatar } from './avatar';
import { matches } from '@/locales/matches';

/** Spec "Match modal": both photos, Choose Where to Meet (→ meetpoint) and Maybe Later. Shown live to both. */
export default function MatchModalDialog({ modalMatch }: { modalMatch: Match }) {
  const t = matches.useT();
  const focusReturn = useFocusReturn();
  const me = modalMatch.userA.id === modalMatch.currentUserId ? modalMatch.userA : modalMatch.userB;
  const partner = partnerOf(modalMatch);
  // After a first match, once the modal is closed, "Install app" is worth offering.
  const close = () => {
    matchState.closeModal();
    installOffer.milestone();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 motion-safe:animate-in motion-safe:fade-in" />
        <Dialog.Content {...focusReturn} className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-card p-6 text-center shadow-xl">
          <Heart className="mx-auto size-10 fill-primary text-primary" aria-hidden />
          <Dialog.Title className="mt-2 text-2xl font-bold">{t('modal.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {modalMatch.venue.name ? t('modal.textAt', { name: partner.profile.displayName, venue: modalMatch.venue.name }) : t('modal.text', { name: partner.profile.displayName })}
          </Dialog.Description>
          <div className="my-6 flex items-center justify-center -space-x-4 rtl:space-x-reverse">
            <Avatar photos={me.profile.photos} name={me.profile.displayName} className="size-24 ring-4 ring-card" />
            <Avatar photos={partner.profile.photos} name={partner.profile.displayName} className="size-24 ring-4 ring-card" />
          </div>
          <div className="flex flex-col gap-2">
            <Button
              size="lg"
              onClick={() => {
                matchState.setActiveMatch(modalMatch);
                close();
                appView.setView('meetpoint');
              }}
            >
              {t('modal.meet')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('modal.later')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
