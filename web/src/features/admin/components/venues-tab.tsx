import { Clock, Globe, MapPin, MonitorSmartphone, Pencil, Plus, PowerOff, QrCode, ShieldAlert, Store } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDeactivateVenue, useVenues } from '../api/admin-api';
import { pageItems, type AdminVenue } from '../api/types';
import { useLanguage } from '@/lib/i18n';
import { timeZoneLabel } from '@/lib/time-zone-name';
import { adminBusiness } from '@/locales/admin-business';
import { formatCoordinate, formatMetres, isolate } from '../format';
import { countryName } from '../venue-form';
import { ConfirmDialog } from './confirm-dialog';
import { VenueFormDialog } from './venue-form-dialog';
import { VenueQrDialog } from './venue-qr-dialog';
import { VenueSafetyContactDialog } from './venue-safety-contact-dialog';
import { EmptyState, errorToast, InlineLoader, LoadError, SectionTitle } from './shared';

function VenueCard({ venue, onEdit, onQr, onSafety, onDeactivate }: { venue: AdminVenue; onEdit: () => void; onQr: () => void; onSafety: () => void; onDeactivate: () => void }) {
  const active = venue.isActive;
  const t = adminBusiness.useT();
  const language = useLanguage();
  const where = { latitude: formatCoordinate(venue.latitude), longitude: formatCoordinate(venue.longitude), radius: formatMetres(venue.radiusM) };
  const country = venue.country ? countryName(venue.country, language) : null;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" data-testid="venue-card">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-pro-soft text-pro-text">
          <Store className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold [overflow-wrap:anywhere]">{venue.name}</h3>
          <p className="flex items-start gap-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {venue.address}
          </p>
        </div>
        {active ? <Badge variant="success">{t('venue.active')}</Badge> : <Badge variant="muted">{t('venue.inactive')}</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">{venue.phone ? t('venue.detailsWithPhone', { ...where, phone: isolate(venue.phone) }) : t('venue.details', where)}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="venue-locale">
        <span className="flex items-center gap-1">
          <Globe className="size-3.5 shrink-0" aria-hidden />
          {!country ? t('venue.countryUnknown') : venue.countryFromLocation ? t('venue.countryFromLocation', { country }) : country}
        </span>
        {venue.timeZone ? (
          // Named by Intl in the app's language.
          <span className="flex items-center gap-1" translate="no">
            <Clock className="size-3.5 shrink-0" aria-hidden />
            {timeZoneLabel(venue.timeZone, language)}
          </span>
        ) : (
          <span className="flex items-center gap-1">
            <Clock className="size-3.5 shrink-0" aria-hidden />
            {t('venue.zoneNotSet')}
          </span>
        )}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('venue.meetPoints')}>
        {venue.meetPoints.map((p) => (
          <li key={p}>
            <Badge variant="outline">{p}</Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="pro" onClick={onQr} disabled={!active}>
          <QrCode aria-hidden /> {t('venue.qr')}
        </Button>
        {active ? (
          // The changing code for a screen or tablet at the venue, in its own tab.
          <Button asChild size="sm" variant="outline">
            <a href={`/admin/venues/${venue.id}/display`} target="_blank" rel="noopener">
              <MonitorSmartphone aria-hidden /> {t('venue.screen')}
            </a>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onEdit} disabled={!active}>
          <Pencil aria-hidden /> {t('venue.edit')}
        </Button>
        <Button size="sm" variant="outline" onClick={onSafety} disabled={!active}>
          <ShieldAlert aria-hidden /> {t('venue.safety')}
        </Button>
        {active ? (
          <Button size="sm" variant="ghost" className="text-destructive-text" onClick={onDeactivate}>
            <PowerOff aria-hidden /> {t('venue.deactivate')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** The business's venues: create, edit, meet points, printable QR codes, deactivate. */
export function VenuesTab() {
  const venues = useVenues();
  const [editing, setEditing] = useState<AdminVenue | 'new' | null>(null);
  const [qrFor, setQrFor] = useState<AdminVenue | null>(null);
  const [safetyFor, setSafetyFor] = useState<AdminVenue | null>(null);
  const [deactivating, setDeactivating] = useState<AdminVenue | null>(null);
  const deactivate = useDeactivateVenue();
  const list = pageItems(venues.data);
  const t = adminBusiness.useT();

  return (
    <section className="flex flex-col gap-4" aria-labelledby="venues-title">
      <div className="flex items-center justify-between gap-2">
        <SectionTitle>
          <span id="venues-title">{t('venues.title')}</span>
        </SectionTitle>
        <Button size="sm" variant="pro" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> {t('venues.add')}
        </Button>
      </div>
      {venues.isPending ? (
        <InlineLoader label={t('venues.loading')} />
      ) : venues.isError ? (
        <LoadError error={venues.error} say={(reason) => t('venues.loadError', { reason })} />
      ) : list.length === 0 ? (
        <EmptyState icon={Store} title={t('venues.emptyTitle')}>
          {t('venues.emptyBody')}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {list.map((v) => (
            <VenueCard key={v.id} venue={v} onEdit={() => setEditing(v)} onQr={() => setQrFor(v)} onSafety={() => setSafetyFor(v)} onDeactivate={() => setDeactivating(v)} />
          ))}
        </div>
      )}

      {editing ? (
        <VenueFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          venue={editing === 'new' ? null : editing}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          onSaved={(saved) => {
            if (editing === 'new' && saved?.id) setQrFor(saved);
          }}
        />
      ) : null}
      {safetyFor ? <VenueSafetyContactDialog venue={safetyFor} open onOpenChange={(o) => !o && setSafetyFor(null)} /> : null}
      {qrFor ? <VenueQrDialog venue={list.find((v) => v.id === qrFor.id) ?? qrFor} open onOpenChange={(o) => !o && setQrFor(null)} /> : null}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(o) => !o && setDeactivating(null)}
        title={deactivating ? t('deactivate.title', { name: deactivating.name }) : t('deactivate.titleNoName')}
        description={t('deactivate.body')}
        confirmLabel={t('venue.deactivate')}
        pendingLabel={t('deactivate.pending')}
        destructive
        pending={deactivate.isPending}
        onConfirm={() =>
          deactivating &&
          deactivate.mutate(deactivating.id, {
            onSuccess: () => {
              toast({ title: t('deactivate.done'), description: deactivating.name });
              setDeactivating(null);
            },
            onError: (err) => errorToast(err, t('deactivate.failed')),
          })
        }
      />
    </section>
  );
}
