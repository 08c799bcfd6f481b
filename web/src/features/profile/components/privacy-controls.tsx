import { Download, EyeOff, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useUser } from '@/lib/auth';
import { useIncognitoToggle } from '@/components/use-incognito-toggle';
import { useDataExport } from '../hooks/use-privacy-actions';
import { profile } from '@/locales/profile';

/** The Safety Center's incognito switch and data export (same calls and toasts as the profile view). */
export function PrivacyControls() {
  const t = profile.useT();
  const { user } = useUser();
  const incognito = useIncognitoToggle(user?.profile?.isIncognito ?? false);
  const dataExport = useDataExport();

  return (
    <div className="divide-y">
      <div className="flex min-h-16 flex-wrap items-center gap-3 px-4 py-3">
        <EyeOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor="safety-incognito" className="text-sm font-medium">
            {t('incognito.label')}
          </label>
          <p className="text-xs text-muted-foreground">{t('privacy.incognito.text')}</p>
        </div>
        <Switch id="safety-incognito" checked={incognito.checked} disabled={incognito.disabled} onCheckedChange={(v) => void incognito.toggle(v)} />
      </div>
      <div className="flex min-h-16 flex-wrap items-center gap-3 px-4 py-3">
        <Download className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-medium">{t('privacy.export')}</p>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {dataExport.exporting ? dataExport.progressLabel : t('privacy.export.text')}
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={() => void dataExport.run()} disabled={dataExport.exporting}>
          {dataExport.exporting ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
          {dataExport.exporting ? t('export.exporting') : t('privacy.export.button')}
        </Button>
      </div>
    </div>
  );
}
