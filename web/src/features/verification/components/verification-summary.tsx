import { BadgeCheck, ChevronRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VerifiedBadge } from '@/components/verified-badge';
import { VERIFICATION_STEP_COUNT } from '@converge/contracts';
import { verification } from '@/locales/verification';
import { useVerificationStatus } from '../api/status';
import { levelLabel } from '../labels';

/** A row for the profile screen: the person's level and a way into /verification. */
export function VerificationSummaryLink() {
  const t = verification.useT();
  const { data } = useVerificationStatus();
  return (
    <Link to="/verification" className="mx-4 mt-4 flex items-center gap-3 rounded-2xl border bg-card p-4 transition-colors duration-150 hover:bg-muted">
      {data?.isVerified ? <BadgeCheck className="size-6 text-success" aria-hidden /> : <ShieldAlert className="size-6 text-muted-foreground" aria-hidden />}
      <span className="flex-1">
        <span className="block text-sm font-semibold">{t('summary.title')}</span>
        <span className="block text-xs text-muted-foreground">
          {data ? t('summary.progress', { level: levelLabel(data.verificationLevel), done: data.completedSteps, total: VERIFICATION_STEP_COUNT }) : t('summary.cta')}
        </span>
      </span>
      {data?.isVerified ? <VerifiedBadge /> : null}
      <ChevronRight className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden />
    </Link>
  );
}
