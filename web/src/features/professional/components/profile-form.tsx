import { useState, type FormEvent } from 'react';
import { INDUSTRIES, professionalProfileSchema, PROFESSIONAL_MAX_TAGS, SENIORITIES, type ProfessionalProfile, type ProfessionalProfileInput } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useSaveProfessionalProfile } from '../api/profile';

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

function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.body) as { fields?: Record<string, string> };
    return body.fields ?? {};
  } catch {
    return {};
  }
}

/** Create or edit the professional profile. Checked with the schema the server applies. */
export function ProfessionalProfileForm({ profile, defaultName, onSaved }: { profile: ProfessionalProfile | null; defaultName: string; onSaved?: () => void }) {
  const [form, setForm] = useState<FormState>(() => initial(profile, defaultName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfessionalProfile();

  const set = (key: keyof FormState) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, expertise: splitTags(form.expertise), interests: splitTags(form.interests) } as ProfessionalProfileInput;
    const parsed = professionalProfileSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast({ title: profile ? 'Professional profile updated' : 'Professional profile created' });
      onSaved?.();
    } catch (error) {
      setErrors(serverFields(error));
      toast({ title: 'Could not save', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
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
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="Professional profile">
      {field('displayName', 'Name', (p) => (
        <Input {...p} value={form.displayName} onChange={set('displayName')} autoComplete="name" />
      ))}
      {field('jobTitle', 'Job title', (p) => (
        <Input {...p} value={form.jobTitle} onChange={set('jobTitle')} autoComplete="organization-title" />
      ))}
      {field('company', 'Company', (p) => (
        <Input {...p} value={form.company} onChange={set('company')} autoComplete="organization" />
      ))}
      <div className="grid grid-cols-2 gap-3">
        {field('industry', 'Industry', (p) => (
          <select {...p} className={selectClass} value={form.industry} onChange={set('industry')}>
            <option value="">Choose…</option>
            {INDUSTRIES.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        ))}
        {field('seniority', 'Seniority', (p) => (
          <select {...p} className={selectClass} value={form.seniority} onChange={set('seniority')}>
            <option value="">Choose…</option>
            {SENIORITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field(
        'expertise',
        'Expertise',
        (p) => (
          <Input {...p} value={form.expertise} onChange={set('expertise')} placeholder="Product Strategy, Fintech" />
        ),
        `Separate with commas, up to ${PROFESSIONAL_MAX_TAGS}.`,
      )}
      {field(
        'interests',
        'Interests',
        (p) => (
          <Input {...p} value={form.interests} onChange={set('interests')} placeholder="Machine Learning, Startups" />
        ),
        `Separate with commas, up to ${PROFESSIONAL_MAX_TAGS}.`,
      )}
      {field('bio', 'Bio', (p) => (
        <Textarea {...p} value={form.bio} onChange={set('bio')} rows={3} />
      ))}
      {field('linkedinUrl', 'LinkedIn URL', (p) => (
        <Input {...p} type="url" inputMode="url" value={form.linkedinUrl} onChange={set('linkedinUrl')} placeholder="https://www.linkedin.com/in/you" />
      ))}
      {field('workLocation', 'Work location', (p) => (
        <Input {...p} value={form.workLocation} onChange={set('workLocation')} placeholder="City" />
      ))}
      {field('timezone', 'Time zone', (p) => (
        <select {...p} className={selectClass} value={form.timezone} onChange={set('timezone')}>
          {(timeZones.includes(form.timezone) ? timeZones : [form.timezone, ...timeZones]).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      ))}
      <Button type="submit" variant="pro" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : profile ? 'Save profile' : 'Create professional profile'}
      </Button>
    </form>
  );
}
