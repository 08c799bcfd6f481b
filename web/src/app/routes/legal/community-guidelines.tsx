import { useNavigate } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { useLanguagePath } from '@/lib/language-path';

export function Component() {
  const navigate = useNavigate();
  const to = useLanguagePath();
  return (
    <LegalPage
      page="guidelines"
      onBack={() => navigate(to('/'))}
      back="home"
      intro={
        <p>
          Converge puts people who are in the same room in touch. That only works if everyone feels safe and respected. These guidelines apply in the app and when you meet someone from it.
        </p>
      }
    >
      <LegalSection section="guidelines.yourself">
        <ul>
          <li>Use recent photos of you, and your real age. You must be 18 or older.</li>
          <li>One account per person. Don't pretend to be someone else.</li>
          <li>In professional mode, describe your job and company honestly.</li>
        </ul>
      </LegalSection>

      <LegalSection section="guidelines.no">
        <ul>
          <li>A pass, an unanswered message or a "no" in person is final. Don't follow up, and don't approach someone who hasn't matched with you because you saw them in the app.</li>
          <li>No harassment, threats, insults, hate speech or unwanted sexual messages.</li>
          <li>Professional mode is for networking — keep it professional.</li>
        </ul>
      </LegalSection>

      <LegalSection section="guidelines.meet">
        <ul>
          <li>Meet at one of the venue's public meet points, not somewhere private.</li>
          <li>Tell a friend where you are — the app can share your location with a contact for up to 4 hours.</li>
          <li>Stay in control of your drink and your way home.</li>
          <li>If you feel unsafe, use the panic button or call 911.</li>
        </ul>
      </LegalSection>

      <LegalSection section="guidelines.clean">
        <ul>
          <li>No nudity or sexual content in photos or profiles.</li>
          <li>No spam, selling, fundraising or promotion.</li>
          <li>No illegal activity, and nothing involving minors — ever.</li>
        </ul>
      </LegalSection>

      <LegalSection section="guidelines.privacy">
        <ul>
          <li>Don't screenshot or share other people's profiles or messages outside Converge.</li>
          <li>Don't try to find out where someone lives or works, or track where they are.</li>
        </ul>
      </LegalSection>

      <LegalSection section="guidelines.report">
        <p>
          If someone breaks these guidelines, block them and report them from their profile or the Safety Center. Reports are confidential; the person is not told who reported them. Our team
          reviews every report and may warn, suspend or permanently remove accounts. Threats to someone's safety are passed to the police.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
