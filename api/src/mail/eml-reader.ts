/**
 * Reads an e-mail message as written to `DATA_DIR/mail/*.eml`, with mailparser: its subject,
 * sender and recipients, plain-text and HTML bodies and attachments (decoded). Used by the
 * tests and by anyone checking the mail folder.
 */
import { type AddressObject, simpleParser } from 'mailparser';

/** A decoded message. */
export interface ReadMessage {
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; cid: string | null; content: Buffer }[];
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

/** The message in `eml`. */
export async function readEml(eml: string | Buffer): Promise<ReadMessage> {
  const parsed = await simpleParser(eml);
  return {
    subject: parsed.subject ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    text: parsed.text ?? '',
    html: parsed.html || '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      cid: attachment.cid ?? null,
      content: attachment.content,
    })),
  };
}
