import { ActiveMeetingBanner } from './active-meeting-banner';

/**
 * The auto-privacy countdown on every screen of both people (issue 20): rendered once by the app
 * root for anyone with a profile, above whatever page is open, while a session counts down.
 * Loaded lazily so public pages do not carry the meeting code.
 */
export default function GlobalMeetingBanner() {
  return (
    <div className="sticky top-0 z-40 mx-auto w-full max-w-[480px] bg-background/95 px-3 empty:hidden [&:has(>*)]:py-2">
      <ActiveMeetingBanner />
    </div>
  );
}
