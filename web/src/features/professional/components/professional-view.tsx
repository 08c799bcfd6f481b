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
import { professional } from '@/locales/professional';
import { useAcceptConnection, useConnect, useConnections, useDeclineConnection } from '../api/connections';
import { useIndustryProfessionals, useNearbyProfessionals } from '../api/people';
import { useProfessionalProfile } from '../api/profile';
import { useProfessionalRealtime } from '../realtime';
import { ProfessionalCard, connectStateOf, titleLine, useProfessionalLabels } from './professional-card';
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
  const t = professional.useT();
  const profileQuery = useProfessionalProfile();
  if (profileQuery.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={t('loadingProfile')} />
      </div>
    );
  }
  if (profileQuery.isError) {
    return (
      <p role="alert" className="m-4 rounded-xl bg-destructive/10 px-4 py-3 text-sm text-destructive-text">
        {serverMessage(profileQuery.error, t('profileLoadFailed'))}
      </p>
    );
  }
  const profile = profileQuery.data.profile;
  if (!profile) {
    return (
      <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
        <Card className="flex flex-col gap-1 p-4">
          <h2 className="font-semibold">{t('create.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('create.text')}</p>
        </Card>
        <ProfessionalProfileForm profile={null} defaultName={user?.profile?.displayName ?? ''} />
      </div>
    );
  }
  return <Networking profile={profile} myUserId={user?.id} />;
}

function Networking({ profile, myUserId }: { profile: ProfessionalProfile; myUserId: string | undefined }) {
  const t = professional.useT();
  const labels = useProfessionalLabels();
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
      toast({ title: professional.t('toast.sent'), description: professional.t('toast.sent.text', { name: entry.professionalProfile.displayName }) });
    } catch (error) {
      toast({ title: professional.t('toast.connectFailed'), description: serverMessage(error, professional.t('toast.tryAgain')), variant: 'destructive' });
    }
  }

  async function answer(id: string, name: string, yes: boolean) {
    try {
      if (yes) {
        await accept.mutateAsync(id);
        toast({ title: professional.t('toast.connected'), description: professional.t('toast.connected.text', { name }) });
      } else {
        await decline.mutateAsync(id);
        toast({ title: professional.t('toast.declined') });
      }
      setOpenId(null);
    } catch (error) {
      toast({ title: professional.t('toast.answerFailed'), description: serverMessage(error, professional.t('toast.tryAgain')), variant: 'destructive' });
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
    if (query.isPending) return <Spinner label={t('loadingPeople')} className="mx-auto my-6" />;
    if (query.isError)
      return (
        <p role="alert" className="text-sm text-destructive-text">
          {serverMessage(query.error, t('peopleLoadFailed'))}
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
          <p className="truncate text-xs text-muted-foreground">{t('myLine', { title: titleLine(profile), industry: labels.industry(profile.industry) })}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden /> {t('editProfile')}
        </Button>
      </Card>

      {notHere ? (
        <Card className="flex flex-col gap-2 p-4">
          <p className="flex items-start gap-2 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-pro-text" aria-hidden />
            {t('notHere')}
          </p>
          <Button
            variant="pro"
            onClick={() => {
              appView.setView('checkin');
            }}
          >
            {t('goToCheckin')}
          </Button>
        </Card>
      ) : null}

      <dl className="grid grid-cols-2 gap-2" aria-label={t('stats')}>
        {[
          { icon: <MapPin />, label: t('stats.hereNow'), value: nearby.data?.peopleHere ?? 0 },
          { icon: <Star />, label: t('stats.highQuality'), value: people.filter((m) => isHighQuality(m.matchScore)).length },
          { icon: <UserCheck />, label: t('stats.connections'), value: connections.data?.connections.length ?? 0 },
          { icon: <Clock />, label: t('stats.pending'), value: incoming.length },
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
        <TabsList aria-label={t('tabs')} className="grid grid-cols-2">
          <TabsTrigger value="nearby" className="justify-center data-[state=active]:text-pro-text">
            <MapPin aria-hidden /> {t('tabs.nearby')}
          </TabsTrigger>
          <TabsTrigger value="industry" className="justify-center data-[state=active]:text-pro-text">
            <Building2 aria-hidden /> {t('tabs.industry')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="nearby">{list(nearby, t(notHere ? 'empty.notHere' : 'empty.nearby'))}</TabsContent>
        <TabsContent value="industry" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="pro-industry-filter">{t('industryFilter')}</Label>
            <select id="pro-industry-filter" className={selectClass} value={industry} onChange={(e) => setIndustry(e.target.value)}>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {labels.industry(i)}
                </option>
              ))}
            </select>
          </div>
          {list(byIndustry, t('empty.industry', { industry: labels.industry(industry) }))}
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
            <DialogTitle>{t('editor.title')}</DialogTitle>
            <DialogDescription>{t('editor.text')}</DialogDescription>
          </DialogHeader>
          <ProfessionalProfileForm profile={profile} defaultName={profile.displayName} onSaved={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Requests({ requests, busy, onAnswer }: { requests: ConnectionDto[]; busy: boolean; onAnswer: (c: ConnectionDto, accept: boolean) => void }) {
  const t = professional.useT();
  return (
    <section aria-labelledby="pro-requests-title" className="flex flex-col gap-2">
      <h2 id="pro-requests-title" className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <Users className="size-4 text-pro-text" aria-hidden /> {t('requests.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {requests.map((c) => (
          <li key={c.id}>
            <Card className="flex flex-col gap-2 p-3" role="article" aria-label={t('request.label', { name: c.other.displayName })}>
              <div className="flex items-center gap-3">
                <ProAvatar name={c.other.displayName} className="size-10 text-sm" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{c.other.displayName}</p>
                  <p className="truncate text-xs text-muted-foreground">{titleLine(c.other)}</p>
                </div>
              </div>
              {c.message ? <p className="rounded-xl bg-muted px-3 py-2 text-sm">{t('request.message', { message: c.message })}</p> : null}
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" disabled={busy} onClick={() => onAnswer(c, false)} aria-label={t('request.decline', { name: c.other.displayName })}>
                  {t('decline')}
                </Button>
                <Button variant="pro" disabled={busy} onClick={() => onAnswer(c, true)} aria-label={t('request.accept', { name: c.other.displayName })}>
                  {t('accept')}
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
  const t = professional.useT();
  const labels = useProfessionalLabels();
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
            <DialogTitle>{t('connect.title', { name: entry.professionalProfile.displayName })}</DialogTitle>
            <DialogDescription>{t('connect.text')}</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onSend(entry, message);
            }}
          >
            <Label htmlFor="pro-connect-message">{t('connect.message')}</Label>
            <Textarea
              id="pro-connect-message"
              value={message}
              maxLength={500}
              rows={3}
              placeholder={entry.suggestedTopics[0] ? t('connect.placeholder.topic', { topic: labels.topics(entry)[0]! }) : t('connect.placeholder')}
              onChange={(e) => setMessage(e.target.value)}
            />
            <Button type="submit" variant="pro" disabled={sending}>
              {t(sending ? 'sending' : 'connect.send')}
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
