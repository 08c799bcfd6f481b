import type { ModerationCategory } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CATEGORY_WORDS } from '@/lib/moderation';
import { useLanguage } from '@/lib/i18n';
import { chat } from '@/locales/chat';

/**
 * "Are you sure? This may be hurtful": shown when the server answered 422 MESSAGE_FLAGGED. Edit keeps
 * the text in the composer; Send anyway sends it again with `confirmed: true` (the recipient then
 * sees "Does this bother you?" under it). Used by chat, message requests and like notes.
 */
export function AreYouSureDialog({
  categories,
  onEdit,
  onSendAnyway,
  pending = false,
}: {
  /** null: closed. */
  categories: ModerationCategory[] | null;
  onEdit: () => void;
  onSendAnyway: () => void;
  pending?: boolean;
}) {
  const t = chat.useT();
  const language = useLanguage();
  const words = (categories ?? []).filter((c) => c in CATEGORY_WORDS).map((c) => t(`category.${c}`));
  return (
    <Dialog open={categories !== null} onOpenChange={(open) => (!open && !pending ? onEdit() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sure.title')}</DialogTitle>
          <DialogDescription>{words.length > 0 ? t('sure.textWords', { words: new Intl.ListFormat(language, { type: 'conjunction' }).format(words) }) : t('sure.text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={pending}>
            {t('sure.edit')}
          </Button>
          <Button variant="destructive" onClick={onSendAnyway} disabled={pending}>
            {pending ? t('sending') : t('sure.sendAnyway')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
