/**
 * A programme's page (`immersive-conservation-experience/{program_id}`): the pictures uploaded
 * with the programme files (a carousel), or a bundled picture when there are none; its name,
 * price in the chosen currency, dates, places left, the description (or the programme PDF to
 * download when it has one), how to apply by e-mail and phone, and the application form.
 *
 * spec: public-site.md §2.16 (detail: images, PDF or description, how to apply by e-mail and
 * phone; application form).
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Carousel } from '../../components/Carousel';
import { Spinner } from '../../components/Spinner';
import { conservancy } from '../../lib/conservancy-contact';
import { formatDate } from '../../lib/format-date';
import { ApplicationForm } from './ApplicationForm';
import { programImage, uploadedProgramPictures } from './program-image';
import { useProgram } from './program-queries';
import { useProgramPrice } from './use-program-price';

export function ProgramDetailPage() {
  const { programId = '' } = useParams();
  const program = useProgram(programId);
  const price = useProgramPrice();
  const data = program.data;
  useEffect(() => {
    if (data) document.title = `${data.name} — ${conservancy.name}`;
  }, [data]);

  if (!data) {
    return (
      <section className="page narrow">
        {program.error ? (
          <>
            <p role="alert">{program.error.message}</p>
            <Link className="button" to="/immersive-conservation-experiences">
              See all programmes
            </Link>
          </>
        ) : (
          <Spinner label="Loading the programme" />
        )}
      </section>
    );
  }

  const pictures = uploadedProgramPictures(data);
  return (
    <article className="page narrow">
      {pictures.length > 0 ? (
        <Carousel
          label={`Pictures of ${data.name}`}
          images={pictures.map((src, index) => ({
            src,
            alt: `${data.name}, picture ${index + 1}`,
          }))}
        />
      ) : (
        <img
          className="card-image"
          src={programImage(data, 0)}
          alt=""
          width={360}
          height={240}
          decoding="async"
        />
      )}
      <h1>{data.name.toUpperCase()}</h1>
      <dl className="facts">
        <div>
          <dt>Price</dt>
          <dd className="amount" data-testid="program-price">
            {price ? price(data.price, data.currency) : <Spinner label="Loading the price" />}
          </dd>
        </div>
        <div>
          <dt>Starts</dt>
          <dd>{formatDate(data.start_date)}</dd>
        </div>
        <div>
          <dt>Ends</dt>
          <dd>{formatDate(data.end_date)}</dd>
        </div>
        <div>
          <dt>Places left</dt>
          <dd>{data.places_left}</dd>
        </div>
      </dl>
      {data.program_pdf ? (
        <p>
          <a href={data.program_pdf} download>
            Download the programme (PDF)
          </a>
        </p>
      ) : (
        <p>{data.description}</p>
      )}
      <h2>How to apply</h2>
      <p>
        Fill in the form below, or write to{' '}
        <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a> or
        call {conservancy.contactPhone}. Applicants must be at least 13 years old.
      </p>
      <ApplicationForm programId={data.public_id} />
    </article>
  );
}
