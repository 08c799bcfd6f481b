import { useNavigate } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { useLanguagePath } from '@/lib/language-path';

export function Component() {
  const navigate = useNavigate();
  const to = useLanguagePath();
  return (
    <LegalPage
      page="cookies"
      onBack={() => navigate(to('/'))}
      back="home"
      intro={<p>Cookies are small files a website stores in your browser. Converge uses as few as possible. This page lists every kind we use and how to control them.</p>}
    >
      <LegalSection section="cookies.essential">
        <p>
          These make Converge work and cannot be switched off. The main one is your <strong>session cookie</strong>, which keeps you signed in. It is HttpOnly (page scripts cannot read it),
          is sent only to Converge, and lasts up to 30 days from your last visit, or until you sign out. We also use short-lived security records to stop forged requests and to rate-limit
          sign-in attempts.
        </p>
      </LegalSection>

      <LegalSection section="cookies.functional">
        <p>
          Remembers your choices on this device, such as light or dark theme. It is stored in your browser's local storage and never sent to our servers. Clearing your browser data resets
          it.
        </p>
      </LegalSection>

      <LegalSection section="cookies.analytics">
        <p>
          Converge runs no analytics scripts and stores no analytics cookies or identifiers in your browser, so there is nothing to switch on or off. The daily totals our team and venue
          owners see (sign-ups, check-ins, matches) are counted on our servers from what the service does anyway; the{' '}
          <a href="/privacy-policy" className="font-medium underline underline-offset-2">
            Privacy Policy
          </a>{' '}
          explains them. If we ever add optional analytics, they will stay off until you turn them on, and this page will say where.
        </p>
      </LegalSection>

      <LegalSection section="cookies.marketing">
        <p>Converge does not use advertising, retargeting or cross-site tracking cookies, and we do not let third parties place them.</p>
      </LegalSection>

      <LegalSection section="cookies.managing">
        <p>
          Most browsers let you block or delete cookies. Blocking essential cookies will sign you out and stop Converge from working. Questions: <strong>privacy@converge.app</strong>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
