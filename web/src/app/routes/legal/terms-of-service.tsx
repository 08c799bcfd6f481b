import { Link, useNavigate } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { useLanguagePath } from '@/lib/language-path';

export function Component() {
  const navigate = useNavigate();
  const to = useLanguagePath();
  return (
    <LegalPage
      page="terms"
      onBack={() => navigate(to('/'))}
      back="home"
      intro={
        <p>
          These terms are an agreement between you and Converge. They apply whenever you use the Converge app or website. By creating an account you accept them; if you do not agree, please
          do not use Converge.
        </p>
      }
    >
      <LegalSection section="terms.eligibility">
        <ul>
          <li>
            You must be <strong>18 or older</strong>. We check your date of birth when you sign up and refuse anyone under 18.
          </li>
          <li>The information you give us — your age, name and photos — must be accurate and your own.</li>
          <li>
            <strong>One account per person.</strong> Accounts are personal and may not be shared, sold or transferred.
          </li>
          <li>You may not use Converge if we have previously removed you, or if the law forbids you from using it.</li>
        </ul>
      </LegalSection>

      <LegalSection section="terms.community">
        <p>
          Converge works because people treat each other with respect. You agree to follow our{' '}
          <Link to="/community-guidelines" className="text-primary-text underline underline-offset-2">
            Community Guidelines
          </Link>
          , which form part of these terms: be honest, take no for an answer, and meet in public.
        </p>
      </LegalSection>

      <LegalSection section="terms.matching">
        <p>
          Converge shows you people who are checked in at the same venue as you, at the same time. You check in by your device's location or by scanning a venue's QR code. A check-in ends
          after 2 hours, when you check in elsewhere, or when you check out. A match happens only when two people like each other.
        </p>
        <p>Venues are independent businesses. Converge does not run them and is not responsible for what happens there, for their opening hours or for their services.</p>
      </LegalSection>

      <LegalSection section="terms.safety">
        <p>
          We provide tools to help you meet safely: public meet points, location sharing that switches off automatically 3 minutes after a meeting, sharing your whereabouts with a trusted
          contact for up to 4 hours, a panic button, blocking, reporting and incognito mode. These tools reduce risk but cannot remove it. Use your judgement, and call emergency services
          (911) if you are in danger.
        </p>
      </LegalSection>

      <LegalSection section="terms.conduct">
        <p>You are responsible for what you post and send. You must not:</p>
        <ul>
          <li>harass, threaten, stalk or intimidate anyone, or keep contacting someone who has declined;</li>
          <li>post nudity, sexual content involving anyone, hate speech or graphic violence;</li>
          <li>impersonate anyone, use someone else's photos, or misrepresent your age or identity;</li>
          <li>advertise, solicit money, run scams or recruit for commercial services;</li>
          <li>collect other people's data, track their location or reverse-engineer the service.</li>
        </ul>
        <p>You keep ownership of your content and give Converge a licence to store and display it to provide the service. We may remove content that breaks these terms.</p>
      </LegalSection>

      <LegalSection section="terms.fairUse">
        <p>
          To protect people and keep the service fast, we limit how often you can sign in, check in, change location, search nearby and send messages. Requests over the limit are refused for
          a short time. Using scripts, bots or spoofed locations to get around these limits is not allowed.
        </p>
      </LegalSection>

      <LegalSection section="terms.liability">
        <p>
          Converge is provided "as is". We do not run background checks on members and do not guarantee anyone's identity, intentions or behaviour. To the extent the law allows, Converge is
          not liable for indirect or consequential losses, or for the conduct of any member on or off the app. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection section="terms.termination">
        <p>
          You can delete your account at any time from the Safety Center; your data is then erased as described in our{' '}
          <Link to="/privacy-policy" className="text-primary-text underline underline-offset-2">
            Privacy Policy
          </Link>
          . We may suspend or close an account that breaks these terms or puts others at risk, and will tell you why unless doing so would compromise someone's safety or an investigation.
        </p>
      </LegalSection>

      <LegalSection section="terms.changes">
        <p>If we change these terms we will show the new version in the app before it takes effect. Continuing to use Converge after that means you accept the change.</p>
      </LegalSection>

      <LegalSection section="terms.contact">
        <p>
          Questions about these terms: <strong>legal@converge.app</strong>. Safety concerns: <strong>safety@converge.app</strong>, or use Report in the app for the fastest response.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
