import { Clock, MapPin, QrCode, ShieldCheck, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatKm } from '@/lib/format';
import { demoNearbyVenues, demoVenue } from '../data/sample';

export function CheckInTab() {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between">
            <Badge variant="success">
              <ShieldCheck aria-hidden /> Checked in
            </Badge>
            <span className="text-xs text-muted-foreground">via QR · {demoVenue.checkedInAt}</span>
          </div>
          <CardTitle className="mt-2 text-lg">{demoVenue.name}</CardTitle>
          <CardDescription>
            {demoVenue.kind} · {demoVenue.address}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-3 gap-2 text-center">
          <Stat value={demoVenue.peopleHere} label="people here" />
          <Stat value={demoVenue.dating} label="dating" />
          <Stat value={demoVenue.professional} label="networking" />
        </CardContent>
      </Card>

      <div className="grid grid-cols-2 gap-3">
        <Card className="p-4">
          <MapPin className="size-5 text-primary-text" aria-hidden />
          <p className="mt-2 text-sm font-semibold">Location Check-In</p>
          <p className="mt-1 text-xs text-muted-foreground">One tap finds the venue you're standing in.</p>
        </Card>
        <Card className="p-4">
          <QrCode className="size-5 text-primary-text" aria-hidden />
          <p className="mt-2 text-sm font-semibold">QR Code Scan</p>
          <p className="mt-1 text-xs text-muted-foreground">Scan the code at the bar or entrance.</p>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-sm">Nearby venues</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {demoNearbyVenues.map((v) => (
              <li key={v.name} className="flex items-center justify-between py-2.5 text-sm">
                <span className="font-medium">{v.name}</span>
                <span className="text-muted-foreground">{formatKm(v.distanceKm)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Check-ins end on their own after 2 hours, and location sharing switches off 3 minutes after a meeting.
      </p>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Users className="mt-0.5 size-4 shrink-0" aria-hidden />
        Only people at the same venue can see you — never your exact position.
      </p>
    </div>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-muted py-3">
      <p className="text-xl font-bold">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}
