/**
 * Step 1 of the staff wizard. Individual modes (Guest / Member Details): the member picker with
 * the member's summary, the guest's details (e-mail required), on the partner route the partner
 * (unless fixed to the partner user's own institution), then destination, currency and dates
 * (check-in back to 7 days ago), promo code and notes. The group route (School/Organization
 * details): the booking type, then the school and its contacts or the organisation and its
 * contact person, the country, the trip, promo code and notes. Mandatory fields are marked *.
 *
 * spec: staff-booking.md §2.1 (Guest / Member Details), §2.8 (group fields), §3.1, §5, §9
 * (backdating window 7 days, booking type codes).
 */
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { CountryField, GuestFields, TripFields } from '../walk-in/DetailsStep';
import { MemberPicker } from './MemberPicker';
import { bookingTypes, type StaffBookingDraft, type WizardMode } from './staff-booking-draft';
import type { StaffWizardCatalogue } from './use-wizard-catalogue';

interface StaffDetailsStepProps {
  mode: WizardMode;
  draft: StaffBookingDraft;
  options: StaffWizardCatalogue;
  errors: Record<string, string>;
  change: (patch: Partial<StaffBookingDraft>) => void;
  /** The earliest check-in staff may give (today less 7 days). */
  checkInMin: string;
  /** The partner user's own institution: the partner is fixed and its selector hidden. */
  ownPartner: boolean;
  /** Why the quote refused the member, if it did. */
  memberRefusal?: string;
}

export function StaffDetailsStep(props: StaffDetailsStepProps) {
  const { mode, draft, options, errors, change } = props;
  const common = { draft, options, errors, change };
  return (
    <div className="form-grid">
      {mode === 'group' ? (
        <GroupFields {...props} />
      ) : (
        <>
          <div className="field-wide">
            <MemberPicker
              member={draft.member}
              onMember={(member) => change({ member })}
              refusal={props.memberRefusal}
            />
          </div>
          <GuestFields {...common} emailOptional={false} />
          {mode === 'partner' && !props.ownPartner && (
            <SelectField
              label="Partner *"
              value={draft.partner}
              placeholder="Choose the partner"
              options={options.partners.map((partner) => ({
                value: partner.public_id,
                label: partner.name,
              }))}
              onChange={(event) => change({ partner: event.target.value })}
              error={errors.partner}
            />
          )}
        </>
      )}
      <TripFields {...common} checkInMin={props.checkInMin} />
      <Field
        label="Promo code (optional)"
        value={draft.promo_code}
        onChange={(event) => change({ promo_code: event.target.value.toUpperCase() })}
      />
      <Field
        label="Notes (optional)"
        value={draft.note}
        onChange={(event) => change({ note: event.target.value })}
      />
    </div>
  );
}

function GroupFields({ draft, options, errors, change }: StaffDetailsStepProps) {
  const text = (label: string, field: keyof StaffBookingDraft, type = 'text') => (
    <Field
      label={label}
      type={type}
      value={String(draft[field] ?? '')}
      onChange={(event) => change({ [field]: event.target.value })}
      error={errors[field]}
    />
  );
  return (
    <>
      <SelectField
        label="Booking Type *"
        value={draft.booking_type}
        placeholder="Choose the group type"
        options={[
          { value: bookingTypes.school, label: 'School' },
          { value: bookingTypes.corporate, label: 'Corporate' },
        ]}
        onChange={(event) =>
          change({ booking_type: event.target.value as StaffBookingDraft['booking_type'] })
        }
        error={errors.booking_type}
      />
      {draft.booking_type === bookingTypes.school && (
        <>
          <SelectField
            label="School *"
            value={draft.school}
            placeholder="Choose the school"
            options={options.schools.map((school) => ({
              value: school.school_public_id,
              label: school.school_name,
            }))}
            onChange={(event) => change({ school: event.target.value })}
            error={errors.school}
          />
          {text('Primary contact name *', 'primary_contact')}
          {text('Primary contact e-mail *', 'primary_contact_email', 'email')}
          {text('Primary contact phone *', 'primary_contact_phone', 'tel')}
          {text('Secondary contact name', 'secondary_contact')}
          {text('Secondary contact e-mail', 'secondary_contact_email', 'email')}
          {text('Secondary contact phone', 'secondary_contact_phone', 'tel')}
        </>
      )}
      {draft.booking_type === bookingTypes.corporate && (
        <>
          {text('Organization name *', 'organisation_name')}
          {text('Organization e-mail *', 'organisation_email', 'email')}
          {text('Contact person name *', 'contact_name')}
          {text('Contact person e-mail *', 'email', 'email')}
          {text('Contact person phone *', 'phone', 'tel')}
        </>
      )}
      <CountryField draft={draft} options={options} errors={errors} change={change} />
    </>
  );
}
