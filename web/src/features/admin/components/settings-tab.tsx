import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useBusinessSettings, useSaveBusinessSettings } from '../api/admin-api';
import type { BusinessSettings } from '../api/types';
import { FieldError, InlineLoader, LoadError, SectionTitle } from './shared';

const NOT_SET = 'Not set';

/** Spec "Business tab": the current setup, 'Not set' when empty. */
export function BusinessSetup() {
  const settings = useBusinessSettings();
  if (settings.isPending) return <InlineLoader label="Loading business settings..." />;
  if (settings.isError) return <LoadError error={settings.error} what="business settings" />;
  const s = settings.data;
  const rows: Array<[string, string]> = [
    ['Company name', s.companyName || NOT_SET],
    ['Business email', s.businessEmail || NOT_SET],
    ['Business type', s.businessType || NOT_SET],
    ['Payment processing', s.paymentProcessingEnabled ? 'Enabled' : 'Disabled'],
  ];
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className={v === NOT_SET ? 'text-muted-foreground italic' : 'font-medium'}>{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Errors = Partial<Record<keyof BusinessSettings, string>>;

function SettingsForm({ initial }: { initial: BusinessSettings }) {
  const [form, setForm] = useState(() => ({
    companyName: initial.companyName ?? '',
    businessEmail: initial.businessEmail ?? '',
    businessType: initial.businessType ?? '',
    paymentProcessingEnabled: initial.paymentProcessingEnabled,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBusinessSettings();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (form.companyName.trim().length > 120) next.companyName = 'The company name can be at most 120 characters.';
    if (form.businessEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.businessEmail.trim())) next.businessEmail = 'Enter a valid email address.';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        companyName: form.companyName.trim() || null,
        businessEmail: form.businessEmail.trim() || null,
        businessType: form.businessType.trim() || null,
        paymentProcessingEnabled: form.paymentProcessingEnabled,
      },
      {
        onSuccess: () => toast({ title: 'Settings saved' }),
        onError: (err) => {
          const fields = err instanceof ApiError ? (err.details as { fields?: Record<string, string> }).fields : undefined;
          if (fields) setErrors(fields as Errors);
          toast({
            title: 'Error',
            description: err instanceof ApiError && err.details.message ? err.details.message : 'Failed to update settings',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const text = (key: 'companyName' | 'businessEmail' | 'businessType', label: string, type = 'text') => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`settings-${key}`}>{label}</Label>
      <Input
        id={`settings-${key}`}
        type={type}
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `settings-${key}-error` : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      />
      <FieldError id={`settings-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {text('companyName', 'Company name')}
      {text('businessEmail', 'Business email', 'email')}
      {text('businessType', 'Business type')}
      <div className="flex items-center justify-between gap-4 rounded-xl border p-3">
        <Label htmlFor="settings-payments">Payment processing</Label>
        <Switch
          id="settings-payments"
          checked={form.paymentProcessingEnabled}
          onCheckedChange={(v) => setForm((f) => ({ ...f, paymentProcessingEnabled: v }))}
        />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}

export function SettingsTab() {
  const settings = useBusinessSettings();
  return (
    <section className="flex max-w-xl flex-col gap-4" aria-labelledby="settings-title">
      <SectionTitle>
        <span id="settings-title">Business settings</span>
      </SectionTitle>
      {settings.isPending ? (
        <InlineLoader label="Loading business settings..." />
      ) : settings.isError ? (
        <LoadError error={settings.error} what="business settings" />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </section>
  );
}
