/**
 * The liability disclaimer (waiver) text, shown in the booking information dialog and on the
 * waiver page.
 *
 * spec: public-site.md §2.1 ((waiver) disclaimer), §2.11 (liability disclaimer dialog).
 */
import { conservancy } from '../../../lib/conservancy-contact';

export function DisclaimerText() {
  return (
    <div className="disclaimer-text">
      <p>
        {conservancy.name} is a home to wild animals. Visiting, walking, driving, camping and taking
        part in any activity in the conservancy carries risks that care cannot remove: wild animals
        are unpredictable, roads are rough, and help may be far away.
      </p>
      <p>
        By booking you accept these risks for yourself and for everyone in your party, including
        children in your care. You agree to follow the code of conduct and the instructions of
        rangers and staff at all times.
      </p>
      <p>
        The conservancy, its staff and partners are not liable for injury, loss or damage to persons
        or property, except where caused by their own negligence. We recommend travel and medical
        insurance for every guest.
      </p>
    </div>
  );
}
