import { Crosshair, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { ApiError } from '@/lib/api-client';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@converge/contracts';
import { useLanguage } from '@/lib/i18n';
import { timeZoneLabel } from '@/lib/time-zone-name';
import { adminBusiness } from '@/locales/admin-business';
import { common } from '@/locales/common';
import { useSaveVenue } from '../api/admin-api';
import type { AdminVenue } from '../api/types';
import {
  countryFromCoordinates,
  countryName,
  countryOptions,
  draftFrom,
  emptyDraft,
  errorsAfterEdit,
  MEET_POINT_MAX_LENGTH,
  MEET_POINTS_MAX,
  RADIUS_MAX,
  RADIUS_MIN,
  serverFieldErrors,
  timeZonesFor,
  validateVenue,
  venueMessage,
  zoneForCountry,
  type VenueDraft,
  type VenueErrors,
} from '../venue-form';

import { formatMetreRange, formatNumber } from '../format';
import { errorToast, FieldError } from './shared';
import type { FieldProblem } from '@/lib/error-sentence';

const selectClass = 'flex h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: FieldProblem; hint?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={venueMessage(error)} />
    </div>
  );
}

const aria = (id: string, error?: FieldProblem) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** Create or edit a venue. The server checks everything again; its field messages land by the field. */
export function VenueFormDialog({
  venue,
  open,
  onOpenChange,
  onSaved,
}: {
  venue: AdminVenue | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (venue: AdminVenue | null) => void;
}) {
  const language = useLanguage();
  const [draft, setDraft] = useState<VenueDraft>(() => (venue ? draftFrom(venue) : emptyDraft(language)));
  const [errors, setErrors] = useState<VenueErrors>({});
  const [locating, setLocating] = useState(false);
  const save = useSaveVenue();
  const t = adminBusiness.useT();
  const set = <K extends keyof VenueDraft>(key: K, value: VenueDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // A message goes as soon as its field is right again.
    setErrors((current) => errorsAfterEdit(current, next, key));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const result = validateVenue(draft);
    if (!result.ok) {
      setErrors(result.errors);
      // Take the person to the first thing to fix.
      const form = e.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save.mutate(
      { id: venue?.id, input: result.input },
      {
        onSuccess: (saved) => {
          toast({ title: venue ? t('form.updated') : t('form.created'), description: result.input.name });
          onOpenChange(false);
          onSaved?.(saved ?? null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) {
            const mapped = serverFieldErrors(err.details as { fields?: unknown; issues?: unknown });
            if (Object.keys(mapped).length) setErrors(mapped);
          }
          errorToast(err, venue ? t('form.updateFailed') : t('form.createFailed'));
        },
      },
    );
  };

  const useMyLocation = async () => {
    setLocating(true);
    try {
      const pos = await device.geolocation.getCurrentPosition();
      const next = { ...draft, latitude: pos.latitude.toFixed(6), longitude: pos.longitude.toFixed(6) };
      setDraft(next);
      setErrors((current) => errorsAfterEdit(errorsAfterEdit(current, next, 'latitude'), next, 'longitude'));
    } catch {
      // The device's reasons are English and technical; the person needs to know it did not work.
      toast({ title: t('form.locationError'), description: t('form.locationUnavailable'), variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  };

  const points = draft.meetPoints;
  const locationCountry = countryFromCoordinates(draft);
  const zoneCountry = draft.country || locationCountry;
  const zones = timeZonesFor(zoneCountry);
  const zoneOptions = draft.timeZone && !zones.includes(draft.timeZone) ? [draft.timeZone, ...zones] : zones;
  const setCountry = (country: string) => setDraft((d) => ({ ...d, country, timeZone: zoneForCountry(d.timeZone, country || countryFromCoordinates(d)) }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(94vw,520px)]">
        <DialogHeader>
          <DialogTitle>{venue ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="venue-name" label={t('form.name')} error={errors.name}>
            <Input {...aria('venue-name', errors.name)} value={draft.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
          </Field>
          <Field id="venue-address" label={t('form.address')} error={errors.address}>
            <Input {...aria('venue-address', errors.address)} value={draft.address} onChange={(e) => set('address', e.target.value)} autoComplete="street-address" />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="venue-latitude" label={t('form.latitude')} error={errors.latitude}>
              <Input {...aria('venue-latitude', errors.latitude)} inputMode="decimal" value={draft.latitude} onChange={(e) => set('latitude', e.target.value)} placeholder="52.5200" />
            </Field>
            <Field id="venue-longitude" label={t('form.longitude')} error={errors.longitude}>
              <Input {...aria('venue-longitude', errors.longitude)} inputMode="decimal" value={draft.longitude} onChange={(e) => set('longitude', e.target.value)} placeholder="13.4050" />
            </Field>
          </div>
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={useMyLocation} disabled={locating}>
            <Crosshair aria-hidden /> {locating ? t('form.locating') : t('form.useLocation')}
          </Button>
          <div className="grid grid-cols-2 gap-3">
            <Field id="venue-radius" label={t('form.radius')} error={errors.radiusM} hint={formatMetreRange(RADIUS_MIN, RADIUS_MAX)}>
              <Input
                {...aria('venue-radius', errors.radiusM)}
                type="number"
                inputMode="numeric"
                min={RADIUS_MIN}
                max={RADIUS_MAX}
                step={1}
                value={draft.radiusM}
                onChange={(e) => set('radiusM', e.target.value)}
              />
            </Field>
            <Field id="venue-phone" label={t('form.phone')} error={errors.phone}>
              <Input {...aria('venue-phone', errors.phone)} type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="tel" />
            </Field>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field id="venue-country" label={t('form.country')} error={errors.country} hint={t('form.countryHint')}>
              <select {...aria('venue-country', errors.country)} className={selectClass} value={draft.country} onChange={(e) => setCountry(e.target.value)}>
                <option value="">{locationCountry ? t('form.countryFromLocationNamed', { country: countryName(locationCountry, language) }) : t('form.countryFromLocation')}</option>
                {countryOptions(language).map((c) => (
                  // Named by Intl in the app's language already.
                  <option key={c.code} value={c.code} translate="no">
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="venue-timezone" label={t('form.timeZone')} error={errors.timeZone} hint={t('form.timeZoneHint')}>
              <select {...aria('venue-timezone', errors.timeZone)} className={selectClass} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
                <option value="">{t('form.timeZoneNotSet')}</option>
                {zoneOptions.map((z) => (
                  // Named by Intl in the app's language ("Berlin (Mitteleuropäische Zeit)"); the value stays the IANA id.
                  <option key={z} value={z} translate="no">
                    {timeZoneLabel(z, language)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id="venue-language" label={t('form.language')} error={errors.language} hint={t('form.languageHint')}>
            <select {...aria('venue-language', errors.language)} className={selectClass} value={draft.language} onChange={(e) => set('language', e.target.value as Language)}>
              {LANGUAGES.map((code) => (
                // Each language named in itself, as in every language picker.
                <option key={code} value={code} lang={code} translate="no">
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </Field>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              {t('form.meetPoints')}{' '}
              <span className="font-normal text-muted-foreground">{t('form.meetPointsCount', { number: formatNumber(points.length), max: formatNumber(MEET_POINTS_MAX) })}</span>
            </legend>
            {points.map((p, i) => {
              const err = errors.meetPointRows?.[i];
              const id = `venue-meetpoint-${i}`;
              return (
                <div key={i} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Input
                      {...aria(id, err)}
                      aria-label={t('form.meetPoint', { number: formatNumber(i + 1) })}
                      value={p}
                      maxLength={MEET_POINT_MAX_LENGTH + 10}
                      onChange={(e) =>
                        set(
                          'meetPoints',
                          points.map((q, j) => (j === i ? e.target.value : q)),
                        )
                      }
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('form.removeMeetPoint', { number: formatNumber(i + 1) })}
                      disabled={points.length <= 1}
                      onClick={() =>
                        set(
                          'meetPoints',
                          points.filter((_, j) => j !== i),
                        )
                      }
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  <FieldError id={`${id}-error`} message={venueMessage(err)} />
                </div>
              );
            })}
            <FieldError id="venue-meetpoints-error" message={venueMessage(errors.meetPoints)} />
            <Button type="button" variant="outline" size="sm" className="self-start" disabled={points.length >= MEET_POINTS_MAX} onClick={() => set('meetPoints', [...points, ''])}>
              <Plus aria-hidden /> {t('form.addMeetPoint')}
            </Button>
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              {common.t('cancel')}
            </Button>
            <Button type="submit" variant="pro" disabled={save.isPending}>
              {save.isPending ? t('form.saving') : venue ? t('form.saveChanges') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
