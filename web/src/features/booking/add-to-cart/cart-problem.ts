/**
 * A reason an item cannot go into the cart, shown as a warning notification: its title
 * ('Missing Data' unless the spec says otherwise) and the spec's message.
 *
 * spec: public-site.md §5 (warning notifications, title Missing Data unless noted).
 */
export interface CartProblem {
  title: 'Missing Data' | 'Error' | 'Pricing Error' | 'Fully Booked';
  message: string;
}

/** Title of most add-to-cart warnings. */
export const MISSING_DATA = 'Missing Data';

/** Title of the warning when a facility has nothing free for the dates (issue 11 item 8). */
export const FULLY_BOOKED = 'Fully Booked';

/** The message when facility `name` has nothing free for the chosen dates. */
export function fullMessage(name: string): string {
  return `${name} is full for these dates. Choose other dates or another place to stay.`;
}
