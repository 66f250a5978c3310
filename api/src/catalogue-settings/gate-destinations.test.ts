/**
 * Gates admit to destinations: the gates list shows each gate's destination, staff move a gate
 * to another destination (logged with before and after; the public lookups follow), and an
 * unknown destination is refused on its field. spec: membership-backoffice.md §2.6 (Module.*
 * gates), §3 (gates, destinations), §4; staff-booking.md §3.1; public-site.md §9 (gate).
 */
import { describe, expect, it } from 'vitest';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.31.0');
const { database, call } = settings;

describe("gates' destinations", () => {
  it('are listed with each gate', async () => {
    const gates = await call('GET', '/gates');
    expect(gates.status).toBe(200);
    expect(gates.body[0]).toEqual({
      gate_public_id: 'gate-main',
      gate_name: 'Main Gate',
      entry_mode_public_id: 'em-road',
      entry_mode_name: 'Road',
      destination_public_id: 'dst-main',
      destination_name: 'Kijani Conservancy (day visit and lodges)',
      deleted: false,
    });
  });

  it('are changed by staff, logged, and the public lookups follow', async () => {
    const moved = await call('PATCH', '/gates/gate-river', {
      destination_public_id: 'dst-research',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      gate_name: 'River Gate',
      destination_public_id: 'dst-research',
      destination_name: 'Research Centre',
    });
    const [change] = await database.sql`
      select user_email, before, after from staff_changes
      where entity = 'gate' and entity_id = 'gate-river' order by id`;
    expect(change).toMatchObject({
      user_email: 'admin@kijani.example',
      before: { destination_public_id: 'dst-main' },
      after: { destination_public_id: 'dst-research', destination_name: 'Research Centre' },
    });
    const lookups = await (await settings.request('/public/lookups')).json();
    expect(lookups.gates).toContainEqual({
      gate_public_id: 'gate-river',
      gate_name: 'River Gate',
      entry_mode_public_id: 'em-road',
      destination_public_id: 'dst-research',
    });
  });

  it('refuse a destination the catalogue lacks and a blank one, changing nothing', async () => {
    const unknown = await call('PATCH', '/gates/gate-airstrip', {
      gate_name: 'Airstrip North',
      destination_public_id: 'dst-gone',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      message: 'Unknown destination: dst-gone',
      fields: { destination_public_id: 'Unknown destination: dst-gone' },
    });
    const blank = await call('PATCH', '/gates/gate-airstrip', { destination_public_id: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ destination_public_id: 'Item is required' });
    const gates = await call('GET', '/gates');
    expect(
      gates.body.find(
        (gate: { gate_public_id: string }) => gate.gate_public_id === 'gate-airstrip',
      ),
    ).toMatchObject({ gate_name: 'Airstrip', destination_public_id: 'dst-main' });
  });
});
