/**
 * The calls to action on the home page: the conservancy's standing messages to visitors, each
 * a short message with its description and where to act on it. The catalogue and its API hold
 * no calls to action yet, so the site carries them, as it carries the terms; figures come from
 * the shared payment terms.
 *
 * spec: public-site.md §2.4 (alerts: call-to-action messages, each with a description).
 */
import {
  DEPOSIT_DUE_DAYS,
  DEPOSIT_NOTICE_DAYS,
  DEPOSIT_PERCENTAGE,
} from '@hifadhi/shared/pricing/payment-terms';

export interface CallToAction {
  id: string;
  message: string;
  description: string;
  /** Where the visitor acts on it, with the link's text. */
  link?: { to: string; label: string };
}

export const CALLS_TO_ACTION: readonly CallToAction[] = [
  {
    id: 'express',
    message: 'Just coming for the day?',
    description:
      'Express checkout: choose the day, your party and your vehicle, and pay the entry fees.',
    link: { to: '/express-selection', label: 'Express checkout' },
  },
  {
    id: 'book-ahead',
    message: `Book ${DEPOSIT_NOTICE_DAYS} days ahead, pay ${DEPOSIT_PERCENTAGE}% now`,
    description: `Arriving ${DEPOSIT_NOTICE_DAYS} or more days from today? A ${DEPOSIT_PERCENTAGE}% deposit within ${DEPOSIT_DUE_DAYS} days holds your booking.`,
  },
  {
    id: 'support-rhinos',
    message: 'Protect the rhinos with a donation',
    description: 'Donations fund rhino protection, chimpanzee care and community education.',
    link: { to: '/support-us', label: 'Support Us' },
  },
  {
    id: 'volunteer',
    message: 'Live and work with the conservation teams',
    description: 'Immersive programmes with the wildlife monitoring, research and community teams.',
    link: { to: '/immersive-conservation-experiences', label: 'See the programmes' },
  },
];
