/**
 * A reason an item cannot go into the cart, shown as a warning notification: its title
 * ('Missing Data' unless the spec says otherwise) and the spec's message.
 *
 * spec: public-site.md §5 (warning notifications, title Missing Data unless noted).
 */
export interface CartProblem {
  title: 'Missing Data' | 'Error' | 'Pricing Error';
  message: string;
}

/** Title of most add-to-cart warnings. */
export const MISSING_DATA = 'Missing Data';
