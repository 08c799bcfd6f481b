import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
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
  useEffect(() => {
    if (!current.data) return;
    setEmail(current.data.email ?? '');
    setPhone(current.data.phone ?? '');
    setHours(current.data.hours ?? '');
  }, [current.data]);

  const submit = (input: { email: string; phone: string; hours: string }) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: saved.enabled ? 'Safety contact saved' : 'Safety contact turned off' });
        onOpenChange(false);
      },
      onError: (err) => errorToast(err, 'Could not save the safety contact.'),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Safety contact · {venue.name}</DialogTitle>
          <DialogDescription>
            Optional. If a guest on a date does not answer their safety check-in, or presses the emergency button here, we alert this contact with where they are meeting and their photo, so
            your staff can find them.
          </DialogDescription>
        </DialogHeader>
        {current.isPending ? (
          <InlineLoader label="Loading the safety contact" />
        ) : current.isError ? (
          <LoadError error={current.error} what="the safety contact" />
        ) : (
          <form
            aria-label="Venue safety contact"
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit({ email, phone, hours });
            }}
          >
            <FormField id="safety-email" label="Staff email">
              <Input id="safety-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="door@yourvenue.com" />
            </FormField>
            <FormField id="safety-phone" label="Staff phone (for texts)" hint="With the country code, e.g. +14155550123">
              <Input id="safety-phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </FormField>
            <FormField id="safety-hours" label="Who answers, and when">
              <Input id="safety-hours" value={hours} onChange={(e) => setHours(e.target.value)} placeholder="Door staff, 18:00–02:00" maxLength={100} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              {current.data?.enabled ? (
                <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => submit({ email: '', phone: '', hours: '' })}>
                  Turn off
                </Button>
              ) : null}
              <Button type="submit" variant="pro" disabled={save.isPending || (!email.trim() && !phone.trim())}>
                Save
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
