/**
 * Where the kiosk's receipts go. `PRINTER_URL=tcp://host:9100` sends the ESC/POS bytes to a
 * network (raw port 9100) printer; with no `PRINTER_URL` a file printer writes
 * `DATA_DIR/receipts/<ref>-<n>.bin` (n = 1 for the first print of that booking, 2 for the
 * first reprint, …) and a readable `<ref>-<n>.txt` preview beside it. Every print returns a
 * `PrintResult` so the caller can log it.
 *
 * spec: ARCHITECTURE.md §Running it (PRINTER_URL), §Ownership (receipts: a file/preview
 * printer by default); offline-checkin-anchors.md §1 (print logs).
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@hifadhi/shared/errors';
import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { decodeEscPos } from './escpos-decoder';
import { previewText } from './escpos-preview';

export type PrinterKind = 'file' | 'network';

/** What one print produced, for the print log. */
export interface PrintResult {
  printer: PrinterKind;
  /** The `.bin` file written, or `host:port` of the network printer. */
  target: string;
  /** Number of ESC/POS bytes sent or written. */
  byte_count: number;
  /** File printer only: the readable preview written beside the `.bin`. */
  preview_path?: string;
}

export interface ReceiptPrinter {
  readonly kind: PrinterKind;
  /** The directory or `host:port` receipts go to. */
  readonly target: string;
  /** Prints ESC/POS `bytes` for the booking `reference`. */
  print(reference: string, bytes: Uint8Array): Promise<PrintResult>;
}

/** The network printer did not take the receipt: refused, timed out, or no such host. */
export class PrinterUnreachableError extends DomainError {
  /** `host:port` of the printer. */
  readonly address: string;
  /** What went wrong, e.g. "connection refused". */
  readonly reason: string;

  constructor(address: string, reason: string) {
    super(
      'PRINTER_UNREACHABLE',
      `The receipt printer at ${address} cannot be reached (${reason}). Check that it is on and connected, then print again.`,
    );
    this.name = 'PrinterUnreachableError';
    this.address = address;
    this.reason = reason;
  }
}

/** `PRINTER_URL` is set but is not a `tcp://host:port` address. */
export class PrinterConfigError extends Error {
  constructor(url: string) {
    super(`PRINTER_URL must be tcp://host:port (e.g. tcp://192.0.2.10:9100); got "${url}"`);
    this.name = 'PrinterConfigError';
  }
}

const DEFAULT_PORT = 9100;
const TCP_URL = /^tcp:\/\/([^/:\s]+)(?::(\d{1,5}))?\/?$/i;

function unreachableReason(error: unknown, timeoutMs: number): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'no route to host';
  if (code === 'ETIMEDOUT' || (error instanceof Error && error.message === 'Socket timeout')) {
    return `no answer within ${timeoutMs} ms`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A printer on the network that takes raw ESC/POS on a TCP port (usually 9100).
 * @throws PrinterUnreachableError from `print` when the connection fails or times out.
 */
export function networkPrinter(
  host: string,
  port = DEFAULT_PORT,
  { timeoutMs = 3000 }: { timeoutMs?: number } = {},
): ReceiptPrinter {
  const address = `${host}:${port}`;
  const device = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: `tcp://${address}`,
    options: { timeout: timeoutMs },
  });
  return {
    kind: 'network',
    target: address,
    async print(_reference, bytes) {
      try {
        await device.raw(Buffer.from(bytes));
      } catch (error) {
        throw new PrinterUnreachableError(address, unreachableReason(error, timeoutMs));
      }
      return { printer: 'network', target: address, byte_count: bytes.length };
    },
  };
}

/** The booking reference made safe as a file name: "KJ/2026/7" → "KJ_2026_7". */
function fileStem(reference: string): string {
  return reference.trim().replace(/[^A-Za-z0-9_-]/g, '_') || 'receipt';
}

async function lastPrintNumber(directory: string, stem: string): Promise<number> {
  const pattern = new RegExp(`^${stem}-(\\d+)\\.bin$`);
  const numbers = (await readdir(directory)).map((name) => Number(pattern.exec(name)?.[1] ?? 0));
  return Math.max(0, ...numbers);
}

/**
 * A printer that writes each receipt to `directory` as `<ref>-<n>.bin` (the exact bytes) and
 * `<ref>-<n>.txt` (the decoded preview). The directory is created when missing.
 * @throws the file system's error when the directory cannot be written.
 */
export function filePrinter(directory: string): ReceiptPrinter {
  return {
    kind: 'file',
    target: directory,
    async print(reference, bytes) {
      await mkdir(directory, { recursive: true });
      const stem = fileStem(reference);
      for (let n = (await lastPrintNumber(directory, stem)) + 1; ; n += 1) {
        const binPath = path.join(directory, `${stem}-${n}.bin`);
        try {
          await writeFile(binPath, bytes, { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
          throw error;
        }
        const previewPath = path.join(directory, `${stem}-${n}.txt`);
        await writeFile(previewPath, previewText(decodeEscPos(bytes)));
        return {
          printer: 'file',
          target: binPath,
          byte_count: bytes.length,
          preview_path: previewPath,
        };
      }
    },
  };
}

/**
 * The printer `PRINTER_URL` names: `tcp://host[:port]` (port 9100 when omitted) for a network
 * printer; unset or empty for the file printer under `DATA_DIR/receipts` (`DATA_DIR` defaults
 * to `.data`).
 * @throws PrinterConfigError when `PRINTER_URL` is anything else.
 */
export function printerFromEnv(
  env: { PRINTER_URL?: string; DATA_DIR?: string } = process.env,
  options: { timeoutMs?: number } = {},
): ReceiptPrinter {
  const url = env.PRINTER_URL?.trim();
  if (!url) return filePrinter(path.join(env.DATA_DIR || '.data', 'receipts'));
  const match = TCP_URL.exec(url);
  const port = Number(match?.[2] ?? DEFAULT_PORT);
  if (!match?.[1] || port < 1 || port > 65_535) throw new PrinterConfigError(url);
  return networkPrinter(match[1], port, options);
}
