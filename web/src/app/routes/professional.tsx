import { Briefcase } from 'lucide-react';
import { ProfessionalView } from '@/features/professional/components/professional-view';
import { TabPage } from '../tab-page';

/** /professional — the Business tab: professional networking with real profiles and scores. */
export function Component() {
  return (
    <TabPage icon={Briefcase} iconClassName="text-pro-text" title="Professional Networking">
      <ProfessionalView />
    </TabPage>
  );
}
