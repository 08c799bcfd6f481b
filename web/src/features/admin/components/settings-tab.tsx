import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { BUSINESS_TYPES, businessSettingsInputSchema } from '@converge/contracts';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useBusinessSettings, useSaveBusinessSettings } from '../api/admin-api';
import type { BusinessSettings } from '../api/types';
import { FieldError, humanize, InlineLoader, LoadError, SectionTitle } from './shared';

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
    ['Business type', s.businessType ? humanize(s.businessType) : NOT_SET],
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
    const parsed = businessSettingsInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof BusinessSettings] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Settings saved' }),
      onError: (err) => {
        const fields = err instanceof ApiError ? (err.details as { fields?: Errors }).fields : undefined;
        if (fields) setErrors(fields);
        // 'Error' / Failed to update settings (server message if any).
        toast({ title: 'Error', description: serverMessage(err, 'Failed to update settings'), variant: 'destructive' });
      },
    });
  };

  const text = (key: 'companyName' | 'businessEmail', label: string, type = 'text') => (
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="settings-businessType">Business type</Label>
        <select
          id="settings-businessType"
          className="flex h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          value={form.businessType}
          aria-invalid={errors.businessType ? true : undefined}
          aria-describedby={errors.businessType ? 'settings-businessType-error' : undefined}
          onChange={(e) => setForm((f) => ({ ...f, businessType: e.target.value }))}
        >
          <option value="">Not set</option>
          {BUSINESS_TYPES.map((t) => (
            <option key={t} value={t}>
              {humanize(t)}
            </option>
          ))}
        </select>
        <FieldError id="settings-businessType-error" message={errors.businessType} />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border p-3">
        <Label htmlFor="settings-payments">Payment processing</Label>
        <Switch id="settings-payments" checked={form.paymentProcessingEnabled} onCheckedChange={(v) => setForm((f) => ({ ...f, paymentProcessingEnabled: v }))} />
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
