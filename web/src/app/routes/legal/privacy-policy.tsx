import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { useHistoryBack } from '@/features/legal/components/use-back';

export function Component() {
  const back = useHistoryBack();
  return (
    <LegalPage
      page="privacy"
      onBack={back}
      back="previous"
      intro={
        <p>
          Converge helps you meet people at the places you go, which means we handle personal information — including where you are. This policy explains what we collect, why, who sees it
          and the control you have.
        </p>
      }
    >
      <LegalSection section="privacy.collect">
        <ul>
          <li>
            <strong>Account:</strong> your email address and a password (stored only as a salted, one-way hash).
          </li>
          <li>
            <strong>Age check:</strong> your date of birth, used to confirm you are 18 or older.
          </li>
          <li>
            <strong>Profile:</strong> display name, date of birth and age, bio, gender, who you are looking for, photos, and your notification and incognito settings.
          </li>
          <li>
            <strong>Location:</strong> your device position when you check in or use live discovery, the venue you checked in at, and your live position during a meeting you started. Photo
            metadata, including GPS tags, is removed from every photo you upload.
          </li>
          <li>
            <strong>Activity:</strong> likes, passes, matches, meet points, messages, blocks, reports and emergency activations.
          </li>
          <li>
            <strong>Technical:</strong> a session cookie, your IP address and browser type, kept for security and rate limiting.
          </li>
        </ul>
      </LegalSection>

      <LegalSection section="privacy.use">
        <ul>
          <li>to show you people checked in at the same venue and to create matches;</li>
          <li>to deliver your messages and coordinate meet points;</li>
          <li>to run safety features: auto-expiring location sharing, the panic button, blocking and reporting;</li>
          <li>to keep Converge secure — preventing fake accounts, spoofed locations and abuse;</li>
          <li>to write conversation starters from the interests you chose to share.</li>
        </ul>
        <p>
          Other members never see your coordinates. Distances are rounded to a coarse grid so no one can work out exactly where you are. Location sharing during a meeting turns off 3 minutes
          after it ends unless you choose to keep it on; a share with a trusted contact expires after 4 hours. Check-ins expire after 2 hours.
        </p>
      </LegalSection>

      <LegalSection section="privacy.share">
        <ul>
          <li>
            <strong>Other members</strong> see your profile card (name, age, bio, photos) only while you are checked in at the same venue, unless you are in incognito mode.
          </li>
          <li>
            <strong>Contacts you choose</strong> receive your location when you share it or trigger the panic button.
          </li>
          <li>
            <strong>Service providers</strong> that host our servers and send email or text messages, under contracts that let them use the data only for Converge.
          </li>
          <li>
            <strong>Authorities</strong> when the law requires it or someone's life is in danger.
          </li>
        </ul>
        <p>We never sell your personal information and never share it with advertisers.</p>
      </LegalSection>

      <LegalSection section="privacy.rights">
        <ul>
          <li>
            <strong>Access and export:</strong> download everything we hold about you as one file from the Safety Center.
          </li>
          <li>
            <strong>Correction:</strong> edit your profile at any time.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account and we erase your data from every part of Converge.
          </li>
          <li>
            <strong>Control:</strong> turn on incognito mode, switch off notifications, and choose optional cookies (see our{' '}
            <Link to="/cookie-policy" className="text-primary-text underline underline-offset-2">
              Cookie Policy
            </Link>
            ).
          </li>
        </ul>
        <p>Depending on where you live you may also object to processing or complain to your data protection authority.</p>
      </LegalSection>

      <LegalSection section="privacy.retention">
        <p>
          We keep your data while your account is open. Location data is kept only as long as the feature that needed it. Connections are encrypted, sessions can be revoked at any time, and
          deleting your account ends every session.
        </p>
      </LegalSection>

      <LegalSection section="privacy.contact">
        <p>
          Privacy questions or requests: <strong>privacy@converge.app</strong>. We reply within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
