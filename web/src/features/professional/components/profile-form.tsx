import { useState, type FormEvent } from 'react';
import { INDUSTRIES, professionalProfileSchema, PROFESSIONAL_MAX_TAGS, SENIORITIES, type ProfessionalProfile, type ProfessionalProfileInput } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { problemOf, problemSentence, serverProblems, type FieldProblem } from '@/lib/error-sentence';
import { useLanguage } from '@/lib/i18n';
import { timeZoneLabel } from '@/lib/time-zone-name';
import { professional } from '@/locales/professional';
import { useSaveProfessionalProfile } from '../api/profile';
import { useProfessionalLabels } from './professional-card';

type FormState = Record<'displayName' | 'jobTitle' | 'company' | 'industry' | 'seniority' | 'expertise' | 'interests' | 'bio' | 'linkedinUrl' | 'workLocation' | 'timezone', string>;

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

function initial(profile: ProfessionalProfile | null, defaultName: string): FormState {
  return {
    displayName: profile?.displayName ?? defaultName,
    jobTitle: profile?.jobTitle ?? '',
    company: profile?.company ?? '',
    industry: profile?.industry ?? '',
    seniority: profile?.seniority ?? '',
    expertise: profile?.expertise.join(', ') ?? '',
    interests: profile?.interests.join(', ') ?? '',
    bio: profile?.bio ?? '',
    linkedinUrl: profile?.linkedinUrl ?? '',
    workLocation: profile?.workLocation ?? '',
    timezone: profile?.timezone ?? browserTimeZone(),
  };
}

const selectClass = 'flex h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The server's 400 under each input: `fields` with `issues` (a tag's problem under its list), said as the device's are. */
function serverFields(error: unknown): Record<string, FieldProblem> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, FieldProblem> = {};
  for (const [path, problem] of Object.entries(serverProblems(error.details as { fields?: unknown; issues?: unknown }))) fields[path.split('.')[0]!] ??= problem;
  return fields;
}

/** Create or edit the professional profile. Checked with the schema the server applies. */
export function ProfessionalProfileForm({ profile, defaultName, onSaved }: { profile: ProfessionalProfile | null; defaultName: string; onSaved?: () => void }) {
  const [form, setForm] = useState<FormState>(() => initial(profile, defaultName));
  const [errors, setErrors] = useState<Record<string, FieldProblem>>({});
  const save = useSaveProfessionalProfile();
  const t = professional.useT();
  const language = useLanguage();
  const labels = useProfessionalLabels();

  const set = (key: keyof FormState) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, expertise: splitTags(form.expertise), interests: splitTags(form.interests) } as ProfessionalProfileInput;
    const parsed = professionalProfileSchema.safeParse(body);
    if (!parsed.success) {
      // The schema's problems as the server would answer them, said through the same issue sentences.
      const fields: Record<string, FieldProblem> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= problemOf(issue);
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast({ title: professional.t(profile ? 'toast.profileUpdated' : 'toast.profileCreated') });
      onSaved?.();
    } catch (error) {
      setErrors(serverFields(error));
      toast({ title: professional.t('toast.saveFailed'), description: serverMessage(error, professional.t('toast.tryAgain')), variant: 'destructive' });
    }
  }

  const field = (key: keyof FormState, label: string, control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => React.ReactNode, hint?: string) => {
    const id = `pro-${key}`;
    const describedBy = [errors[key] ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {control({ id, 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': describedBy })}
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {errors[key] ? (
          <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
            {problemSentence(errors[key])}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={t('form.label')}>
      {field('displayName', t('form.displayName'), (p) => (
        <Input {...p} value={form.displayName} onChange={set('displayName')} autoComplete="name" />
      ))}
      {field('jobTitle', t('form.jobTitle'), (p) => (
        <Input {...p} value={form.jobTitle} onChange={set('jobTitle')} autoComplete="organization-title" />
      ))}
      {field('company', t('form.company'), (p) => (
        <Input {...p} value={form.company} onChange={set('company')} autoComplete="organization" />
      ))}
      <div className="grid grid-cols-2 gap-3">
        {field('industry', t('form.industry'), (p) => (
          <select {...p} className={selectClass} value={form.industry} onChange={set('industry')}>
            <option value="">{t('form.choose')}</option>
            {INDUSTRIES.map((i) => (
              <option key={i} value={i}>
                {labels.industry(i)}
              </option>
            ))}
          </select>
        ))}
        {field('seniority', t('form.seniority'), (p) => (
          <select {...p} className={selectClass} value={form.seniority} onChange={set('seniority')}>
            <option value="">{t('form.choose')}</option>
            {SENIORITIES.map((s) => (
              <option key={s} value={s}>
                {labels.seniority(s)}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field(
        'expertise',
        t('form.expertise'),
        (p) => (
          <Input {...p} value={form.expertise} onChange={set('expertise')} placeholder={t('form.expertise.placeholder')} />
        ),
        t('form.tags.hint', { max: PROFESSIONAL_MAX_TAGS }),
      )}
      {field(
        'interests',
        t('form.interests'),
        (p) => (
          <Input {...p} value={form.interests} onChange={set('interests')} placeholder={t('form.interests.placeholder')} />
        ),
        t('form.tags.hint', { max: PROFESSIONAL_MAX_TAGS }),
      )}
      {field('bio', t('form.bio'), (p) => (
        <Textarea {...p} value={form.bio} onChange={set('bio')} rows={3} />
      ))}
      {field('linkedinUrl', t('form.linkedinUrl'), (p) => (
        <Input {...p} type="url" inputMode="url" value={form.linkedinUrl} onChange={set('linkedinUrl')} placeholder={t('form.linkedinUrl.placeholder')} />
      ))}
      {field('workLocation', t('form.workLocation'), (p) => (
        <Input {...p} value={form.workLocation} onChange={set('workLocation')} placeholder={t('form.workLocation.placeholder')} />
      ))}
      {field('timezone', t('form.timezone'), (p) => (
        <select {...p} className={selectClass} value={form.timezone} onChange={set('timezone')}>
          {(timeZones.includes(form.timezone) ? timeZones : [form.timezone, ...timeZones]).map((z) => (
            // Named by Intl in the app's language ("Berlin (Mitteleuropäische Zeit)"); the value stays the IANA id.
            <option key={z} value={z} translate="no">
              {timeZoneLabel(z, language)}
            </option>
          ))}
        </select>
      ))}
      <Button type="submit" variant="pro" size="lg" disabled={save.isPending}>
        {t(save.isPending ? 'form.saving' : profile ? 'form.save' : 'form.create')}
      </Button>
    </form>
  );
}
