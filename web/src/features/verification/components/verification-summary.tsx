import { BadgeCheck, ChevronRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VerifiedBadge } from '@/components/verified-badge';
import { useVerificationStatus } from '../api/status';

const LEVELS: Record<string, string> = { unverified: 'Unverified', basic: 'Basic', enhanced: 'Enhanced', premium: 'Premium', ultra: 'Ultra' };

/** A row for the profile screen: the person's level and a way into /verification. */
export function VerificationSummaryLink() {
  const { data } = useVerificationStatus();
  return (
    <Link to="/verification" className="mx-4 mt-4 flex items-center gap-3 rounded-2xl border bg-card p-4 transition-colors duration-150 hover:bg-muted">
      {data?.isVerified ? <BadgeCheck className="size-6 text-success" aria-hidden /> : <ShieldAlert className="size-6 text-muted-foreground" aria-hidden />}
      <span className="flex-1">
        <span className="block text-sm font-semibold">Identity verification</span>
        <span className="block text-xs text-muted-foreground">{data ? `${LEVELS[data.verificationLevel]} · ${data.completedSteps} of 6 steps` : 'Get the Verified badge'}</span>
      </span>
      {data?.isVerified ? <VerifiedBadge /> : null}
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </Link>
  );
}
