import { useState } from 'react';
import { DISCOVERY_AGE_MAX, DISCOVERY_AGE_MIN, LOOKING_FOR, type LookingForOption } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useDiscoveryFilters, useSaveDiscoveryFilters, useSaveLookingFor, type DiscoveryFilters } from '../api/filters';
import { common } from '@/locales/common';
import { discovery } from '@/locales/discovery';

/**
 * Discovery filters: age range and verified only (saved with PUT /api/discovery/filters),
 * looking for (the profile's own setting). The server applies all three to the cards.
 */
export function FiltersPanel({ onClose }: { onClose: () => void }) {
  const t = discovery.useT();
  const saved = useDiscoveryFilters();
  // The form starts from what is saved, so it shows once that is read.
  if (!saved.data) return <Spinner label={t('filters.loading')} className="py-6" />;
  return <FiltersForm saved={saved.data} onClose={onClose} />;
}

function FiltersForm({ saved, onClose }: { saved: DiscoveryFilters; onClose: () => void }) {
  const t = discovery.useT();
  const { user } = useUser();
  const save = useSaveDiscoveryFilters();
  const saveLookingFor = useSaveLookingFor();
  const [ageMin, setAgeMin] = useState(saved.ageMin);
  const [ageMax, setAgeMax] = useState(saved.ageMax);
  const [verifiedOnly, setVerifiedOnly] = useState(saved.verifiedOnly);
  const profileLookingFor = user?.profile?.lookingFor ?? [];
  const [lookingFor, setLookingFor] = useState<LookingForOption>(profileLookingFor[0] ?? 'Everyone');

  const apply = async () => {
    try {
      await save.mutateAsync({ ageMin, ageMax, verifiedOnly });
      if ((profileLookingFor[0] ?? 'Everyone') !== lookingFor) await saveLookingFor.mutateAsync([lookingFor]);
      toast({ title: t('filters.saved') });
      onClose();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, t('filters.failed')), variant: 'destructive' });
    }
  };

  const busy = save.isPending || saveLookingFor.isPending;
  return (
    <section aria-label={t('filters.label')} className="mx-4 mt-2 space-y-4 rounded-xl border bg-card p-4 text-sm">
      <fieldset>
        <legend className="font-medium">{t('filters.age', { min: ageMin, max: ageMax })}</legend>
        <div className="mt-2 flex items-center gap-3">
          <label className="flex flex-1 flex-col gap-1 text-xs text-muted-foreground">
            {t('filters.from')}
            <input
              type="range"
              className="h-11"
              aria-label={t('filters.minAge')}
              min={DISCOVERY_AGE_MIN}
              max={DISCOVERY_AGE_MAX}
              value={ageMin}
              onChange={(e) => {
                const v = Number(e.target.value);
                setAgeMin(v);
                if (v > ageMax) setAgeMax(v);
              }}
            />
          </label>
          <label className="flex flex-1 flex-col gap-1 text-xs text-muted-foreground">
            {t('filters.to')}
            <input
              type="range"
              className="h-11"
              aria-label={t('filters.maxAge')}
              min={DISCOVERY_AGE_MIN}
              max={DISCOVERY_AGE_MAX}
              value={ageMax}
              onChange={(e) => {
                const v = Number(e.target.value);
                setAgeMax(v);
                if (v < ageMin) setAgeMin(v);
              }}
            />
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('filters.lookingFor')}</legend>
        <div className="mt-2 flex gap-2" role="radiogroup" aria-label={t('filters.lookingFor')}>
          {LOOKING_FOR.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={lookingFor === option}
              onClick={() => setLookingFor(option)}
              className={cn('min-h-10 flex-1 rounded-full border px-3 text-sm', lookingFor === option ? 'border-primary bg-primary text-primary-foreground' : 'bg-background')}
            >
              {t(`lookingFor.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="discovery-verified-only" className="font-medium">
          {t('filters.verifiedOnly')}
        </label>
        <Switch id="discovery-verified-only" checked={verifiedOnly} onCheckedChange={setVerifiedOnly} />
      </div>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onClose}>
          {common.t('cancel')}
        </Button>
        <Button className="flex-1" onClick={() => void apply()} disabled={busy}>
          {t('filters.apply')}
        </Button>
      </div>
    </section>
  );
}
