import { Building2, Gauge, Info, MapPin, Star } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { isHighQuality } from '@/lib/match-score';
import { useConnectRequest } from '../api/connect';
import { sampleProfessionals, type ProfessionalMatch } from '../data/sample';
import { ProfessionalCard, type ConnectState } from './professional-card';
import { ProfessionalDetailDialog } from './professional-detail-dialog';

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

/** Industry tab: one group per industry, best matches first. */
function byIndustry(list: ProfessionalMatch[]) {
  const groups = new Map<string, ProfessionalMatch[]>();
  for (const m of [...list].sort((a, b) => b.matchScore - a.matchScore)) {
    const key = m.professionalProfile.industry;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()];
}

/** Spec "Professional networking": nearby and industry tabs, four stats, cards, a detail modal, connect. */
export function ProfessionalView({ professionals = sampleProfessionals }: { professionals?: ProfessionalMatch[] }) {
  const [tab, setTab] = useState('nearby');
  const [openId, setOpenId] = useState<string | null>(null);
  const [states, setStates] = useState<Record<string, ConnectState>>({});
  const connect = useConnectRequest();

  const nearby = useMemo(() => [...professionals].sort((a, b) => a.distance - b.distance), [professionals]);
  const industries = useMemo(() => byIndustry(professionals), [professionals]);
  const highQuality = professionals.filter((m) => isHighQuality(m.matchScore)).length;
  const average = professionals.length ? Math.round(professionals.reduce((s, m) => s + m.matchScore, 0) / professionals.length) : 0;
  const open = professionals.find((m) => m.userId === openId) ?? null;

  const stateOf = (id: string): ConnectState => states[id] ?? 'idle';
  async function onConnect(m: ProfessionalMatch) {
    const id = m.userId;
    if (stateOf(id) !== 'idle') return;
    setStates((s) => ({ ...s, [id]: 'pending' }));
    await connect.mutateAsync(id);
    setStates((s) => ({ ...s, [id]: 'sent' }));
    // A modal hides the rest of the page from assistive tech: close it so the toast is announced.
    setOpenId((current) => (current === id ? null : current));
    toast({
      title: 'Connection request sent',
      description: `${m.professionalProfile.displayName} is a sample profile while professional networking is in preview.`,
    });
  }

  const card = (m: ProfessionalMatch) => (
    <li key={m.userId}>
      <ProfessionalCard match={m} connectState={stateOf(m.userId)} onConnect={() => void onConnect(m)} onOpen={() => setOpenId(m.userId)} />
    </li>
  );

  return (
    <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <p className="flex items-start gap-2 rounded-xl bg-pro-soft px-3 py-2 text-xs text-pro-text">
        <Info className="mt-px size-4 shrink-0" aria-hidden />
        Professional networking is in preview: these are sample profiles, not real people.
      </p>

      <dl className="grid grid-cols-2 gap-2" aria-label="Networking stats">
        {[
          { icon: <MapPin />, label: 'Nearby', value: professionals.length },
          { icon: <Star />, label: 'High-quality', value: highQuality },
          { icon: <Gauge />, label: 'Avg. match', value: `${average}%` },
          { icon: <Building2 />, label: 'Industries', value: industries.length },
        ].map((s) => (
          <div key={s.label}>
            <dt className="sr-only">{s.label}</dt>
            <dd>
              <StatCard {...s} />
            </dd>
          </div>
        ))}
      </dl>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Professionals" className="grid grid-cols-2">
          <TabsTrigger value="nearby" className="justify-center data-[state=active]:text-pro-text">
            <MapPin aria-hidden /> Nearby
          </TabsTrigger>
          <TabsTrigger value="industry" className="justify-center data-[state=active]:text-pro-text">
            <Building2 aria-hidden /> Industry
          </TabsTrigger>
        </TabsList>
        <TabsContent value="nearby">
          <ul className="flex flex-col gap-3">{nearby.map(card)}</ul>
        </TabsContent>
        <TabsContent value="industry" className="flex flex-col gap-5">
          {industries.map(([industry, list]) => (
            <section key={industry} aria-label={industry}>
              <h2 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold">
                {industry}
                <span className="text-xs font-normal text-muted-foreground">{list.length === 1 ? '1 person' : `${list.length} people`}</span>
              </h2>
              <ul className="flex flex-col gap-3">{list.map(card)}</ul>
            </section>
          ))}
        </TabsContent>
      </Tabs>

      <ProfessionalDetailDialog
        match={open}
        connectState={open ? stateOf(open.userId) : 'idle'}
        onConnect={() => open && void onConnect(open)}
        onOpenChange={(o) => !o && setOpenId(null)}
      />
    </div>
  );
}
