import { Download, EyeOff, Bell, Lock, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { disablePushOnThisDevice, enablePushOnThisDevice } from '../api/push-subscription';
import { useIncognitoToggle } from '@/components/use-incognito-toggle';
import { useDataExport } from '../hooks/use-privacy-actions';
import { LanguageSetting } from './language-setting';
import { common } from '@/locales/common';
import { profile } from '@/locales/profile';

function Row({ icon, label, description, children }: { icon: ReactNode; label: ReactNode; description?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-3">
      <span className="text-muted-foreground [&_svg]:size-5">{icon}</span>
      <div className="min-w-0 flex-1">
        <div className="text-sm font-medium">{label}</div>
        {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Push Notifications and Incognito switches wired to the API, Privacy Settings, Data Export. */
export function ProfileSettings({ pushEnabled, profileIncognito }: { pushEnabled: boolean; profileIncognito: boolean }) {
  const t = profile.useT();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const incognito = useIncognitoToggle(profileIncognito);
  const dataExport = useDataExport();

  async function onPush(enabled: boolean) {
    try {
      // This device subscribes (or leaves) first; the switch itself is the person's choice for all devices.
      if (enabled) {
        const outcome = await enablePushOnThisDevice();
        if (outcome === 'denied') {
          toast({ title: t('push.blocked'), description: t('push.blocked.message'), variant: 'destructive' });
          return;
        }
      } else {
        await disablePushOnThisDevice().catch(() => undefined);
      }
      await updateProfile.mutateAsync({ pushNotificationsEnabled: enabled });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, t('settings.failed')), variant: 'destructive' });
    }
  }

  return (
    <Card className="divide-y overflow-hidden">
      <LanguageSetting />
      <Row icon={<Bell />} label={<label htmlFor="push-switch">{t('push.label')}</label>} description={t('push.text')}>
        <Switch
          id="push-switch"
          checked={updateProfile.isPending ? Boolean(updateProfile.variables?.pushNotificationsEnabled) : pushEnabled}
          disabled={updateProfile.isPending}
          onCheckedChange={onPush}
        />
      </Row>
      <Row icon={<EyeOff />} label={<label htmlFor="incognito-switch">{t('incognito.label')}</label>} description={t('incognito.text')}>
        <Switch id="incognito-switch" checked={incognito.checked} disabled={incognito.disabled} onCheckedChange={(v) => void incognito.toggle(v)} />
      </Row>
      <button
        type="button"
        onClick={() => navigate('/safety')}
        className="block w-full text-start hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <Row icon={<Lock />} label={t('privacy.label')} description={t('privacy.text')}>
          <ChevronRight className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden />
        </Row>
      </button>
      <button
        type="button"
        onClick={() => void dataExport.run()}
        disabled={dataExport.exporting}
        className="block w-full text-start hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:opacity-60"
      >
        <Row icon={<Download />} label={dataExport.exporting ? t('export.exporting') : t('export.label')} description={dataExport.exporting ? dataExport.progressLabel : t('export.text')}>
          <ChevronRight className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden />
        </Row>
      </button>
    </Card>
  );
}
