/**
 * The waiver page (`disclaimer`): the liability disclaimer, a box to tick and Accept. Accepting
 * records it for the day, so the booking information form starts with the disclaimer agreed,
 * and offers the way on to booking.
 *
 * spec: public-site.md §2.1 ((waiver) disclaimer: waiver text, accepted on submit).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { conservancyToday } from '../../../lib/today';
import { DisclaimerText } from './DisclaimerText';
import { acceptWaiver, waiverAcceptedOn } from './waiver-acceptance';

export function DisclaimerPage() {
  const today = conservancyToday();
  const [accepted, setAccepted] = useState(() => waiverAcceptedOn(today));
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    document.title = 'Liability disclaimer — Kijani Conservancy';
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setError('Tick the box to accept the waiver.');
      return;
    }
    acceptWaiver(today);
    setAccepted(true);
  };

  return (
    <section className="page narrow">
      <h1>Liability disclaimer</h1>
      <DisclaimerText />
      {accepted ? (
        <div className="form-stack" role="status">
          <p>
            <strong>Thank you.</strong> You accepted the waiver on {formatDate(today)}.
          </p>
          <Link className="button primary" to="/index">
            Plan your visit
          </Link>
        </div>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <label className="check">
            <input
              type="checkbox"
              checked={ticked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'waiver-error' : undefined}
              onChange={(event) => {
                setTicked(event.target.checked);
                setError('');
              }}
            />
            <span>I have read the waiver and accept it for myself and my party</span>
          </label>
          {error && (
            <p id="waiver-error" className="field-error">
              {error}
            </p>
          )}
          <button type="submit" className="button primary">
            Accept
          </button>
        </form>
      )}
    </section>
  );
}
