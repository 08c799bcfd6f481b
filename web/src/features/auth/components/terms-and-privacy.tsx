import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from '@/lib/legal-pages';

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
