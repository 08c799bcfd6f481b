import { problemOf, problemSentence } from '@/lib/error-sentence';
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
import { common } from '@/locales/common';
import { safety } from '@/locales/safety';

/** The shared schema's messages (English, as the server words them), as this screen says them. */
type Fields = { name: string; phone: string; email: string };
const EMPTY: Fields = { name: '', phone: '', email: '' };

/**
 * Trusted contacts (at most 5): the people told when you press Emergency, and quick recipients for a
 * location share. Validation is the shared zod schema, so the form says what the server would.
 */
export function TrustedContacts() {
  const t = safety.useT();
  const contacts = useContacts();
  const remove = useRemoveContact();
  const [adding, setAdding] = useState(false);
  const list = contacts.data ?? [];
  const full = list.length >= TRUSTED_CONTACTS_MAX;

  async function onRemove(contact: TrustedContactDto) {
    try {
      await remove.mutateAsync(contact.id);
      toast({ title: safety.t('contacts.removed'), description: safety.t('contacts.removed.message', { name: contact.name }) });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safety.t('contacts.removeFailed')), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="contacts-heading">
      <div className="mb-2 flex items-end justify-between px-1">
        <h2 id="contacts-heading" className="text-sm font-semibold text-muted-foreground">
          {t('contacts.heading')}
        </h2>
        <span className="text-xs text-muted-foreground">
          {list.length}/{TRUSTED_CONTACTS_MAX}
        </span>
      </div>
      <Card className="overflow-hidden">
        <p className="border-b px-4 py-3 text-xs text-muted-foreground">{t('contacts.explain')}</p>
        {contacts.isPending ? (
          <Spinner label={t('contacts.loading')} className="py-6" />
        ) : contacts.isError ? (
          <LoadFailed compact message={t('contacts.loadFailed')} onRetry={() => void contacts.refetch()} />
        ) : list.length === 0 && !adding ? (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">{t('contacts.empty')}</p>
            <p className="text-xs text-muted-foreground">{t('contacts.empty.text')}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('contacts.heading')}>
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
                  aria-label={t('contacts.remove', { name: c.name })}
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
              <p className="text-center text-xs text-muted-foreground">{t('contacts.full', { count: TRUSTED_CONTACTS_MAX })}</p>
            ) : (
              <Button variant="outline" className="w-full" onClick={() => setAdding(true)}>
                <Plus aria-hidden /> {t('contacts.add')}
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
  const t = safety.useT();
  return (
    <p className="mt-0.5 flex items-start gap-1 text-xs font-medium text-destructive-text">
      <MailX className="mt-px size-3 shrink-0" aria-hidden />
      <span>{phone ? t('contacts.emailsStopped.textOnly') : t('contacts.emailsStopped.unreachable')}</span>
    </p>
  );
}

function AddContactForm({ onDone }: { onDone: () => void }) {
  const t = safety.useT();
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
        next[key] ??= problemSentence(problemOf(issue))!;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const contact = await add.mutateAsync(parsed.data);
      toast({ title: safety.t('contacts.added'), description: safety.t('contacts.added.message', { name: contact.name }) });
      onDone();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safety.t('contacts.addFailed')), variant: 'destructive' });
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
      aria-label={t('contacts.add')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('name', t('contacts.form.name'), { autoComplete: 'name', maxLength: 100 })}
      {field('phone', t('contacts.form.phone'), { type: 'tel', autoComplete: 'tel', placeholder: '+14155550123', inputMode: 'tel' })}
      {field('email', t('contacts.form.email'), { type: 'email', autoComplete: 'email', placeholder: t('contacts.form.emailPlaceholder') })}
      <p className="text-xs text-muted-foreground">{t('contacts.form.hint')}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={add.isPending} onClick={onDone}>
          {common.t('cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('contacts.form.saving') : t('contacts.form.save')}
        </Button>
      </div>
    </form>
  );
}
