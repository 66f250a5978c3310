import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_VISIT_TICKET_CODE, dayVisitReceipt } from './day-visit-receipt.fixture';
import { decodeEscPos } from './escpos-decoder';
import { previewText } from './escpos-preview';
import { printReceipt } from './print-receipt';
import {
  filePrinter,
  PrinterConfigError,
  PrinterUnreachableError,
  printerFromEnv,
} from './printers';
import { renderReceipt } from './receipt-layout';

/** A fake network printer on 127.0.0.1: collects each connection's bytes until it closes. */
async function fakeNetworkPrinter(): Promise<{
  port: number;
  jobs: Promise<Buffer>[];
  server: Server;
}> {
  const jobs: Promise<Buffer>[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    jobs.push(new Promise((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks)))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, jobs, server };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hifadhi-printing-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the file printer (no PRINTER_URL)', () => {
  it('writes DATA_DIR/receipts/<ref>-1.bin with the exact bytes and a readable .txt preview', async () => {
    const printer = printerFromEnv({ DATA_DIR: dataDir });
    const bytes = renderReceipt(dayVisitReceipt());
    const result = await printer.print('KJ-7Q4M2X', bytes);

    const receipts = path.join(dataDir, 'receipts');
    expect(result).toEqual({
      printer: 'file',
      target: path.join(receipts, 'KJ-7Q4M2X-1.bin'),
      byte_count: bytes.length,
      preview_path: path.join(receipts, 'KJ-7Q4M2X-1.txt'),
    });
    expect(await readFile(path.join(receipts, 'KJ-7Q4M2X-1.bin'))).toEqual(bytes);
    const preview = await readFile(path.join(receipts, 'KJ-7Q4M2X-1.txt'), 'utf8');
    expect(preview).toBe(previewText(decodeEscPos(bytes)));
    expect(preview).toContain('  Citizen Adult x2               KES 3,000\n');
    expect(preview).toContain('TOTAL                            KES 4,250\n');
    expect(preview).toContain('| QR code, 146 characters |');
    expect(preview).toContain(' CUT ');
  });

  it('numbers each print of the same booking: the reprint is -2 and says COPY', async () => {
    const printer = filePrinter(path.join(dataDir, 'receipts'));
    await printReceipt(printer, dayVisitReceipt());
    const reprint = await printReceipt(printer, dayVisitReceipt({ copy: true }));
    await printReceipt(printer, dayVisitReceipt({ booking_reference: 'KJ/2026/88' }));

    expect(reprint.target).toBe(path.join(dataDir, 'receipts', 'KJ-7Q4M2X-2.bin'));
    expect((await readdir(path.join(dataDir, 'receipts'))).sort()).toEqual([
      'KJ-7Q4M2X-1.bin',
      'KJ-7Q4M2X-1.txt',
      'KJ-7Q4M2X-2.bin',
      'KJ-7Q4M2X-2.txt',
      'KJ_2026_88-1.bin',
      'KJ_2026_88-1.txt',
    ]);
    const first = await readFile(path.join(dataDir, 'receipts', 'KJ-7Q4M2X-1.txt'), 'utf8');
    const second = await readFile(path.join(dataDir, 'receipts', 'KJ-7Q4M2X-2.txt'), 'utf8');
    expect(first).not.toContain('C O P Y');
    expect(second).toContain('[ C O P Y ]');
  });
});

describe('the network printer (PRINTER_URL=tcp://host:port)', () => {
  it('sends the identical bytes to a printer listening on 127.0.0.1', async () => {
    const fake = await fakeNetworkPrinter();
    try {
      const printer = printerFromEnv({ PRINTER_URL: `tcp://127.0.0.1:${fake.port}` });
      const bytes = renderReceipt(dayVisitReceipt());
      const result = await printer.print('KJ-7Q4M2X', bytes);

      expect(result).toEqual({
        printer: 'network',
        target: `127.0.0.1:${fake.port}`,
        byte_count: bytes.length,
      });
      expect(fake.jobs).toHaveLength(1);
      const received = await fake.jobs[0]!;
      expect(received).toEqual(bytes);
      expect(decodeEscPos(received).qrPayloads).toEqual([DAY_VISIT_TICKET_CODE]);
    } finally {
      await new Promise((resolve) => fake.server.close(resolve));
    }
  });

  it('gives a typed PRINTER_UNREACHABLE error when nothing listens there', async () => {
    const port = await freePort();
    const printer = printerFromEnv({ PRINTER_URL: `tcp://127.0.0.1:${port}` });
    const printing = printReceipt(printer, dayVisitReceipt());

    await expect(printing).rejects.toBeInstanceOf(PrinterUnreachableError);
    await expect(printing).rejects.toMatchObject({
      code: 'PRINTER_UNREACHABLE',
      address: `127.0.0.1:${port}`,
      reason: 'connection refused',
      message: `The receipt printer at 127.0.0.1:${port} cannot be reached (connection refused). Check that it is on and connected, then print again.`,
    });
  });

  it('uses port 9100 when PRINTER_URL names none', () => {
    expect(printerFromEnv({ PRINTER_URL: 'tcp://printer.gate.local' }).target).toBe(
      'printer.gate.local:9100',
    );
  });

  it('refuses a PRINTER_URL that is not tcp://host:port', () => {
    for (const url of ['usb://epson', 'tcp://', 'tcp://host:99999', '192.0.2.10:9100']) {
      expect(() => printerFromEnv({ PRINTER_URL: url })).toThrow(PrinterConfigError);
    }
  });
});
