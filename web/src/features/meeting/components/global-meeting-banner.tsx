import { useRef } from 'react';
import { usePublishedHeight } from '@/lib/use-published-height';
import { ActiveMeetingBanner } from './active-meeting-banner';

/** The CSS variable that holds the banner's height: sticky headers sit under it, full-height screens leave room for it. */
export const BANNER_HEIGHT_VAR = '--meeting-banner-h';

/**
 * The auto-privacy countdown on every screen of both people: rendered once by the app
 * root for anyone with a profile, above whatever page is open, while a session counts down.
 * Loaded lazily so public pages do not carry the meeting code.
 *
 * It takes its own space: its height is published as `--meeting-banner-h`, so a page's
 * sticky header stops below it rather than under it, and the chat (a full-height screen) is that much
 * shorter, keeping its header and message box on the screen.
 */
export default function GlobalMeetingBanner() {
  const ref = useRef<HTMLDivElement>(null);
  usePublishedHeight(ref, BANNER_HEIGHT_VAR);
  return (
    <div ref={ref} className="sticky top-0 z-40 mx-auto w-full max-w-[480px] bg-background/95 px-3 empty:hidden [&:has(>*)]:py-2">
      <ActiveMeetingBanner />
    </div>
  );
}
