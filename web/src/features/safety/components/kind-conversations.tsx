import { MessageCircleHeart } from 'lucide-react';
import { SCAM_CAUTION_TEXT } from '@converge/contracts';
import { Card } from '@/components/ui/card';

const tools = [
  {
    title: '“Are you sure?”',
    text: 'If a message you write looks insulting, sexual, threatening or hateful, we ask before it goes. You can edit it, or send it anyway.',
  },
  {
    title: '“Does this bother you?”',
    text: 'If someone sends you such a message anyway, we ask you under it. Report sends it to our team with the message attached; Block ends the conversation; “No, it’s fine” puts the question away for good.',
  },
  {
    title: 'Scam cautions',
    text: `If someone you just started talking to asks about money, gift cards or crypto, or wants to move to another app or your phone number, we show you a calm reminder once: “${SCAM_CAUTION_TEXT}” They are not told.`,
  },
  {
    title: 'How we check messages',
    text: 'A word list and a few phrases of our own, on our own servers: no one reads your messages to decide. It can be wrong, so it only asks — it never blocks a message on its own.',
  },
];

/** The conversation safety tools, explained in plain words for the Safety Center. */
export function KindConversations() {
  return (
    <section aria-labelledby="kind-heading">
      <h2 id="kind-heading" className="mb-2 flex items-center gap-1.5 px-1 text-sm font-semibold text-muted-foreground">
        <MessageCircleHeart className="size-4" aria-hidden /> Kind conversations
      </h2>
      <Card className="p-4">
        <dl className="flex flex-col gap-3 text-sm">
          {tools.map((tool) => (
            <div key={tool.title}>
              <dt className="font-semibold">{tool.title}</dt>
              <dd className="text-muted-foreground">{tool.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
