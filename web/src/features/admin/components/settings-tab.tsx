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
import { adminBusiness } from '@/locales/admin-business';
import { common } from '@/locales/common';
import { settingsMessage } from '../venue-form';
import { problemOf, serverProblems, type FieldProblem } from '@/lib/error-sentence';
import { FieldError, InlineLoader, LoadError, SectionTitle } from './shared';

type BusinessType = (typeof BUSINESS_TYPES)[number];
const isBusinessType = (type: string): type is BusinessType => (BUSINESS_TYPES as readonly string[]).includes(type);

/** Spec "Business tab": the current setup, 'Not set' when empty. */
export function BusinessSetup() {
  const settings = useBusinessSettings();
  const t = adminBusiness.useT();
  if (settings.isPending) return <InlineLoader label={t('settings.loading')} />;
  if (settings.isError) return <LoadError error={settings.error} say={(reason) => t('settings.loadError', { reason })} />;
  const s = settings.data;
  const notSet = t('settings.notSet');
  // The company's name and email are data (kept as typed); the rest are words of the app.
  const rows: Array<[string, string, boolean]> = [
    [t('settings.companyName'), s.companyName || notSet, Boolean(s.companyName)],
    [t('settings.businessEmail'), s.businessEmail || notSet, Boolean(s.businessEmail)],
    [t('settings.businessType'), s.businessType ? typeName(s.businessType) : notSet, false],
    [t('settings.payments'), s.paymentProcessingEnabled ? t('settings.enabled') : t('settings.disabled'), false],
  ];
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v, data]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className={v === notSet ? 'text-muted-foreground italic' : 'font-medium'} translate={data ? 'no' : undefined}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** A business type in words ("Event venue"); one this screen does not know yet, as the server names it. */
function typeName(type: string): string {
  return isBusinessType(type) ? adminBusiness.t(`settings.type.${type}`) : type;
}

type Errors = Partial<Record<keyof BusinessSettings, FieldProblem>>;

function SettingsForm({ initial }: { initial: BusinessSettings }) {
  const [form, setForm] = useState(() => ({
    companyName: initial.companyName ?? '',
    businessEmail: initial.businessEmail ?? '',
    businessType: initial.businessType ?? '',
    paymentProcessingEnabled: initial.paymentProcessingEnabled,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBusinessSettings();
  const t = adminBusiness.useT();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = businessSettingsInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof BusinessSettings] ??= problemOf(issue);
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('settings.saved') }),
      onError: (err) => {
        const problems = err instanceof ApiError ? (serverProblems(err.details as { fields?: unknown; issues?: unknown }) as Errors) : {};
        if (Object.keys(problems).length) setErrors(problems);
        // 'Error' / Failed to update settings (server message if any).
        toast({ title: common.t('error.title'), description: serverMessage(err, t('settings.saveFailed')), variant: 'destructive' });
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
      <FieldError id={`settings-${key}-error`} message={settingsMessage(errors[key])} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {text('companyName', t('settings.companyName'))}
      {text('businessEmail', t('settings.businessEmail'), 'email')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="settings-businessType">{t('settings.businessType')}</Label>
        <select
          id="settings-businessType"
          className="flex h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          value={form.businessType}
          aria-invalid={errors.businessType ? true : undefined}
          aria-describedby={errors.businessType ? 'settings-businessType-error' : undefined}
          onChange={(e) => setForm((f) => ({ ...f, businessType: e.target.value }))}
        >
          <option value="">{t('settings.notSet')}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </select>
        <FieldError id="settings-businessType-error" message={settingsMessage(errors.businessType)} />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border p-3">
        <Label htmlFor="settings-payments">{t('settings.payments')}</Label>
        <Switch id="settings-payments" checked={form.paymentProcessingEnabled} onCheckedChange={(v) => setForm((f) => ({ ...f, paymentProcessingEnabled: v }))} />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}

export function SettingsTab() {
  const settings = useBusinessSettings();
  const t = adminBusiness.useT();
  return (
    <section className="flex max-w-xl flex-col gap-4" aria-labelledby="settings-title">
      <SectionTitle>
        <span id="settings-title">{t('settings.title')}</span>
      </SectionTitle>
      {settings.isPending ? (
        <InlineLoader label={t('settings.loading')} />
      ) : settings.isError ? (
        <LoadError error={settings.error} say={(reason) => t('settings.loadError', { reason })} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </section>
  );
}
