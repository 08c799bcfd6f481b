import { Mail, MailX, Phone, Plus, Trash2, UserRound, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { TRUSTED_CONTACTS_MAX, trustedContactSchema, type TrustedContactDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAddContact, useContacts, useRemoveContact } from '../api/contacts';

type Fields = { name: string; phone: string; email: string };
const EMPTY: Fields = { name: '', phone: '', email: '' };

/**
 * Trusted contacts (at most 5): the people told when you press Emergency, and quick recipients for a
 * location share. Validation is the shared zod schema, so the form says what the server would.
 */
export function TrustedContacts() {
  const contacts = useContacts();
  const remove = useRemoveContact();
  const [adding, setAdding] = useState(false);
  const list = contacts.data ?? [];
  const full = list.length >= TRUSTED_CONTACTS_MAX;

  async function onRemove(contact: TrustedContactDto) {
    try {
      await remove.mutateAsync(contact.id);
      toast({ title: 'Contact removed', description: `${contact.name} is no longer a trusted contact.` });
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to remove contact'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="contacts-heading">
      <div className="mb-2 flex items-end justify-between px-1">
        <h2 id="contacts-heading" className="text-sm font-semibold text-muted-foreground">
          Trusted contacts
        </h2>
        <span className="text-xs text-muted-foreground">
          {list.length}/{TRUSTED_CONTACTS_MAX}
        </span>
      </div>
      <Card className="overflow-hidden">
        <p className="border-b px-4 py-3 text-xs text-muted-foreground">They get an email or text with your location when you press Emergency.</p>
        {contacts.isPending ? (
          <Spinner label="Loading contacts..." className="py-6" />
        ) : contacts.isError ? (
          <LoadFailed compact message="Unable to load your trusted contacts." onRetry={() => void contacts.refetch()} />
        ) : list.length === 0 && !adding ? (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No trusted contacts yet</p>
            <p className="text-xs text-muted-foreground">Add a friend or family member who should know if you need help.</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Trusted contacts">
            {list.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
                  <UserRound className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="text-sm font-semibold [overflow-wrap:anywhere]">{c.name}</p>
                  {c.phone ? (
                    <p className="flex items-center gap-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      <Phone className="size-3" aria-hidden /> {c.phone}
                    </p>
                  ) : null}
                  {c.email ? (
                    <p className="flex items-center gap-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      <Mail className="size-3" aria-hidden /> {c.email}
                    </p>
                  ) : null}
                  {c.email && c.emailsStopped ? <EmailsStopped phone={c.phone} /> : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="rounded-full text-muted-foreground"
                  aria-label={`Remove ${c.name}`}
                  disabled={remove.isPending && remove.variables === c.id}
                  onClick={() => void onRemove(c)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {adding ? (
          <AddContactForm onDone={() => setAdding(false)} />
        ) : contacts.isSuccess ? (
          <div className="border-t p-3">
            {full ? (
              <p className="text-center text-xs text-muted-foreground">You have {TRUSTED_CONTACTS_MAX} trusted contacts, the most you can add. Remove one to add another.</p>
            ) : (
              <Button variant="outline" className="w-full" onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add trusted contact
              </Button>
            )}
          </div>
        ) : null}
      </Card>
    </section>
  );
}

/**
 * The contact used the unsubscribe link of a Converge email: say so where the person looks,
 * and what it means in an emergency.
 */
function EmailsStopped({ phone }: { phone: string | null }) {
  return (
    <p className="mt-0.5 flex items-start gap-1 text-xs font-medium text-destructive-text">
      <MailX className="mt-px size-3 shrink-0" aria-hidden />
      <span>
        Stopped emails from Converge.{' '}
        {phone ? 'Emergency alerts reach them by text only.' : 'Emergency alerts cannot reach them. Add them again with a phone number, or choose another contact.'}
      </span>
    </p>
  );
}

function AddContactForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const add = useAddContact();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit() {
    const parsed = trustedContactSchema.safeParse(fields);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const contact = await add.mutateAsync(parsed.data);
      toast({ title: 'Contact added', description: `${contact.name} is now a trusted contact.` });
      onDone();
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to add contact'), variant: 'destructive' });
    }
  }

  const field = (key: keyof Fields, label: string, props: React.ComponentProps<'input'>) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={fields[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        {...props}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-xs text-destructive-text">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      className="flex flex-col gap-3 border-t p-4"
      aria-label="Add trusted contact"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('name', 'Name', { autoComplete: 'name', maxLength: 100 })}
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', placeholder: '+14155550123', inputMode: 'tel' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', placeholder: 'friend@example.com' })}
      <p className="text-xs text-muted-foreground">A phone number, an email, or both.</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={add.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save contact'}
        </Button>
      </div>
    </form>
  );
}
