import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { auth } from '@/locales/auth';

const linkClass = 'font-medium text-primary-text underline underline-offset-2';

/** "Read the Terms of Service and Privacy Policy.", the links inside the sentence wherever the language puts them. */
export function ReadTermsAndPrivacy() {
  return <SentenceWithTermsAndPrivacy sentence="read" />;
}

/** The age gate's "I confirm this date of birth is correct and I agree to the Terms of Service and Privacy Policy.", both linked. */
export function ConfirmDobAndTerms() {
  return <SentenceWithTermsAndPrivacy sentence="age.confirm" />;
}

/** A whole sentence of the language with `{terms}` and `{privacy}` in it, each made a link where the sentence puts it. */
function SentenceWithTermsAndPrivacy({ sentence }: { sentence: 'read' | 'age.confirm' }) {
  const t = auth.useT();
  const terms = '\u0000terms\u0000';
  const privacy = '\u0000privacy\u0000';
  const parts = t(sentence, { terms, privacy }).split('\u0000');
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
