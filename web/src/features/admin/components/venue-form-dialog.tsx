import { Crosshair, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { ApiError } from '@/lib/api-client';
import { useSaveVenue } from '../api/admin-api';
import type { AdminVenue } from '../api/types';
import {
  COUNTRY_OPTIONS,
  countryFromCoordinates,
  countryName,
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
  zoneForCountry,
  type VenueDraft,
  type VenueErrors,
} from '../venue-form';

const selectClass = 'flex h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
import { errorToast, FieldError } from './shared';

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const aria = (id: string, error?: string) => ({
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
  const [draft, setDraft] = useState<VenueDraft>(() => (venue ? draftFrom(venue) : emptyDraft()));
  const [errors, setErrors] = useState<VenueErrors>({});
  const [locating, setLocating] = useState(false);
  const save = useSaveVenue();
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
          toast({ title: venue ? 'Venue updated' : 'Venue created', description: result.input.name });
          onOpenChange(false);
          onSaved?.(saved ?? null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) {
            const fields = (err.details as { fields?: unknown }).fields;
            const mapped = serverFieldErrors(fields);
            if (Object.keys(mapped).length) setErrors(mapped);
          }
          errorToast(err, venue ? 'Failed to update venue' : 'Failed to create venue');
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
    } catch (err) {
      toast({ title: 'Location error', description: err instanceof Error ? err.message : 'Unable to get your location.', variant: 'destructive' });
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
          <DialogTitle>{venue ? 'Edit venue' : 'New venue'}</DialogTitle>
          <DialogDescription>Guests check in within the radius around this position, or with the venue&apos;s QR code.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="venue-name" label="Name" error={errors.name}>
            <Input {...aria('venue-name', errors.name)} value={draft.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
          </Field>
          <Field id="venue-address" label="Address" error={errors.address}>
            <Input {...aria('venue-address', errors.address)} value={draft.address} onChange={(e) => set('address', e.target.value)} autoComplete="street-address" />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="venue-latitude" label="Latitude" error={errors.latitude}>
              <Input {...aria('venue-latitude', errors.latitude)} inputMode="decimal" value={draft.latitude} onChange={(e) => set('latitude', e.target.value)} placeholder="52.5200" />
            </Field>
            <Field id="venue-longitude" label="Longitude" error={errors.longitude}>
              <Input {...aria('venue-longitude', errors.longitude)} inputMode="decimal" value={draft.longitude} onChange={(e) => set('longitude', e.target.value)} placeholder="13.4050" />
            </Field>
          </div>
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={useMyLocation} disabled={locating}>
            <Crosshair aria-hidden /> {locating ? 'Getting location...' : 'Use my current location'}
          </Button>
          <div className="grid grid-cols-2 gap-3">
            <Field id="venue-radius" label="Check-in radius (m)" error={errors.radiusM} hint={`${RADIUS_MIN}–${RADIUS_MAX} m`}>
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
            <Field id="venue-phone" label="Phone (optional)" error={errors.phone}>
              <Input {...aria('venue-phone', errors.phone)} type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="tel" />
            </Field>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field id="venue-country" label="Country" error={errors.country} hint="Emergency numbers follow it.">
              <select {...aria('venue-country', errors.country)} className={selectClass} value={draft.country} onChange={(e) => setCountry(e.target.value)}>
                <option value="">{locationCountry ? `From the location (${countryName(locationCountry)})` : 'From the location'}</option>
                {COUNTRY_OPTIONS.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="venue-timezone" label="Time zone" error={errors.timeZone} hint="Check-out times are shown in it.">
              <select {...aria('venue-timezone', errors.timeZone)} className={selectClass} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
                <option value="">Not set (the guest&apos;s device time)</option>
                {zoneOptions.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            </Field>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              Meet points{' '}
              <span className="font-normal text-muted-foreground">
                ({points.length} of {MEET_POINTS_MAX})
              </span>
            </legend>
            {points.map((p, i) => {
              const err = errors.meetPointRows?.[i];
              const id = `venue-meetpoint-${i}`;
              return (
                <div key={i} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Input
                      {...aria(id, err)}
                      aria-label={`Meet point ${i + 1}`}
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
                      aria-label={`Remove meet point ${i + 1}`}
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
                  <FieldError id={`${id}-error`} message={err} />
                </div>
              );
            })}
            <FieldError id="venue-meetpoints-error" message={errors.meetPoints} />
            <Button type="button" variant="outline" size="sm" className="self-start" disabled={points.length >= MEET_POINTS_MAX} onClick={() => set('meetPoints', [...points, ''])}>
              <Plus aria-hidden /> Add meet point
            </Button>
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="pro" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : venue ? 'Save changes' : 'Create venue'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
