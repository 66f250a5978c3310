/**
 * Sending e-mail with nodemailer: through the SMTP server at `SMTP_URL` when it is set,
 * otherwise written as one `.eml` file per message under `DATA_DIR/mail/` (so the API alone,
 * tests and `npm start` need no mail server). The file name is the send time, the message's
 * label and a random suffix: `20261121T060000Z-booking-confirmation-K7Q2M9XA-3f9c.eml`.
 *
 * spec: api-contract.md §Running (mail written under DATA_DIR/mail unless SMTP_URL is set);
 * ARCHITECTURE.md §Running it (`SMTP_URL` switches to the real service).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file carried by a message; with `cid` it is shown inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** One message, in plain text and HTML. */
export interface Mail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What sending did: the Message-ID and, for a written message, its file. */
export interface MailReceipt {
  messageId: string;
  file: string | null;
}

export interface Mailer {
  /** Sends `mail`; `label` names it in logs and file names (e.g. booking-confirmation-K7Q2M9XA). */
  send(mail: Mail, label: string): Promise<MailReceipt>;
}

/** Where mail goes. */
export interface MailerOptions {
  /** smtp:// or smtps:// URL; when unset, messages are written under `directory`. */
  smtpUrl?: string;
  /** Directory for `.eml` files (`DATA_DIR/mail`). */
  directory: string;
}

/** The directory `.eml` files go to for `dataDir`. */
export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

function fileStamp(at: Date): string {
  return at
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

function safeLabel(label: string): string {
  return label.replaceAll(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80);
}

/** Creates the mailer described in the module comment. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail(mail);
        return { messageId: info.messageId, file: null };
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail, label) {
      const info = await transport.sendMail(mail);
      await mkdir(options.directory, { recursive: true });
      const name = `${fileStamp(new Date())}-${safeLabel(label)}-${randomBytes(2).toString('hex')}.eml`;
      const file = path.join(options.directory, name);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
  };
}
