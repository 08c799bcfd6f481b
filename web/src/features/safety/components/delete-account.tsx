import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETE_REDIRECT_MS } from '@converge/contracts';

const goHome = () => window.location.assign('/');

/**
 * Account deletion behind a confirm dialog: DELETE /api/privacy/delete-account, toast 'Account deleted',
 * then to / after 2 s. A full page load, so nothing of the deleted account stays cached.
 */
export function DeleteAccount({ onDeleted = goHome }: { onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to delete account'), variant: 'destructive' });
      return;
    }
    setOpen(false);
    setDeleted(true);
    toast({ title: 'Account deleted', description: 'Your data has been erased. Taking you back to the start...' });
    timer.current = setTimeout(onDeleted, ACCOUNT_DELETE_REDIRECT_MS);
  }

  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-destructive/40 p-4">
      <h2 id="delete-heading" className="text-sm font-semibold text-destructive-text">
        Delete Account
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Permanently erases your profile, photos, matches, messages and safety settings, and signs you out everywhere.</p>
      <Button variant="destructive" className="mt-3 w-full" disabled={deleted} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> {deleted ? 'Account deleted' : 'Delete Account'}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
        <DialogContent role="alertdialog" hideClose>
          <DialogHeader className="pr-0">
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This permanently erases everything Converge holds about you. It can&apos;t be undone.</DialogDescription>
          </DialogHeader>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm marker:text-muted-foreground">
            <li>Your account, profile and photos</li>
            <li>Check-ins, likes, passes and matches</li>
            <li>Messages you sent (your matches see &ldquo;Deleted user&rdquo;)</li>
            <li>Trusted contacts, location shares, blocks and reports you made</li>
          </ul>
          <p className="text-sm text-muted-foreground">You&apos;ll be signed out on every device. Want a copy first? Export your data above.</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? 'Deleting...' : 'Delete permanently'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
