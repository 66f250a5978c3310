import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { beneficiarySchema, checkBeneficiaries, memberRegistrationSchema } from './member';
import { validate } from './validation-error';

const today = '2026-06-15';
const catalogue = demoCatalogue(today);
function setting(publicId: string) {
  const found = catalogue.membership_settings.find((candidate) => candidate.public_id === publicId);
  if (!found) throw new Error(`no membership setting ${publicId}`);
  return found;
}

const member = {
  member_setting: 'ms-cit-family',
  residence: 'citizen',
  household_type: 'Family',
  title: 'Mrs.',
  first_name: 'Njeri',
  sur_name: 'Mwangi',
  gender_id: 'gender-female',
  dob: '1988-01-20',
  email: 'njeri.mwangi@example.co.ke',
  code: 'KE',
  tel_number: '+254 722 555 010',
  postal_address: 'P.O. Box 1234',
  postal_code: '10400',
  town: 'Nanyuki',
};

const adultBeneficiary = {
  title: 'Mr.',
  first_name: 'Kamau',
  sur_name: 'Mwangi',
  gender_id: 'gender-male',
  dob: '1986-07-02',
  email: 'kamau@example.co.ke',
  phone_number: '+254 722 555 011',
};

const childBeneficiary = {
  title: 'Ms.',
  first_name: 'Wambui',
  sur_name: 'Mwangi',
  gender_id: 'gender-female',
  dob: '2015-03-09',
};

describe('member registration', () => {
  it('shows the spec messages for an empty form', () => {
    expect(validate(memberRegistrationSchema(today), {}).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Item is required',
      messages: [
        'Item is required',
        'Title is required',
        'This field is required',
        'Gender is required',
        'Date of birth cannot be null',
        'E-mail is required',
        'Country is required',
      ],
      fields: {
        member_setting: 'Item is required',
        residence: 'Item is required',
        household_type: 'Item is required',
        title: 'Title is required',
        first_name: 'This field is required',
        sur_name: 'This field is required',
        gender_id: 'Gender is required',
        dob: 'Date of birth cannot be null',
        email: 'E-mail is required',
        code: 'Country is required',
        tel_number: 'This field is required',
        postal_address: 'This field is required',
        postal_code: 'This field is required',
        town: 'This field is required',
      },
    });
  });

  it('accepts a member with beneficiaries', () => {
    const { data, error } = validate(memberRegistrationSchema(today), {
      ...member,
      family: [adultBeneficiary, childBeneficiary],
    });
    expect(error).toBeUndefined();
    expect(data?.tel_number).toBe('+254722555010');
    expect(data?.family.map((beneficiary) => beneficiary.first_name)).toEqual(['Kamau', 'Wambui']);
    expect(data?.family[1]?.email).toBeNull();
  });

  it.each([
    ['first_name', 'N'.repeat(40), 'Must be at most 39 characters'],
    ['sur_name', 'M'.repeat(40), 'Must be at most 39 characters'],
    ['id_alien_number', '1'.repeat(31), 'Must be at most 30 characters'],
    ['tel_number', '0722 555 010', 'Start with country code.'],
    ['tel_number', '+254 722 555', 'Start with country code.'],
    ['tel_number', '+255 722 555 010', 'Start with country code.'],
    ['email', 'njeri@mwangi', 'E-mail must be valid'],
    ['title', 'Madam', 'Title is required'],
    ['residence', 'tourist', 'Item is required'],
    ['dob', '', 'Date of birth cannot be null'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(
      validate(memberRegistrationSchema(today), { ...member, [field]: value }).error?.fields,
    ).toEqual({
      [field]: message,
    });
  });

  it('takes a member born 18 years ago today and refuses one born a day later', () => {
    const schema = memberRegistrationSchema(today);
    expect(validate(schema, { ...member, dob: '2008-06-15' }).ok).toBe(true);
    expect(validate(schema, { ...member, dob: '2008-06-16' }).error?.fields).toEqual({
      dob: 'You must be at least 18 years old',
    });
  });

  it('puts beneficiary messages on the beneficiary fields', () => {
    const { error } = validate(memberRegistrationSchema(today), {
      ...member,
      family: [childBeneficiary, { ...adultBeneficiary, email: '' }],
    });
    expect(error?.fields).toEqual({
      'family.1.email': 'Beneficiary is 18 is and above. Email is required.',
    });
  });
});

describe('beneficiary', () => {
  const schema = beneficiarySchema(today);

  it('shows the spec messages for an empty beneficiary', () => {
    expect(validate(schema, {}).error?.fields).toEqual({
      title: 'Title is required',
      first_name: 'This field is required',
      sur_name: 'This field is required',
      gender_id: 'Gender is required',
      dob: 'Date of birth cannot be null',
    });
  });

  it('asks a beneficiary of 18 and above for e-mail and phone, with the exact messages', () => {
    const { error } = validate(schema, { ...adultBeneficiary, email: '', phone_number: null });
    expect(error?.messages).toEqual([
      'Beneficiary is 18 is and above. Email is required.',
      'Beneficiary is 18 is and above. Phone number is required.',
    ]);
    expect(error?.fields).toEqual({
      email: 'Beneficiary is 18 is and above. Email is required.',
      phone_number: 'Beneficiary is 18 is and above. Phone number is required.',
    });
  });

  it('treats a beneficiary who turns 18 today as an adult, and one who turns 18 tomorrow as a child', () => {
    expect(validate(schema, { ...childBeneficiary, dob: '2008-06-15' }).error?.fields).toEqual({
      email: 'Beneficiary is 18 is and above. Email is required.',
      phone_number: 'Beneficiary is 18 is and above. Phone number is required.',
    });
    expect(validate(schema, { ...childBeneficiary, dob: '2008-06-16' }).ok).toBe(true);
  });

  it.each([
    ['first_name', 'W'.repeat(21), 'Must be at most 20 characters'],
    ['sur_name', 'M'.repeat(21), 'Must be at most 20 characters'],
    ['dob', '2026-06-16', 'Date of birth cannot be in the future'],
    ['gender_id', ' ', 'Gender is required'],
    ['email', 'wambui@', 'E-mail must be valid'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validate(schema, { ...childBeneficiary, [field]: value }).error?.fields).toEqual({
      [field]: message,
    });
  });

  it('takes a beneficiary born today', () => {
    expect(validate(schema, { ...childBeneficiary, dob: today }).ok).toBe(true);
  });
});

describe('checkBeneficiaries', () => {
  const adult = { dob: '1990-01-01' };
  const child = { dob: '2016-01-01' };

  it('lets a family have two adult beneficiaries and children, free up to the membership total', () => {
    expect(
      checkBeneficiaries(setting('ms-cit-family'), [adult, adult, child, child], today),
    ).toEqual({
      errors: [],
      amounts: ['0', '0', '0', '0'],
      total: '0',
    });
  });

  it('refuses a third beneficiary aged 18 or more', () => {
    expect(
      checkBeneficiaries(setting('ms-cit-family'), [adult, adult, adult], today).errors,
    ).toEqual(["You can't have more than 2 beneficiaries who are above 18 years of age."]);
  });

  it('counts a beneficiary who turns 18 today as one aged 18 or more', () => {
    const turning = { dob: '2008-06-15' };
    const notYet = { dob: '2008-06-16' };
    const family = setting('ms-cit-family');
    expect(checkBeneficiaries(family, [adult, adult, turning], today).errors).toHaveLength(1);
    expect(checkBeneficiaries(family, [adult, adult, notYet], today).errors).toEqual([]);
  });

  it('allows a couple one beneficiary', () => {
    const couple = setting('ms-cit-couple');
    expect(checkBeneficiaries(couple, [adult], today)).toEqual({
      errors: [],
      amounts: ['0'],
      total: '0',
    });
    expect(checkBeneficiaries(couple, [adult, child], today).errors).toEqual([
      'Maximum number for a couple is 2',
    ]);
  });

  it('charges the citizen beneficiary amount for each beneficiary beyond the membership total minus one', () => {
    const family = setting('ms-cit-family');
    expect(checkBeneficiaries(family, [adult, child, child, child, child, child], today)).toEqual({
      errors: [],
      amounts: ['0', '0', '0', '0', '2400', '2400'],
      total: '4800',
    });
  });

  it('charges 4800 outside citizen memberships, and refuses beneficiaries on a one-person membership', () => {
    expect(checkBeneficiaries(setting('ms-res-ind'), [child], today)).toEqual({
      errors: ['This membership does not include beneficiaries'],
      amounts: ['4800'],
      total: '4800',
    });
    expect(checkBeneficiaries(setting('ms-res-ind'), [], today)).toEqual({
      errors: [],
      amounts: [],
      total: '0',
    });
  });

  it("uses the catalogue's beneficiary amounts when given", () => {
    const family = setting('ms-cit-family');
    const amounts = { citizen: '2500.50', other: '5000' };
    const result = checkBeneficiaries(
      family,
      [child, child, child, child, child, child],
      today,
      amounts,
    );
    expect(result.total).toBe('5001');
    const sixChildren = [child, child, child, child, child, child];
    expect(
      checkBeneficiaries(family, sixChildren, today, catalogue.beneficiary_amounts).total,
    ).toBe('4800');
  });
});
