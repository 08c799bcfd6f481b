import { Briefcase } from 'lucide-react';
import { ProfessionalView } from '@/features/professional/components/professional-view';
import { professional } from '@/locales/professional';
import { TabPage } from '../tab-page';

/** /professional — the Business tab: professional networking with real profiles and scores. */
export function Component() {
  const t = professional.useT();
  return (
    <TabPage icon={Briefcase} iconClassName="text-pro-text" title={t('title')} backLabel={t('backToApp')}>
      <ProfessionalView />
    </TabPage>
  );
}
