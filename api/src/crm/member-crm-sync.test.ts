/**
 * The CRM sync over real HTTP: the Salesforce simulator listens on a free local port, the
 * adapter signs in with client credentials and upserts by external id; a member's sync stores
 * the account, contact, opportunity and membership ids, shows the records in the simulator with
 * the member's details, and a second sync updates the same records. A refused or unreachable
 * CRM answers 502 with Salesforce's words and stores nothing; the sync is off by default (409)
 * and its settings refuse a half-configured org.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs } from '../auth/test-staff';
import { memberForm } from '../payments/payable-fixtures';
import { type RunningSimulator, serveSimulator } from '../payments/simulators/serve-simulator';
import { createTestApp } from '../test/test-app';
import { testClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { CrmConfigError, loadCrmConfig, SALESFORCE_SIMULATOR_CREDENTIALS } from './crm-config';
import { createSalesforceClient } from './salesforce-client';
import { createSalesforceSimulator } from './salesforce-simulator';

const database = useTestDatabase();
const salesforce = createSalesforceSimulator();
let simulator: RunningSimulator;
let app: ReturnType<typeof createTestApp>['app'];
let offApp: ReturnType<typeof createTestApp>['app'];
let token: string;
let memberId: string;

async function call(method: string, path: string, body?: unknown, on = app) {
  const response = await on.request(`/api/v1${path}`, {
    method,
    headers: bearer(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  simulator = await serveSimulator(salesforce.app.fetch, 0, '127.0.0.1');
  const crm = createSalesforceClient({
    instanceUrl: simulator.url,
    ...SALESFORCE_SIMULATOR_CREDENTIALS,
    apiVersion: 'v60.0',
  });
  await seedStaff(database.db);
  app = createTestApp(database.db, { clock: testClock, crm }).app;
  offApp = createTestApp(database.db, { clock: testClock }).app;
  token = await signInAs(app, 'Administrator');
  const made = await call(
    'POST',
    '/members',
    memberForm({
      is_paid: true,
      payment_method: 'Mpesa',
      family: [
        {
          title: 'Ms.',
          first_name: 'Ciru',
          sur_name: 'Njeri',
          gender_id: 'female',
          dob: '2016-04-02',
        },
      ],
    }),
  );
  expect(made.status).toBe(201);
  memberId = made.body.public_id;
});

afterAll(async () => {
  await simulator?.close();
});

describe('POST /members/{id}/crm-sync', () => {
  it('stores the four Salesforce ids and the records carry the member', async () => {
    const synced = await call('POST', `/members/${memberId}/crm-sync`);
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const member = synced.body;
    expect(member.salesforce_account_uuid).toMatch(/^001[0-9A-F]{15}$/);
    expect(member.salesforce_contact_uuid).toMatch(/^003[0-9A-F]{15}$/);
    expect(member.salesforce_uuid).toMatch(/^006[0-9A-F]{15}$/);
    expect(member.salesforce_id).toMatch(/^a0X[0-9A-F]{15}$/);
    expect(salesforce.records.get(member.salesforce_contact_uuid)).toMatchObject({
      FirstName: 'Wairimu',
      LastName: 'Njeri',
      Email: 'wairimu@example.com',
      AccountId: member.salesforce_account_uuid,
      Hifadhi_Member_Id__c: memberId,
    });
    expect(salesforce.records.get(member.salesforce_uuid)).toMatchObject({
      StageName: 'Closed Won',
      CloseDate: '2026-11-21',
      Amount: 15000,
      CurrencyIsoCode: 'KES',
      Hifadhi_Reference__c: member.member_reference_number,
    });
    expect(salesforce.records.get(member.salesforce_id)).toMatchObject({
      Contact__c: member.salesforce_contact_uuid,
      Opportunity__c: member.salesforce_uuid,
      Is_Paid__c: true,
      Expiry_Date__c: '2027-11-20',
      Beneficiaries__c: 1,
    });
    const log = await call('GET', `/logs/changes?entity=member&search=${memberId}`);
    expect(log.body.data[0].after.salesforce_contact_uuid).toBe(member.salesforce_contact_uuid);
  });

  it('a second sync updates the same records', async () => {
    const before = salesforce.records.size;
    await call('PATCH', `/members/${memberId}`, { town: 'Nyeri' });
    const again = await call('POST', `/members/${memberId}/crm-sync`);
    expect(again.status).toBe(200);
    expect(salesforce.records.size).toBe(before);
    expect(salesforce.records.get(again.body.salesforce_account_uuid)).toMatchObject({
      BillingCity: 'Nyeri',
    });
  });

  it('is off by default: 409 and nothing called', async () => {
    const off = await call('POST', `/members/${memberId}/crm-sync`, undefined, offApp);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('The CRM sync is off (set CRM_SYNC to simulator or salesforce)');
  });

  it('answers 502 with Salesforce’s words when it refuses, and stores nothing', async () => {
    const stranger = createSalesforceClient({
      instanceUrl: simulator.url,
      clientId: 'someone-else',
      clientSecret: 'wrong',
      apiVersion: 'v60.0',
    });
    const refusedApp = createTestApp(database.db, { clock: testClock, crm: stranger }).app;
    const before = (await call('GET', `/members/${memberId}`)).body;
    const refused = await call('POST', `/members/${memberId}/crm-sync`, undefined, refusedApp);
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      code: 'CRM_UNREACHABLE',
      message: 'Salesforce sign-in: invalid client credentials',
    });
    expect((await call('GET', `/members/${memberId}`)).body).toEqual(before);
  });

  it('the simulator refuses a new record missing a required field, as Salesforce does', async () => {
    const client = createSalesforceClient({
      instanceUrl: simulator.url,
      ...SALESFORCE_SIMULATOR_CREDENTIALS,
      apiVersion: 'v60.0',
    });
    await expect(
      client.upsert('Contact', 'Hifadhi_Member_Id__c', 'x-1', { FirstName: 'A' }),
    ).rejects.toThrow(
      'Salesforce Contact: REQUIRED_FIELD_MISSING: Required fields are missing: [LastName]',
    );
  });
});

describe('loadCrmConfig', () => {
  it('is off with no settings, and refuses a half-configured org', () => {
    expect(loadCrmConfig({})).toEqual({ mode: 'off' });
    expect(loadCrmConfig({ CRM_SYNC: 'simulator', CRM_SIM_PORT: '0' })).toMatchObject({
      mode: 'simulator',
      simulatorPort: 0,
    });
    expect(() =>
      loadCrmConfig({
        CRM_SYNC: 'salesforce',
        SALESFORCE_INSTANCE_URL: 'https://kijani.my.salesforce.com',
      }),
    ).toThrow(CrmConfigError);
    expect(
      loadCrmConfig({
        CRM_SYNC: 'salesforce',
        SALESFORCE_INSTANCE_URL: 'https://kijani.my.salesforce.com/',
        SALESFORCE_CLIENT_ID: 'id',
        SALESFORCE_CLIENT_SECRET: 'secret',
      }),
    ).toMatchObject({ mode: 'salesforce', instanceUrl: 'https://kijani.my.salesforce.com' });
  });
});
