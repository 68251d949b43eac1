// /terms: the user terms registration asks users to accept.
import { DocPage } from '../../components/DocPage';

export function UserTermsPage() {
  return <DocPage ns="legal.terms" />;
}
