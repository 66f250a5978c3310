/**
 * Payables other than bookings, as the public forms send them: a Support Us donation
 * (KES 2,500 to the rhino cause), a family membership (Citizen Family) and a volunteer
 * application (Wildlife Monitoring, USD 1,400). Each takes overrides.
 */

/** The Support Us form: KES 2,500 by M-Pesa for the rhino cause. */
export const donationForm = (overrides: Record<string, unknown> = {}) => ({
  payment_option: 'cause-rhino',
  payment_method: 'dpm-mpesa',
  currency: 'KES',
  amount: 2500,
  frequency: 'freq-once',
  title: 'Ms.',
  first_name: 'Akinyi',
  sur_name: 'Otieno',
  email: 'akinyi@example.com',
  country: 'KE',
  phone_number: '+254712345678',
  city: 'Kisumu',
  gender: 'Female',
  dob: '1990-04-02',
  preference: ['email'],
  anonymity: 'anon-no',
  ...overrides,
});

/** The membership form: a Citizen Family membership, no beneficiaries unless given. */
export const memberForm = (overrides: Record<string, unknown> = {}) => ({
  member_setting: 'ms-cit-family',
  residence: 'citizen',
  household_type: 'Family',
  title: 'Mrs.',
  first_name: 'Wairimu',
  sur_name: 'Njeri',
  gender_id: 'female',
  dob: '1985-03-10',
  email: 'wairimu@example.com',
  code: 'KE',
  tel_number: '+254712345678',
  postal_address: 'P.O. Box 100',
  postal_code: '10400',
  town: 'Nanyuki',
  family: [],
  ...overrides,
});

/** The volunteer applicant form: Wildlife Monitoring. */
export const volunteerApplicant = (overrides: Record<string, unknown> = {}) => ({
  program_id: 'prog-monitoring',
  title: 'Mr.',
  first_name: 'Baraka',
  sur_name: 'Mwangi',
  email: 'baraka@example.com',
  tel: '+254712345678',
  dob: '1998-06-15',
  code: 'KE',
  id_alien_number: '12345678',
  gender: 'male',
  ...overrides,
});
