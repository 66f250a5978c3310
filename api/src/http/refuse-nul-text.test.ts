/**
 * The NUL guard leaves binary bodies to their routes: a PDF or an image holding NUL bytes
 * reaches the route byte for byte, while text with a NUL is refused with 400.
 */
import { messages } from '@hifadhi/shared/messages';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { refuseNulText } from './refuse-nul-text';

const app = new Hono<AppEnv>()
  .use(refuseNulText())
  .post('/upload', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));

/** A PDF's first bytes and a NUL, as a real file has. */
const pdf = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 0, 1, 2, 0]);

function upload(contentType: string, body: BodyInit) {
  return app.request('/upload', { method: 'POST', headers: { 'Content-Type': contentType }, body });
}

describe('refuseNulText', () => {
  it('passes a PDF and an image with NUL bytes to the route untouched', async () => {
    for (const type of ['application/pdf', 'image/png']) {
      const response = await upload(type, pdf);
      expect({ type, status: response.status, body: await response.json() }).toEqual({
        type,
        status: 200,
        body: { bytes: 13 },
      });
    }
  });

  it('refuses text holding a NUL with 400', async () => {
    const response = await upload('text/plain', 'a\u0000b');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(messages.nulCharacter);
  });

  it('refuses a JSON string escaping half a surrogate pair, naming its field, and passes a whole pair', async () => {
    const lone = await upload('application/json', '{"guest":{"first_name":"\\ud800"}}');
    expect({ status: lone.status, body: await lone.json() }).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: messages.invalidUnicode,
        messages: [messages.invalidUnicode],
        fields: { 'guest.first_name': messages.invalidUnicode },
      },
    });
    const pair = await upload('application/json', '{"first_name":"\\ud83e\\udd81"}');
    expect(pair.status).toBe(200);
  });
});
