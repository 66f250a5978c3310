/** The page for an address the site does not have, with a way home. */
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link className="button" to="/index">
        Go to the home page
      </Link>
    </section>
  );
}
