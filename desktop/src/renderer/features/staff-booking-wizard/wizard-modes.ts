/**
 * What each mode of the staff booking wizard shows: its title, the first step's name and the
 * action buttons of the approval step with who pays for each.
 *
 * spec: staff-booking.md §2.1 (action buttons by route), §2.8 (group first step), §3.1
 * (`payment_period` 0 guest pays, 1 partner pays).
 */
import type { WizardMode } from './staff-booking-draft';

/** An approval-step button that creates the booking, and who pays it. */
export interface CompleteAction {
  label: string;
  payment_period: 0 | 1;
}

interface ModeSetup {
  title: string;
  firstStep: string;
  /** Create buttons; EditBooking amends instead (Amend Booking). */
  complete: CompleteAction[];
}

export const wizardModes: Record<WizardMode, ModeSetup> = {
  new: {
    title: 'New booking',
    firstStep: 'Guest / Member Details',
    complete: [{ label: 'Complete Booking', payment_period: 0 }],
  },
  partner: {
    title: 'New partner booking',
    firstStep: 'Guest / Member Details',
    complete: [
      { label: 'Complete Booking (Guest To Pay)', payment_period: 0 },
      { label: 'Complete Booking (partner To Pay)', payment_period: 1 },
    ],
  },
  group: {
    title: 'New group booking',
    firstStep: 'School/Organization details',
    complete: [{ label: 'Complete Booking', payment_period: 0 }],
  },
  edit: { title: 'Amend booking', firstStep: 'Guest / Member Details', complete: [] },
};

/** The steps after the first, in order (staff-booking.md §2.1). */
export const laterSteps = [
  'Residency',
  'Vehicle Entry Fees',
  'Accommodation / Camping',
  'Activities',
  'Proof of Residency',
  'Approval',
] as const;
