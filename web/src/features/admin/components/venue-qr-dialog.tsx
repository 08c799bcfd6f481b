import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, Printer, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isRtl } from '@converge/contracts';
import { currentLanguage } from '@/lib/i18n';
import { adminBusiness } from '@/locales/admin-business';
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

/** Prints the code on its own page: venue name, the code large, and how to use it (in the app's language). */
function printQr(venue: AdminVenue, svgUrl: string) {
  const t = adminBusiness.t;
  const w = window.open('', '_blank');
  if (!w) {
    toast({ title: t('qr.printBlocked'), description: t('qr.printBlockedBody'), variant: 'destructive' });
    return;
  }
  const doc = w.document;
  const language = currentLanguage();
  doc.documentElement.lang = language;
  doc.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  doc.title = t('qr.printTitle', { name: venue.name });
  const style = doc.createElement('style');
  style.textContent = 'body{font-family:system-ui,sans-serif;text-align:center;margin:40px}img{width:80mm;height:80mm}h1{font-size:28px;margin:0 0 8px}p{color:#333}';
  doc.head.appendChild(style);
  const h1 = doc.createElement('h1');
  h1.textContent = venue.name;
  const addr = doc.createElement('p');
  addr.textContent = venue.address;
  const img = doc.createElement('img');
  img.alt = t('qr.alt', { name: venue.name });
  const hint = doc.createElement('p');
  hint.textContent = t('qr.printHint');
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
  const t = adminBusiness.useT();

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
      errorToast(err, t('qr.downloadFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('qr.title', { name: venue.name })}</DialogTitle>
          <DialogDescription>{t('qr.description')}</DialogDescription>
        </DialogHeader>
        {svg.isPending ? (
          <InlineLoader label={t('qr.loading')} />
        ) : svg.isError ? (
          <LoadError error={svg.error} say={(reason) => t('qr.loadError', { reason })} />
        ) : svgUrl ? (
          <div className="mx-auto rounded-xl bg-white p-3">
            <img src={svgUrl} alt={t('qr.alt', { name: venue.name })} className="size-56" />
          </div>
        ) : null}
        {venue.qrCode ? (
          <p className="break-all text-center font-mono text-xs text-muted-foreground" dir="ltr" translate="no">
            {venue.qrCode}
          </p>
        ) : null}
        <Button variant="pro" size="lg" disabled={!svgUrl} onClick={() => svgUrl && printQr(venue, svgUrl)}>
          <Printer aria-hidden /> {t('qr.print')}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <a href={`/api/admin/venues/${venue.id}/qr`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> {t('qr.openSvg')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/api/admin/venues/${venue.id}/qr?format=png`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> {t('qr.openPng')}
            </a>
          </Button>
          <Button variant="outline" onClick={openPng}>
            <Download aria-hidden /> {t('qr.downloadPng')}
          </Button>
          <Button variant="outline" onClick={() => setConfirmRotate(true)}>
            <RefreshCw aria-hidden /> {t('qr.rotate')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmRotate}
          onOpenChange={setConfirmRotate}
          title={t('qr.rotateTitle')}
          description={t('qr.rotateBody')}
          confirmLabel={t('qr.rotate')}
          pendingLabel={t('qr.rotating')}
          destructive
          pending={rotate.isPending}
          onConfirm={() =>
            rotate.mutate(venue.id, {
              onSuccess: () => {
                setConfirmRotate(false);
                void svg.refetch();
                toast({ title: t('qr.rotated'), description: t('qr.rotatedBody') });
              },
              onError: (err) => errorToast(err, t('qr.rotateFailed')),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
