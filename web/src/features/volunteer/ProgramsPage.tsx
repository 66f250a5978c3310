/**
 * The immersive conservation experiences (`immersive-conservation-experiences`): a card per
 * programme with its picture (the first uploaded with the programme files, else a bundled one),
 * NAME IN CAPITALS, price in the chosen currency, start and end dates, and a link to its detail;
 * grey placeholders while loading.
 *
 * spec: public-site.md §2.16 (list).
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { CardGridPlaceholder } from '../home/CardGridPlaceholder';
import { programImage } from './program-image';
import { usePrograms } from './program-queries';
import { useProgramPrice } from './use-program-price';

export function ProgramsPage() {
  const programs = usePrograms();
  const price = useProgramPrice();
  useEffect(() => {
    document.title = 'Immersive Conservation Experience — Kijani Conservancy';
  }, []);

  return (
    <section className="page">
      <h1>Immersive Conservation Experience</h1>
      <p className="lead">Live and work beside our rangers and researchers.</p>
      {programs.error && !programs.data && <p role="alert">{programs.error.message}</p>}
      {!programs.data || !price ? (
        !programs.error && <CardGridPlaceholder label="Loading the programmes" />
      ) : (
        <div className="card-grid">
          {programs.data.map((program, position) => (
            <article key={program.public_id} className="card">
              <img
                className="card-image"
                src={programImage(program, position)}
                alt=""
                width={360}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h2 className="card-title">{program.name.toUpperCase()}</h2>
                <p className="card-facts">
                  <strong className="amount">{price(program.price, program.currency)}</strong>
                </p>
                <p className="card-facts">
                  {formatDate(program.start_date)} – {formatDate(program.end_date)}
                </p>
                <div className="card-actions">
                  <Link
                    className="button primary"
                    to={`/immersive-conservation-experience/${program.public_id}`}
                    aria-label={`View ${program.name}`}
                  >
                    View
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
