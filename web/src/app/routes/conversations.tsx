import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { MessageRequestList } from '@/features/chat/components/message-request-list';
import { RequireProfile } from '../guards';
import { chat } from '@/locales/chat';

/** /conversations — the Messages tab. */
export function Component() {
  const t = chat.useT();
  return (
    <RequireProfile>
      <PhoneShell withBottomNav>
        <PageHeader title={t('messages')} />
        <main className="flex flex-1 flex-col">
          <MessageRequestList />
          <ConversationList />
        </main>
        <BottomNav />
      </PhoneShell>
    </RequireProfile>
  );
}
