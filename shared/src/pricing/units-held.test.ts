import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { DomainError } from '../errors';
import { staffQuoteRequestSchema } from '../schemas/quote';
import { activityParticipants, unitsHeld } from './units-held';

const catalogue = demoCatalogue('2026-11-21');
const facility = (id: string) => catalogue.facilities.find((f) => f.public_id === id)!;
const activity = (id: string) => catalogue.activities.find((a) => a.public_id === id)!;

const request = staffQuoteRequestSchema.parse({
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  facilities: [
    { public_id: 'fac-stables', adults: 3, children: 2 },
    { public_id: 'fac-stables', adults: 3, number_of_rooms: 4 },
    { public_id: 'fac-rc-double', adults: 2, number_of_rooms: 3 },
    { public_id: 'fac-rc-single', adults: 1 },
    { public_id: 'fac-pelican', adults: 9, children: 1 },
    { public_id: 'fac-ewaso', adults: 12 },
  ],
  inventory: [
    {
      public_id: 'act-lion',
      date: '2026-12-11',
      adults: 2,
      children: 1,
      extra_pax_adults: 1,
      extra_pax_children: 1,
    },
    { public_id: 'act-ranger-walk', date: '2026-12-11', adults: 5, rangers: 2 },
  ],
});
const [stablesDefault, stablesRooms, doubleRooms, singleNoRooms, pelican, ewaso] =
  request.facilities;
const [lion, rangerWalk] = request.inventory;

describe('unitsHeld', () => {
  it('gives The Stables ceil((adults + children) ÷ maximum_guests) rooms when none are given', () => {
    expect(unitsHeld(stablesDefault!, facility('fac-stables'))).toBe(3);
    expect(unitsHeld(stablesRooms!, facility('fac-stables'))).toBe(4);
  });

  it('holds the rooms asked for at the research centre, and asks when none are given', () => {
    expect(unitsHeld(doubleRooms!, facility('fac-rc-double'))).toBe(3);
    const missing = () => unitsHeld(singleNoRooms!, facility('fac-rc-single'));
    expect(missing).toThrow(DomainError);
    expect(missing).toThrow('Enter number of rooms needed');
  });

  it('holds one unit of Pelican House or a camping site per line', () => {
    expect(unitsHeld(pelican!, facility('fac-pelican'))).toBe(1);
    expect(unitsHeld(ewaso!, facility('fac-ewaso'))).toBe(1);
  });
});

describe('activityParticipants', () => {
  it('counts adults, children and extras, or rangers for a ranger activity', () => {
    expect(activityParticipants(lion!, activity('act-lion'))).toBe(5);
    expect(activityParticipants(rangerWalk!, activity('act-ranger-walk'))).toBe(2);
  });
});
