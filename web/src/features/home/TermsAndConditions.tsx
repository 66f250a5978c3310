/**
 * The conservancy's terms shown on the home page's Terms and Conditions tab and on the terms
 * page: the content pages of type `terms` (general terms, code of conduct, bookings,
 * cancellation policy, conservation experiences policy, payment policy as seeded), each a
 * section with its title, in the order staff gave them.
 *
 * spec: public-site.md §2.1 (PTermsAndConditions: text from a content page), §2.4 (Terms and
 * Conditions tab), §9 (terms, policies).
 */
import { Spinner } from '../../components/Spinner';
import { TERMS_PAGE_TYPE, usePages } from './content-queries';
import { PageText } from './PageText';

export function TermsAndConditions() {
  const pages = usePages(TERMS_PAGE_TYPE);
  if (pages.status === 'error' && !pages.data) {
    return (
      <p role="alert">
        The terms could not be loaded.{' '}
        <button type="button" onClick={pages.reload}>
          Try again
        </button>
      </p>
    );
  }
  if (!pages.data) return <Spinner />;
  return (
    <div className="terms">
      {pages.data.map((page) => (
        <section key={page.public_id}>
          <h3>{page.title}</h3>
          <PageText text={page.description} />
        </section>
      ))}
    </div>
  );
}
