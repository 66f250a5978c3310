import { describe, expect, it } from 'vitest';
import { validate } from './validation-error';
import { volunteerApplicantSchema } from './volunteer';

const today = '2026-06-15';
const applicant = {
  program_id: 'prog-rhino-2026',
  first_name: 'Kipchoge',
  sur_name: 'Rotich',
  email: 'k.rotich@example.com',
  tel: '+254 711 222 333',
  dob: '2001-09-30',
  code: 'KE',
  id_alien_number: '30111222',
  title: 'Mr.',
  gender: 'gender-male',
};

describe('volunteer applicant form', () => {
  it("shows 'This field is required' for each required field of an empty form", () => {
    expect(validate(volunteerApplicantSchema(today), {}).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      messages: ['This field is required', 'Country is required'],
      fields: {
        program_id: 'This field is required',
        first_name: 'This field is required',
        sur_name: 'This field is required',
        email: 'This field is required',
        tel: 'This field is required',
        dob: 'This field is required',
        code: 'Country is required',
        id_alien_number: 'This field is required',
        title: 'This field is required',
        gender: 'This field is required',
      },
    });
  });

  it('accepts a filled form; the optional fields are empty', () => {
    expect(validate(volunteerApplicantSchema(today), applicant).data).toEqual({
      ...applicant,
      tel: '+254711222333',
      postal_address: null,
      postal_code: null,
      place_of_issue: null,
      date_of_issue: null,
      expiry_date: null,
      dietary: null,
    });
  });

  it('takes an applicant who turns 13 today and refuses one who turns 13 tomorrow', () => {
    const schema = volunteerApplicantSchema(today);
    expect(validate(schema, { ...applicant, dob: '2013-06-15' }).ok).toBe(true);
    expect(validate(schema, { ...applicant, dob: '2013-06-16' }).error?.fields).toEqual({
      dob: 'You must be at least 13 years old',
    });
  });

  it.each([
    ['email', 'rotich.example.com', 'E-mail must be valid'],
    ['tel', '0711 222 333', 'Phone number must start with + and the country calling code'],
    ['tel', '+256 711 222 333', 'Phone number must start with +254 for the chosen country'],
    ['dob', '2001-02-30', 'Date must be YYYY-MM-DD'],
    ['date_of_issue', '30-01-2020', 'Date must be YYYY-MM-DD'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(
      validate(volunteerApplicantSchema(today), { ...applicant, [field]: value }).error?.fields,
    ).toEqual({
      [field]: message,
    });
  });
});
