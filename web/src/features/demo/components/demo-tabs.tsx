import { Briefcase, MapPin, MessageCircle, Radio, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { demo } from '@/locales/demo';
import { CheckInTab } from './check-in-tab';
import { ContextChatTab } from './context-chat-tab';
import { DiscoveryTab } from './discovery-tab';
import { IceBreakersTab } from './ice-breakers-tab';
import { ProfessionalTab } from './professional-tab';

const tabs = [
  { value: 'checkin', label: 'tab.checkin', icon: MapPin, Panel: CheckInTab },
  { value: 'discovery', label: 'tab.discovery', icon: Radio, Panel: DiscoveryTab },
  { value: 'professional', label: 'tab.professional', icon: Briefcase, Panel: ProfessionalTab },
  { value: 'icebreakers', label: 'tab.icebreakers', icon: Sparkles, Panel: IceBreakersTab },
  { value: 'chat', label: 'tab.chat', icon: MessageCircle, Panel: ContextChatTab },
] as const;

/** The five demo tabs; which one is open is local state only. */
export function DemoTabs() {
  const t = demo.useT();
  const [tab, setTab] = useState<string>('checkin');
  // /demo is prerendered: a tab tapped before React has taken the page over would do nothing, so the
  // tabs stay disabled (and look it) until then.
  const hydrated = useHydrated();
  return (
    <Tabs value={tab} onValueChange={setTab}>
      {/* Five equal columns, icon over a wrapped label: the strip fits a 390 px phone without scrolling; a
          long word (German's compounds) is hyphenated or broken rather than cut. */}
      <TabsList aria-label={t('tabs')} className="-mx-1 grid grid-cols-5 gap-0.5 overflow-visible">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger
            key={value}
            value={value}
            disabled={!hydrated}
            className="min-w-0 flex-col justify-start gap-1 px-0.5 py-1.5 text-center text-[10px] leading-tight hyphens-auto [overflow-wrap:anywhere]"
          >
            <Icon aria-hidden />
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
