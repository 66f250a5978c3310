/**
 * The terms page (`pt&c`): the conservancy's terms and policies on a page of their own.
 *
 * spec: public-site.md §2.1 (PTermsAndConditions).
 */
import { TermsAndConditions } from './TermsAndConditions';

export function TermsPage() {
  return (
    <section className="page narrow">
      <h1>Terms and Conditions</h1>
      <TermsAndConditions />
    </section>
  );
}
