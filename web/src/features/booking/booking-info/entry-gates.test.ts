/**
 * The booking form's entry points are the gates of the trip's destination serving the chosen
 * entry mode. spec: public-site.md §9 (gate); staff-booking.md §3.1, §5.
 */
import { describe, expect, it } from 'vitest';
import { entryGates } from './entry-gates';

const gates = [
  {
    gate_public_id: 'gate-main',
    gate_name: 'Main Gate',
    entry_mode_public_id: 'em-road',
    destination_public_id: 'dst-main',
  },
  {
    gate_public_id: 'gate-river',
    gate_name: 'River Gate',
    entry_mode_public_id: 'em-road',
    destination_public_id: 'dst-research',
  },
  {
    gate_public_id: 'gate-airstrip',
    gate_name: 'Airstrip',
    entry_mode_public_id: 'em-air',
    destination_public_id: 'dst-main',
  },
];

const names = (entryMode: string, destination: string) =>
  entryGates(gates, { entryMode, destination }).map((gate) => gate.gate_name);

describe('entry gates', () => {
  it("are the trip destination's gates", () => {
    expect(names('', 'dst-research')).toEqual(['River Gate']);
    expect(names('', 'dst-main')).toEqual(['Main Gate', 'Airstrip']);
  });

  it('serving the chosen entry mode there', () => {
    expect(names('em-road', 'dst-main')).toEqual(['Main Gate']);
    expect(names('em-air', 'dst-research')).toEqual([]);
  });

  it('are every gate of the mode while no destination is chosen', () => {
    expect(names('em-road', '')).toEqual(['Main Gate', 'River Gate']);
    expect(names('', '')).toEqual(['Main Gate', 'River Gate', 'Airstrip']);
  });
});
