import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETE_REDIRECT_MS } from '@converge/contracts';
import { common } from '@/locales/common';
import { safety } from '@/locales/safety';

const goHome = () => window.location.assign('/');

/**
 * Account deletion behind a confirm dialog: DELETE /api/privacy/delete-account, toast 'Account deleted',
 * then to / after 2 s. A full page load, so nothing of the deleted account stays cached.
 */
export function DeleteAccount({ onDeleted = goHome }: { onDeleted?: () => void }) {
  const t = safety.useT();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safety.t('delete.failed')), variant: 'destructive' });
      return;
    }
    setOpen(false);
    setDeleted(true);
    toast({ title: safety.t('delete.deleted'), description: safety.t('delete.deleted.message') });
    timer.current = setTimeout(onDeleted, ACCOUNT_DELETE_REDIRECT_MS);
  }

  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-destructive/40 p-4">
      <h2 id="delete-heading" className="text-sm font-semibold text-destructive-text">
        {t('delete.heading')}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">{t('delete.explain')}</p>
      <Button variant="destructive" className="mt-3 w-full" disabled={deleted} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> {deleted ? t('delete.deleted') : t('delete.button')}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
        <DialogContent role="alertdialog" hideClose>
          <DialogHeader className="pe-0">
            <DialogTitle>{t('delete.confirm.title')}</DialogTitle>
            <DialogDescription>{t('delete.confirm.text')}</DialogDescription>
          </DialogHeader>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm marker:text-muted-foreground">
            <li>{t('delete.item.account')}</li>
            <li>{t('delete.item.activity')}</li>
            <li>{t('delete.item.messages')}</li>
            <li>{t('delete.item.safety')}</li>
          </ul>
          <p className="text-sm text-muted-foreground">{t('delete.signOutNote')}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {common.t('cancel')}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? t('delete.deleting') : t('delete.confirm.yes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
