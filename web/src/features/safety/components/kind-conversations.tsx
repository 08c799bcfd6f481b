import { MessageCircleHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { safety } from '@/locales/safety';

// The scam caution's words are quoted as the chat shows them (SCAM_CAUTION_TEXT in contracts).
const tools = ['kind.areYouSure', 'kind.bother', 'kind.scam', 'kind.how'] as const;

/** The conversation safety tools, explained in plain words for the Safety Center. */
export function KindConversations() {
  const t = safety.useT();
  return (
    <section aria-labelledby="kind-heading">
      <h2 id="kind-heading" className="mb-2 flex items-center gap-1.5 px-1 text-sm font-semibold text-muted-foreground">
        <MessageCircleHeart className="size-4" aria-hidden /> {t('kind.heading')}
      </h2>
      <Card className="p-4">
        <dl className="flex flex-col gap-3 text-sm">
          {tools.map((tool) => (
            <div key={tool}>
              <dt className="font-semibold">{t(tool)}</dt>
              <dd className="text-muted-foreground">{t(`${tool}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
