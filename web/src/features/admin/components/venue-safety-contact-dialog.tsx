import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { adminBusiness } from '@/locales/admin-business';
import { common } from '@/locales/common';
import { useSaveVenueSafetyContact, useVenueSafetyContact } from '../api/admin-api';
import type { AdminVenue } from '../api/types';
import { errorToast, InlineLoader, LoadError } from './shared';

/**
 * The venue's opt-in safety contact: when a guest's "Check on me" goes unanswered, or they press the
 * emergency button here, this email and/or phone gets an alert with their meet point and a photo, so
 * staff can find them. Clearing both turns it off.
 */
export function VenueSafetyContactDialog({ venue, open, onOpenChange }: { venue: AdminVenue; open: boolean; onOpenChange: (open: boolean) => void }) {
  const current = useVenueSafetyContact(venue.id);
  const save = useSaveVenueSafetyContact(venue.id);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [hours, setHours] = useState('');
  const t = adminBusiness.useT();
  useEffect(() => {
    if (!current.data) return;
    setEmail(current.data.email ?? '');
    setPhone(current.data.phone ?? '');
    setHours(current.data.hours ?? '');
  }, [current.data]);

  const submit = (input: { email: string; phone: string; hours: string }) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: saved.enabled ? t('safety.saved') : t('safety.off') });
        onOpenChange(false);
      },
      onError: (err) => errorToast(err, t('safety.failed')),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('safety.title', { name: venue.name })}</DialogTitle>
          <DialogDescription>{t('safety.description')}</DialogDescription>
        </DialogHeader>
        {current.isPending ? (
          <InlineLoader label={t('safety.loading')} />
        ) : current.isError ? (
          <LoadError error={current.error} say={(reason) => t('safety.loadError', { reason })} />
        ) : (
          <form
            aria-label={t('safety.form')}
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit({ email, phone, hours });
            }}
          >
            <FormField id="safety-email" label={t('safety.email')}>
              <Input id="safety-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('safety.emailPlaceholder')} />
            </FormField>
            <FormField id="safety-phone" label={t('safety.phone')} hint={t('safety.phoneHint')}>
              <Input id="safety-phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </FormField>
            <FormField id="safety-hours" label={t('safety.hours')}>
              <Input id="safety-hours" value={hours} onChange={(e) => setHours(e.target.value)} placeholder={t('safety.hoursPlaceholder')} maxLength={100} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              {current.data?.enabled ? (
                <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => submit({ email: '', phone: '', hours: '' })}>
                  {t('safety.turnOff')}
                </Button>
              ) : null}
              <Button type="submit" variant="pro" disabled={save.isPending || (!email.trim() && !phone.trim())}>
                {common.t('save')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
