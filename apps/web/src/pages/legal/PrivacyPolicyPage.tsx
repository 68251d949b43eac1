// /privacy: the privacy policy registration asks users to accept.
import { DocPage } from '../../components/DocPage';

export function PrivacyPolicyPage() {
  return <DocPage ns="legal.privacy" />;
}
