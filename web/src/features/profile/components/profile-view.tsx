import { Clock, LogOut, Pencil, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { computeAge } from '@/lib/age';
import { signOut, type User } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import { useProfileStats } from '../api/profile-stats';
import { LegalLinks } from './legal-links';
import { ProfileEditor } from './profile-editor';
import { ProfileSettings } from './profile-settings';
import { screeningBadge } from './photo-editor';
import { profile as profileText } from '@/locales/profile';

/** Where account deletion is asked for (an address: data, not translated). */
const SUPPORT_EMAIL = 'support@converge.app';

/**
 * The profile main view. `adminAccess` is the Get Business Admin Access /
 * Business Admin Dashboard slot, composed by the app from the admin feature.
 */
export function ProfileView({ user, onCompleteSetup, adminAccess }: { user: User; onCompleteSetup: () => void; adminAccess?: ReactNode }) {
  const t = profileText.useT();
  const number = new Intl.NumberFormat(useLanguage());
  const profile = user.profile;
  const [editing, setEditing] = useState(false);
  // Real counts from the services that own them; a dash until they arrive.
  const stats = useProfileStats().data;
  if (!profile) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-20 text-center">
        <UserX className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{t('view.notFound')}</h2>
        <Button onClick={onCompleteSetup}>{t('view.completeSetup')}</Button>
      </div>
    );
  }
  const photo = profile.photos[0];
  const age = profile.age ?? (profile.dateOfBirth ? computeAge(profile.dateOfBirth) : null);

  return (
    <div className="flex flex-col gap-5 px-4 pb-6 pt-4">
      <Card className="flex flex-col items-center p-6 text-center">
        <img
          src={photo?.thumbUrl ?? '/default-avatar.svg'}
          alt={photo ? t('view.photoAlt', { name: profile.displayName }) : t('view.defaultPhotoAlt')}
          width={112}
          height={112}
          className="size-28 rounded-full object-cover ring-4 ring-primary-soft"
        />
        {screeningBadge(photo?.screening) ? (
          <p role="status" className="mt-2 rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
            {screeningBadge(photo?.screening)}
          </p>
        ) : null}
        <h2 className="mt-4 text-2xl font-bold">
          <bdi>{profile.displayName}</bdi>
          {age !== null ? <span className="font-normal text-muted-foreground">{t('view.age', { age: number.format(age) })}</span> : null}
        </h2>
        {profile.bio ? (
          <p dir="auto" className="mt-2 max-w-80 text-sm text-muted-foreground">
            {profile.bio}
          </p>
        ) : null}
        <dl className="mt-5 grid w-full grid-cols-2 gap-3">
          {[
            { label: t('view.matches'), value: stats?.matches },
            { label: t('view.venues'), value: stats?.venues },
          ].map((s) => (
            <div key={s.label} className="rounded-xl bg-muted py-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-xl font-bold">{s.value === undefined ? '–' : number.format(s.value)}</dd>
            </div>
          ))}
        </dl>
        {profile.interestTags?.length ? (
          <ul className="mt-4 flex flex-wrap justify-center gap-1.5" aria-label={t('view.interestTags')}>
            {profile.interestTags.map((t) => (
              <li key={t} className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium">
                {t}
              </li>
            ))}
          </ul>
        ) : null}
        {!editing ? (
          <Button variant="outline" className="mt-4 w-full" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> {t('view.edit')}
          </Button>
        ) : null}
      </Card>

      {editing ? <ProfileEditor profile={profile} onDone={() => setEditing(false)} /> : null}

      <ProfileSettings pushEnabled={profile.pushNotificationsEnabled ?? false} profileIncognito={profile.isIncognito ?? false} />

      <LegalLinks />

      <p className="flex gap-2 rounded-xl bg-muted p-3 text-xs text-muted-foreground">
        <Clock className="size-4 shrink-0" aria-hidden />
        {t('view.locationNote')}
      </p>

      {adminAccess}

      <section aria-labelledby="delete-heading" className="rounded-2xl border border-destructive/40 p-4">
        <h2 id="delete-heading" className="text-sm font-semibold text-destructive-text">
          {t('view.delete.heading')}
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">{t('view.delete.text', { email: SUPPORT_EMAIL })}</p>
      </section>

      <Button variant="ghost" className="w-full text-muted-foreground" onClick={signOut}>
        <LogOut aria-hidden /> {t('view.signOut')}
      </Button>
    </div>
  );
}
