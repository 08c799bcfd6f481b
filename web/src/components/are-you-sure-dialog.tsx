import type { ModerationCategory } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CATEGORY_WORDS } from '@/lib/moderation';

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
  const words = (categories ?? []).map((c) => CATEGORY_WORDS[c]).filter(Boolean);
  return (
    <Dialog open={categories !== null} onOpenChange={(open) => (!open && !pending ? onEdit() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Are you sure? This may be hurtful</DialogTitle>
          <DialogDescription>
            {words.length > 0 ? `Your message may read as ${words.join(' and ')}. ` : ''}People are more likely to reply to kind messages. You can edit it, or send it as it is.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={pending}>
            Edit
          </Button>
          <Button variant="destructive" onClick={onSendAnyway} disabled={pending}>
            {pending ? 'Sending...' : 'Send anyway'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
