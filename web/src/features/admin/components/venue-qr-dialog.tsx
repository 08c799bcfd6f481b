import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, Printer, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { fetchVenueQr, useRotateQr } from '../api/admin-api';
import type { AdminVenue } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { errorToast, InlineLoader, LoadError } from './shared';

function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const fileName = (name: string, ext: string) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'venue'
  }-qr.${ext}`;

/** Prints the code on its own page: venue name, the code large, and how to use it. */
function printQr(venue: AdminVenue, svgUrl: string) {
  const w = window.open('', '_blank');
  if (!w) {
    toast({ title: 'Print blocked', description: 'Allow pop-ups for this site to print the QR code.', variant: 'destructive' });
    return;
  }
  const doc = w.document;
  doc.title = `${venue.name} — check-in QR code`;
  const style = doc.createElement('style');
  style.textContent = 'body{font-family:system-ui,sans-serif;text-align:center;margin:40px}img{width:80mm;height:80mm}h1{font-size:28px;margin:0 0 8px}p{color:#333}';
  doc.head.appendChild(style);
  const h1 = doc.createElement('h1');
  h1.textContent = venue.name;
  const addr = doc.createElement('p');
  addr.textContent = venue.address;
  const img = doc.createElement('img');
  img.alt = `Check-in QR code for ${venue.name}`;
  const hint = doc.createElement('p');
  hint.textContent = 'Scan with Converge to check in here.';
  doc.body.append(h1, addr, img, hint);
  img.onload = () => {
    w.focus();
    w.print();
  };
  img.src = svgUrl;
}

/** The venue's printable check-in code: shown, opened as SVG or PNG, printed, or rotated. */
export function VenueQrDialog({ venue, open, onOpenChange }: { venue: AdminVenue; open: boolean; onOpenChange: (o: boolean) => void }) {
  const svg = useQuery({ queryKey: ['admin', 'venues', venue.id, 'qr', 'svg'], queryFn: () => fetchVenueQr(venue.id, 'svg'), enabled: open });
  const svgUrl = useObjectUrl(svg.data);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const rotate = useRotateQr();

  const openPng = async () => {
    try {
      const blob = await fetchVenueQr(venue.id, 'png');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName(venue.name, 'png');
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      errorToast(err, 'Failed to download the QR code');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>QR code — {venue.name}</DialogTitle>
          <DialogDescription>Print it and put it where guests can scan it to check in.</DialogDescription>
        </DialogHeader>
        {svg.isPending ? (
          <InlineLoader label="Loading QR code..." />
        ) : svg.isError ? (
          <LoadError error={svg.error} what="the QR code" />
        ) : svgUrl ? (
          <div className="mx-auto rounded-xl bg-white p-3">
            <img src={svgUrl} alt={`Check-in QR code for ${venue.name}`} className="size-56" />
          </div>
        ) : null}
        {venue.qrCode ? <p className="break-all text-center font-mono text-xs text-muted-foreground">{venue.qrCode}</p> : null}
        <Button variant="pro" size="lg" disabled={!svgUrl} onClick={() => svgUrl && printQr(venue, svgUrl)}>
          <Printer aria-hidden /> Print
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <a href={`/api/admin/venues/${venue.id}/qr`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> Open SVG
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/api/admin/venues/${venue.id}/qr?format=png`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> Open PNG
            </a>
          </Button>
          <Button variant="outline" onClick={openPng}>
            <Download aria-hidden /> Download PNG
          </Button>
          <Button variant="outline" onClick={() => setConfirmRotate(true)}>
            <RefreshCw aria-hidden /> Rotate code
          </Button>
        </div>
        <ConfirmDialog
          open={confirmRotate}
          onOpenChange={setConfirmRotate}
          title="Rotate this QR code?"
          description="A new code is issued at once. Every printed copy of the old code stops working: guests scanning it cannot check in."
          confirmLabel="Rotate code"
          pendingLabel="Rotating..."
          destructive
          pending={rotate.isPending}
          onConfirm={() =>
            rotate.mutate(venue.id, {
              onSuccess: () => {
                setConfirmRotate(false);
                void svg.refetch();
                toast({ title: 'QR code rotated', description: 'Print the new code; the old one no longer works.' });
              },
              onError: (err) => errorToast(err, 'Failed to rotate the QR code'),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
