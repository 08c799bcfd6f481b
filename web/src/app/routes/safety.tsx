import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { conversationsQuery } from '@/features/chat/api/get-conversations';
import { displayNameOf, otherSide } from '@/features/chat/api/types';
import { currentCheckInQueryOptions } from '@/features/checkin/api/current-check-in';
import { matchesQuery } from '@/features/matches/api/matches';
import { PrivacyControls } from '@/features/profile/components/privacy-controls';
import { SafetyCenter } from '@/features/safety/components/safety-center';
import type { SafetyPersonEntry } from '@/features/safety/components/people-safety';
import { useUser } from '@/lib/auth';
import { partnerOf, useMatchState } from '@/stores/active-match';
import { RequireSignedIn } from '../guards';
import { useAfterBlock } from '../safety-actions';
import { safety } from '@/locales/safety';

/** The people someone can block or report here: everyone from my matches and conversations, once each. */
function usePeople(enabled: boolean, me: string | undefined) {
  const matches = useQuery({ ...matchesQuery, enabled });
  const conversations = useQuery({ ...conversationsQuery(), enabled });
  const people = useMemo(() => {
    const byId = new Map<string, SafetyPersonEntry>();
    for (const m of matches.data ?? []) {
      const p = partnerOf(m);
      byId.set(p.id, { userId: p.id, displayName: p.profile.displayName, context: m.venue.name ? safety.t('people.matchedAt', { venue: m.venue.name }) : safety.t('people.match') });
    }
    for (const c of conversations.data ?? []) {
      const other = otherSide(c, me).other;
      if (other?.id && !byId.has(other.id)) byId.set(other.id, { userId: other.id, displayName: displayNameOf(other), context: safety.t('people.conversation') });
    }
    return [...byId.values()];
  }, [matches.data, conversations.data, me]);
  return { people, loading: enabled && (matches.isPending || conversations.isPending) };
}

function SafetyPage() {
  const navigate = useNavigate();
  const t = safety.useT();
  const { user } = useUser();
  const hasProfile = Boolean(user?.profile);
  const { people, loading } = usePeople(hasProfile, user?.id);
  const afterBlock = useAfterBlock();
  const checkIn = useQuery({ ...currentCheckInQueryOptions, enabled: hasProfile });
  const { activeMatch } = useMatchState();
  const partner = activeMatch ? partnerOf(activeMatch) : null;
  const venue = checkIn.data?.venue;

  return (
    <PhoneShell>
      <PageHeader title={t('title')} onBack={() => navigate('/app')} backLabel={t('backToApp')} />
      <main className="flex flex-1 flex-col">
        <SafetyCenter
          privacyControls={<PrivacyControls />}
          people={hasProfile ? people : undefined}
          peopleLoading={loading}
          onBlocked={afterBlock}
          shareContext={{
            venueId: venue?.id,
            venueName: venue?.name,
            matchedWithId: partner?.id,
            matchedWithName: partner?.profile.displayName,
          }}
        />
      </main>
    </PhoneShell>
  );
}

/** /safety — signed in (spec route table). */
export function Component() {
  return (
    <RequireSignedIn>
      <SafetyPage />
    </RequireSignedIn>
  );
}
