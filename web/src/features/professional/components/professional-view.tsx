import { Building2, Clock, Info, MapPin, Pencil, Star, UserCheck, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { INDUSTRIES, type ConnectionDto, type ProfessionalEntry, type ProfessionalProfile } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { isHighQuality } from '@/lib/match-score';
import { appView } from '@/stores/app-view';
import { useAcceptConnection, useConnect, useConnections, useDeclineConnection } from '../api/connections';
import { useIndustryProfessionals, useNearbyProfessionals } from '../api/people';
import { useProfessionalProfile } from '../api/profile';
import { useProfessionalRealtime } from '../realtime';
import { ProfessionalCard, connectStateOf, titleLine } from './professional-card';
import { ProfessionalDetailDialog } from './professional-detail-dialog';
import { ProfessionalProfileForm } from './profile-form';
import { ProAvatar } from './pro-avatar';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-3">
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-4 [&_svg]:text-pro-text">
        {icon}
        {label}
      </span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
    </Card>
  );
}

const selectClass = 'flex h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Professional networking with real data: the profile, people here, requests, connect. */
export function ProfessionalView() {
  const { user } = useUser();
  const profileQuery = useProfessionalProfile();
  if (profileQuery.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label="Loading your professional profile" />
      </div>
    );
  }
  if (profileQuery.isError) {
    return (
      <p role="alert" className="m-4 rounded-xl bg-destructive/10 px-4 py-3 text-sm text-destructive-text">
        {serverMessage(profileQuery.error, 'Could not load your professional profile.')}
      </p>
    );
  }
  const profile = profileQuery.data.profile;
  if (!profile) {
    return (
      <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
        <Card className="flex flex-col gap-1 p-4">
          <h2 className="font-semibold">Create your professional profile</h2>
          <p className="text-sm text-muted-foreground">
            People checked in with Professional mode at your venue see it, with a match score from your expertise, interests, industry and seniority.
          </p>
        </Card>
        <ProfessionalProfileForm profile={null} defaultName={user?.profile?.displayName ?? ''} />
      </div>
    );
  }
  return <Networking profile={profile} myUserId={user?.id} />;
}

function Networking({ profile, myUserId }: { profile: ProfessionalProfile; myUserId: string | undefined }) {
  const [tab, setTab] = useState('nearby');
  // Until the person picks one, the Industry tab opens where people are, not on an empty list.
  const [chosenIndustry, setIndustry] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [connectTo, setConnectTo] = useState<ProfessionalEntry | null>(null);
  const [editing, setEditing] = useState(false);
  useProfessionalRealtime(myUserId);

  const nearby = useNearbyProfessionals(true);
  const industry = chosenIndustry ?? industryToOpen(profile.industry, nearby.data?.people ?? []);
  const byIndustry = useIndustryProfessionals(industry, tab === 'industry');
  const connections = useConnections();
  const connect = useConnect();
  const accept = useAcceptConnection();
  const decline = useDeclineConnection();

  const people = nearby.data?.people ?? [];
  const all = [...people, ...(byIndustry.data?.people ?? [])];
  const open = all.find((m) => m.userId === openId) ?? null;
  const incoming = connections.data?.incoming ?? [];
  const sendingTo = connect.isPending ? connect.variables?.toUserId : undefined;

  async function sendRequest(entry: ProfessionalEntry, message: string) {
    try {
      await connect.mutateAsync({ toUserId: entry.userId, ...(message.trim() ? { message: message.trim() } : {}) });
      setConnectTo(null);
      setOpenId(null);
      toast({ title: 'Connection request sent', description: `${entry.professionalProfile.displayName} will see your request.` });
    } catch (error) {
      toast({ title: 'Could not connect', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function answer(id: string, name: string, yes: boolean) {
    try {
      if (yes) {
        await accept.mutateAsync(id);
        toast({ title: 'Connected', description: `Your conversation with ${name} is open in Messages.` });
      } else {
        await decline.mutateAsync(id);
        toast({ title: 'Request declined' });
      }
      setOpenId(null);
    } catch (error) {
      toast({ title: 'Could not answer', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  const acceptFrom = (entry: ProfessionalEntry) => entry.connection && void answer(entry.connection.id, entry.professionalProfile.displayName, true);

  const card = (m: ProfessionalEntry) => (
    <li key={m.userId}>
      <ProfessionalCard
        match={m}
        connectState={connectStateOf(m, sendingTo === m.userId)}
        onConnect={() => setConnectTo(m)}
        onAccept={() => acceptFrom(m)}
        onOpen={() => setOpenId(m.userId)}
      />
    </li>
  );

  const list = (query: typeof nearby, emptyText: string) => {
    if (query.isPending) return <Spinner label="Loading people" className="mx-auto my-6" />;
    if (query.isError)
      return (
        <p role="alert" className="text-sm text-destructive-text">
          {serverMessage(query.error, 'Could not load people.')}
        </p>
      );
    if (!query.data.people.length) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
    return <ul className="flex flex-col gap-3">{query.data.people.map(card)}</ul>;
  };

  const notHere = nearby.data && !nearby.data.venue;

  return (
    <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <Card className="flex items-center gap-3 p-3">
        <ProAvatar name={profile.displayName} className="size-10 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{profile.displayName}</p>
          <p className="truncate text-xs text-muted-foreground">
            {titleLine(profile)} · {profile.industry}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden /> Edit profile
        </Button>
      </Card>

      {notHere ? (
        <Card className="flex flex-col gap-2 p-4">
          <p className="flex items-start gap-2 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-pro-text" aria-hidden />
            Check in with Professional mode on to see who is networking at your venue.
          </p>
          <Button
            variant="pro"
            onClick={() => {
              appView.setView('checkin');
            }}
          >
            Go to Check In
          </Button>
        </Card>
      ) : null}

      <dl className="grid grid-cols-2 gap-2" aria-label="Networking stats">
        {[
          { icon: <MapPin />, label: 'Here now', value: nearby.data?.peopleHere ?? 0 },
          { icon: <Star />, label: 'High-quality', value: people.filter((m) => isHighQuality(m.matchScore)).length },
          { icon: <UserCheck />, label: 'Connections', value: connections.data?.connections.length ?? 0 },
          { icon: <Clock />, label: 'Pending', value: incoming.length },
        ].map((s) => (
          <div key={s.label}>
            <dt className="sr-only">{s.label}</dt>
            <dd>
              <StatCard {...s} />
            </dd>
          </div>
        ))}
      </dl>

      {incoming.length ? <Requests requests={incoming} busy={accept.isPending || decline.isPending} onAnswer={(c, yes) => void answer(c.id, c.other.displayName, yes)} /> : null}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Professionals" className="grid grid-cols-2">
          <TabsTrigger value="nearby" className="justify-center data-[state=active]:text-pro-text">
            <MapPin aria-hidden /> Nearby
          </TabsTrigger>
          <TabsTrigger value="industry" className="justify-center data-[state=active]:text-pro-text">
            <Building2 aria-hidden /> Industry
          </TabsTrigger>
        </TabsList>
        <TabsContent value="nearby">{list(nearby, notHere ? 'Nobody to show until you check in for networking.' : 'Nobody else is networking here yet.')}</TabsContent>
        <TabsContent value="industry" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="pro-industry-filter">Industry</Label>
            <select id="pro-industry-filter" className={selectClass} value={industry} onChange={(e) => setIndustry(e.target.value)}>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </div>
          {list(byIndustry, `Nobody in ${industry} is networking here right now.`)}
        </TabsContent>
      </Tabs>

      <ProfessionalDetailDialog
        match={open}
        connectState={open ? connectStateOf(open, sendingTo === open.userId) : 'idle'}
        onConnect={() => open && setConnectTo(open)}
        onAccept={() => open && acceptFrom(open)}
        onOpenChange={(o) => !o && setOpenId(null)}
      />
      <ConnectDialog entry={connectTo} sending={connect.isPending} onSend={(entry, message) => void sendRequest(entry, message)} onClose={() => setConnectTo(null)} />
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Professional profile</DialogTitle>
            <DialogDescription>What people networking here see about you.</DialogDescription>
          </DialogHeader>
          <ProfessionalProfileForm profile={profile} defaultName={profile.displayName} onSaved={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Requests({ requests, busy, onAnswer }: { requests: ConnectionDto[]; busy: boolean; onAnswer: (c: ConnectionDto, accept: boolean) => void }) {
  return (
    <section aria-labelledby="pro-requests-title" className="flex flex-col gap-2">
      <h2 id="pro-requests-title" className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <Users className="size-4 text-pro-text" aria-hidden /> Connection requests
      </h2>
      <ul className="flex flex-col gap-2">
        {requests.map((c) => (
          <li key={c.id}>
            <Card className="flex flex-col gap-2 p-3" role="article" aria-label={`Request from ${c.other.displayName}`}>
              <div className="flex items-center gap-3">
                <ProAvatar name={c.other.displayName} className="size-10 text-sm" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{c.other.displayName}</p>
                  <p className="truncate text-xs text-muted-foreground">{titleLine(c.other)}</p>
                </div>
              </div>
              {c.message ? <p className="rounded-xl bg-muted px-3 py-2 text-sm">“{c.message}”</p> : null}
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" disabled={busy} onClick={() => onAnswer(c, false)} aria-label={`Decline ${c.other.displayName}'s request`}>
                  Decline
                </Button>
                <Button variant="pro" disabled={busy} onClick={() => onAnswer(c, true)} aria-label={`Accept ${c.other.displayName}'s request`}>
                  Accept
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConnectDialog({
  entry,
  sending,
  onSend,
  onClose,
}: {
  entry: ProfessionalEntry | null;
  sending: boolean;
  onSend: (entry: ProfessionalEntry, message: string) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <Dialog
      open={Boolean(entry)}
      onOpenChange={(o) => {
        if (!o) {
          setMessage('');
          onClose();
        }
      }}
    >
      {entry ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Connect with {entry.professionalProfile.displayName}</DialogTitle>
            <DialogDescription>If they accept, your message opens your conversation.</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onSend(entry, message);
            }}
          >
            <Label htmlFor="pro-connect-message">Message (optional)</Label>
            <Textarea
              id="pro-connect-message"
              value={message}
              maxLength={500}
              rows={3}
              placeholder={entry.suggestedTopics[0] ? `Hi! I'd love to talk about ${entry.suggestedTopics[0]}.` : 'Hi! Would you like to connect?'}
              onChange={(e) => setMessage(e.target.value)}
            />
            <Button type="submit" variant="pro" disabled={sending}>
              {sending ? 'Sending...' : 'Send request'}
            </Button>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The industry the Industry tab opens on: the person's own when someone here works in it, else the one
 * most people here work in (ties in the list's order), else their own (the list then says nobody is).
 */
export function industryToOpen(own: string, people: readonly ProfessionalEntry[]): string {
  const counts = new Map<string, number>();
  for (const p of people) counts.set(p.professionalProfile.industry, (counts.get(p.professionalProfile.industry) ?? 0) + 1);
  if (counts.has(own) || counts.size === 0) return own;
  let best = own;
  let most = 0;
  for (const name of INDUSTRIES) {
    const n = counts.get(name) ?? 0;
    if (n > most) {
      best = name;
      most = n;
    }
  }
  return best;
}
