/**
 * The spec's exact user-facing words, in one place. Screens, schemas and domain errors
 * quote these constants; tests assert them. Templated messages are functions.
 *
 * spec: public-site.md §5, §8; staff-booking.md §5, §8; membership-backoffice.md §5, §8.
 */
/** A wait as people say it: `2 seconds`, `1 minute`, `15 minutes` (minutes rounded up). */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const messages = {
  required: 'This field is required',
  itemRequired: 'Item is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  countryRequired: 'Country is required',
  titleRequired: 'Title is required',
  genderRequired: 'Gender is required',
  memberRequired: 'A Member is required',
  phoneHint: 'Start with country code.',
  pricingNotSet: 'No pricing has been set for this period',
  noSpecialPricing: 'No special Pricing available for the selected Accommodation',
  roomMaximum: (n: number | string) => `One room can have a maximum of ${n} people`,
  roomsRequired: 'Enter number of rooms needed',
  alreadySelectedMaximum: (name: string) =>
    `${name} already selected and cannot go beyond the maximum quantity.`,
  slotsTaken: 'All slots are taken for that date. Choose a different date.',
  beyondMaximum: 'That input is beyond the Maximum',
  discountRange: 'Must be between 0-100%',
  discountTooHigh: 'Discount cannot be more than 100%',
  vehicleMandatory: 'Vehicle is mandatory',
  destinationMissing: 'Destination must be provided',
  wizardMissingData: 'You need to select the Destination, Country, and Check-In Check-Out days',
  residencyTotalZero: 'Residency Total Amount must be greater than zero to proceed.',
  accommodationTotalZero: 'Total Amount total must be greater than zero to proceed.',
  groupTypeMissing: 'You need to select the group type',
  datesMissingSnackbar: 'CHECK-IN AND CHECK-OUT DATES MUST BE PROVIDED',
  noCampsiteSelected: 'No campsite selected',
  noFacilitySelected: 'No facility selected',
  checkInOutRequired: 'You need a check-in and check-out date to proceed',
  startEndRequired: 'You need a start and end date to proceed',
  startDateRequired: 'You need a start date to proceed',
  activityDateRequired: 'You need an activity date to proceed',
  cateringTypeCampsite: 'Please select a catering type for Pelican campsite',
  cateringTypeAccommodation: 'Please select a catering type for Pelican accommodation',
  atLeastOneGuest: 'Please select at least one adult or child',
  mpesaLimit: 'KINDLY NOTE THAT PAYMENTS ABOVE KES 70,000 CANNOT BE PROCESSED',
  passwordMismatch: 'Make sure the password and confirm password are same',
  wrongCredentials: 'Wrong Credentials',
  offlineAlert: 'You seem to be offline!!',
  offlineHeader: 'You have no internet connection',
  conservationMandatory: 'Conservation fee is mandatory but all other services are optional',
  proofOfIdRequired: 'Proof of ID required for Conservancy visits.',
  causeRequired: 'Place to donate to is required',
  paymentMethodRequired: 'Payment method is required',
  titleMethodRequired: 'Title method is required',
  dobNull: 'Date of birth cannot be null',
  beneficiaryAdultEmail: 'Beneficiary is 18 is and above. Email is required.',
  beneficiaryAdultPhone: 'Beneficiary is 18 is and above. Phone number is required.',
  beneficiaryAdultsMax: "You can't have more than 2 beneficiaries who are above 18 years of age.",
  coupleMaximum: (n: number | string) => `Maximum number for a couple is ${n}`,
  // Messages the spec leaves to us (rules it states without words).
  dateFormat: 'Date must be YYYY-MM-DD',
  tooLong: (n: number) => `Must be at most ${n} characters`,
  tooMany: (n: number) => `At most ${n} entries`,
  countMaximum: (n: number) => `Must not be above ${n.toLocaleString('en-US')}`,
  amountMaximum: (n: number) => `Amount must be at most ${n.toLocaleString('en-US')}`,
  nulCharacter: 'Text must not contain the NUL character',
  /** A JSON string escaping half a surrogate pair (`"\\ud800"`): not Unicode text. */
  invalidUnicode: 'Text must be valid Unicode',
  bodyTooLarge: (size: string) => `The request is too large: at most ${size}`,
  nothingToChange: 'Nothing to change: send at least one field',
  phoneInternational: 'Phone number must start with + and the country calling code',
  phoneTooShort: 'Phone number must have at least 13 characters',
  phoneCallingCode: (callingCode: string) =>
    `Phone number must start with +${callingCode} for the chosen country`,
  termsRequired: 'You must accept the terms and conditions',
  disclaimerRequired: 'You must read and agree to the liability disclaimer',
  mpesaPhoneInvalid: 'Enter a Kenyan M-Pesa number, e.g. 0712 345 678',
  emailMismatch: 'The two e-mail addresses must be the same',
  mpesaNotReceived:
    'We have not received the M-Pesa payment yet. Enter your PIN on your phone, then confirm again.',
  amountNumber: 'Amount must be a number',
  amountMinimum: 'Amount must be at least 1',
  minimumAge: (years: number) => `You must be at least ${years} years old`,
  dobInFuture: 'Date of birth cannot be in the future',
  beneficiariesNotIncluded: 'This membership does not include beneficiaries',
  unknownField: (name: string) => `Unknown field: ${name}`,
  invalidRequest: 'The request is not valid',
  checkInPast: 'Check-in cannot be before today',
  dateOutsideStay: 'Date must fall between check-in and check-out',
  promoCodeUnknown: 'Promo code not found',
  promoCodeNotValid: 'This promo code is not valid',
  bookingNotFound: 'Booking not found',
  /** A booking's `entry_point` must admit to the booking's destination (gates belong to one). */
  gateOfOtherDestination: (gate: string, destination: string) =>
    `${gate} is not a gate of the ${destination}`,
  activityNotFound: (id: string) => `Unknown activity: ${id}`,
  bookingNotCancellable: (status: string) => `A booking that is ${status} cannot be cancelled`,
  rangeTooLong: (nights: number) => `Choose at most ${nights} nights`,
  signInRequired: 'Sign in to continue.',
  sessionEnded: 'Your session has ended. Sign in again.',
  noAccess: 'You do not have access to this feature.',
  accountSuspended: 'This account is suspended. Contact an administrator.',
  cannotSuspendSelf: 'You cannot suspend or delete your own account.',
  /** `seconds` of wait, said in seconds below a minute and in whole minutes (rounded up) above. */
  tooManySignInAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Try again in ${waitText(seconds)}.`,
  tooManyResetRequests: (seconds: number) =>
    `Too many password reset requests. Try again in ${waitText(seconds)}.`,
  passwordTooShort: (n: number) => `Password must be at least ${n} characters`,
  passwordTooLong: (n: number) => `Password must be at most ${n} characters`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  unpaidHoldsLimit: (n: number) =>
    `You already have ${n} unpaid bookings on hold. Pay for one, or wait for a hold to expire, before booking again.`,
  facilityHoldShare: (name: string, n: number) =>
    `${name}: you can hold at most ${n} ${n === 1 ? 'unit' : 'units'} a night until you pay. Pay for your held booking first, or book fewer units.`,
  passwordResetSent: 'If this e-mail belongs to an account, a reset link is on its way.',
  passwordResetInvalid: 'This password reset link is not valid or has expired.',
  passwordChanged: 'Your password has been changed. Sign in with the new password.',
  emailTaken: 'A user with this e-mail already exists',
  registrationCodeInvalid:
    'This registration code is not valid or has expired. Ask an administrator for a new one.',
  deviceRevoked: 'This device has been revoked. Ask an administrator to register it again.',
  deviceTokenRequired: 'This endpoint is for registered gate devices.',
  signedOut: 'You have signed out.',
  noSuch: (what: string) => `No such ${what}`,
  userTypeInUse: 'This user type still has users. Move them to another user type first.',
  userTypeNameTaken: 'A user type with this name already exists',
  featureUrlTaken: 'A live feature already has this url',
  saved: 'Saved.',
  deleted: 'Deleted.',
  restored: 'Restored.',
  syncCursorInvalid: 'The cursor is not one this server gave',
  idempotencyKeyTaken: 'This idempotency key was used by another device',
  cashInBookingCurrency: (currency: string) =>
    `Take the cash in ${currency}, the booking's currency`,
} as const;
