import { generateTicketKeyPair, signTicket } from '@hifadhi/shared/tickets/ticket-code';
import { verifyTicketWeb } from '@hifadhi/shared/tickets/verify-ticket-web';
import { describe, expect, it } from 'vitest';
import { ticketCheckWords, ticketGuestLines } from './ticket-check';
import { keepTicketKeys, storedTicketKeys } from './ticket-key-store';

/** A Storage kept in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const pair = generateTicketKeyPair('K1');
const code = signTicket(
  {
    booking_ref_code: 'WJCPHARK',
    check_in: '2026-11-24',
    check_out: '2026-11-24',
    guests: {
      citizen: { adults: 2, children: 0 },
      resident: { adults: 0, children: 0 },
      non_resident: { adults: 1, children: 1 },
    },
    issued_at: '2026-11-24T04:35:00.000Z',
  },
  pair.private_key,
  pair.key_id,
);

describe('the phone’s offline ticket check', () => {
  it('verifies a genuine code with the keys kept in storage and says what the ticket says', async () => {
    const storage = memoryStorage();
    keepTicketKeys([{ key_id: pair.key_id, public_key: pair.public_key }], new Date(0), storage);
    const kept = storedTicketKeys(storage);
    expect(kept?.saved_at).toBe('1970-01-01T00:00:00.000Z');

    const words = ticketCheckWords(await verifyTicketWeb(code, kept!.keys));
    expect(words).toMatchObject({ tone: 'success', title: 'Genuine ticket' });
    expect(words.says?.booking_ref_code).toBe('WJCPHARK');
    expect(ticketGuestLines(words.says!)).toEqual([
      'Citizen adults: 2',
      'Non-Resident adults: 1',
      'Non-Resident children: 1',
    ]);
  });

  it('calls a tampered code not genuine and shows nothing it claims', async () => {
    const at = code.length - 20;
    const tampered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
    const keys = [{ key_id: pair.key_id, public_key: pair.public_key }];
    expect(ticketCheckWords(await verifyTicketWeb(tampered, keys))).toEqual({
      tone: 'error',
      title: 'Not genuine',
      message: 'The signature does not match: this ticket was altered or forged.',
      says: null,
    });
  });

  it('has no keys when nothing or something unreadable was stored', () => {
    const storage = memoryStorage();
    expect(storedTicketKeys(storage)).toBeNull();
    storage.setItem('hifadhi.ticket-keys', '{"keys": "none"');
    expect(storedTicketKeys(storage)).toBeNull();
    storage.setItem('hifadhi.ticket-keys', '{"keys": [{"key_id": 1}], "saved_at": "x"}');
    expect(storedTicketKeys(storage)).toBeNull();
  });
});
