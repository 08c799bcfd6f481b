import { PageHeader } from '@/components/layouts/page-header';
import { ProfileView } from '@/features/profile/components/profile-view';
import { VerificationSummaryLink } from '@/features/verification';
import { useUser } from '@/lib/auth';
import { common } from '@/locales/common';
import { useNavigate } from 'react-router-dom';
import { ProfileAdminAccess } from './profile-admin-access';

export default function ProfileMainView() {
  const t = common.useT();
  const { user } = useUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('nav.profile')} />
      {user.profile ? <VerificationSummaryLink /> : null}
      <ProfileView user={user} onCompleteSetup={() => navigate('/profile-setup')} adminAccess={<ProfileAdminAccess user={user} />} />
    </>
  );
}
