import { Clock, MapPin, QrCode, ShieldCheck, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { demo } from '@/locales/demo';
import { demoNearbyVenues, demoVenue } from '../data/sample';
import { useDemoFormat } from './use-demo-format';

export function CheckInTab() {
  const t = demo.useT();
  const format = useDemoFormat();
  const venueLine = t('checkin.venueLine', { kind: t(demoVenue.kind), address: '\u0001' }).split('\u0001');
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between">
            <Badge variant="success">
              <ShieldCheck aria-hidden /> {t('checkin.checkedIn')}
            </Badge>
            <span className="text-xs text-muted-foreground">{t('checkin.via', { time: format.time(demoVenue.checkedInAt) })}</span>
          </div>
          <CardTitle className="mt-2 text-lg" translate="no">
            {demoVenue.name}
          </CardTitle>
          {/* The address is data in its own script: <bdi> keeps "418 Valencia St" in order in Arabic (the message is split where it goes). */}
          <CardDescription>
            {venueLine[0]}
            <bdi translate="no">{demoVenue.address}</bdi>
            {venueLine[1]}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-3 gap-2 text-center">
          <Stat value={demoVenue.peopleHere} label={t('checkin.peopleHere')} />
          <Stat value={demoVenue.dating} label={t('checkin.dating')} />
          <Stat value={demoVenue.professional} label={t('checkin.networking')} />
        </CardContent>
      </Card>

      <div className="grid grid-cols-2 gap-3">
        <Card className="p-4">
          <MapPin className="size-5 text-primary-text" aria-hidden />
          <p className="mt-2 text-sm font-semibold">{t('checkin.location.title')}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('checkin.location.text')}</p>
        </Card>
        <Card className="p-4">
          <QrCode className="size-5 text-primary-text" aria-hidden />
          <p className="mt-2 text-sm font-semibold">{t('checkin.qr.title')}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('checkin.qr.text')}</p>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-sm">{t('checkin.nearby')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {demoNearbyVenues.map((v) => (
              <li key={v.name} className="flex items-center justify-between py-2.5 text-sm">
                <span className="font-medium" translate="no">
                  {v.name}
                </span>
                <span className="text-muted-foreground">{format.distance(v.distanceKm * 1000)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('checkin.expiry')}
      </p>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Users className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('checkin.privacy')}
      </p>
    </div>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-muted py-3">
      <p className="text-xl font-bold">{value}</p>
      <p className="px-1 text-xs text-muted-foreground hyphens-auto [overflow-wrap:anywhere]">{label}</p>
    </div>
  );
}
