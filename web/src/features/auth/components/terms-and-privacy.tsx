import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { auth } from '@/locales/auth';

const linkClass = 'font-medium text-primary-text underline underline-offset-2';

/** "Terms of Service and Privacy Policy", both linked: what registration and the age gate ask to accept. */
export function TermsAndPrivacyLinks() {
  return (
    <>
      <Link to={LEGAL_PAGES.terms.to} className={linkClass}>
        {LEGAL_PAGES.terms.label}
      </Link>{' '}
      and{' '}
      <Link to={LEGAL_PAGES.privacy.to} className={linkClass}>
        {LEGAL_PAGES.privacy.label}
      </Link>
    </>
  );
}

/** "Read the Terms of Service and Privacy Policy.", the links inside the sentence wherever the language puts them. */
export function ReadTermsAndPrivacy() {
  const t = auth.useT();
  const terms = '\u0000terms\u0000';
  const privacy = '\u0000privacy\u0000';
  const parts = t('read', { terms, privacy }).split('\u0000');
  return (
    <>
      {parts.map((part, i) =>
        part === 'terms' ? (
          <Link key={i} to={LEGAL_PAGES.terms.to} className={linkClass}>
            {t('read.terms')}
          </Link>
        ) : part === 'privacy' ? (
          <Link key={i} to={LEGAL_PAGES.privacy.to} className={linkClass}>
            {t('read.privacy')}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
