/**
 * Reads ESC/POS bytes back the way the printer would print them: text lines with their
 * bold, alignment, size and inversion, QR codes with their payload, and cuts. Covers the
 * commands the receipt layout sends (ESC @ E a t d ! -, GS ! B V, GS ( k); any other command
 * or a non-ASCII text byte is refused rather than guessed. Used by tests and the preview.
 *
 * spec: research/toolchain.md §5 (an in-repo decoder rather than npos).
 */

const LF = 0x0a;
const CR = 0x0d;
const ESC = 0x1b;
const GS = 0x1d;

export type Alignment = 'left' | 'center' | 'right';

/** One printed line. `width`/`height` are character magnifications (1 = normal). */
export interface DecodedLine {
  text: string;
  /** True when any visible character on the line is emphasised. */
  bold: boolean;
  align: Alignment;
  width: number;
  height: number;
  /** True when any visible character is printed white on black. */
  inverted: boolean;
}

export type DecodedItem =
  | ({ kind: 'line' } & DecodedLine)
  | { kind: 'qr'; payload: string }
  | { kind: 'cut' };

export interface DecodedPrint {
  /** Everything printed, in paper order. */
  items: DecodedItem[];
  /** The text lines alone. */
  lines: DecodedLine[];
  /** The payload of every QR code printed, in order. */
  qrPayloads: string[];
  /** Number of paper cuts (full or partial). */
  cuts: number;
}

interface Mode {
  bold: boolean;
  align: Alignment;
  width: number;
  height: number;
  inverted: boolean;
}

const initialMode = (): Mode => ({
  bold: false,
  align: 'left',
  width: 1,
  height: 1,
  inverted: false,
});
const alignments: Alignment[] = ['left', 'center', 'right'];

/** Decodes ESC/POS bytes. @throws Error naming the byte offset of an unsupported command. */
export function decodeEscPos(bytes: Uint8Array): DecodedPrint {
  const items: DecodedItem[] = [];
  const lines: DecodedLine[] = [];
  let mode = initialMode();
  let line: DecodedLine | null = null;
  let storedQr = '';
  let i = 0;

  const endLine = (evenIfEmpty: boolean) => {
    if (line || evenIfEmpty) {
      const decoded = line ?? lineStart(mode);
      lines.push(decoded);
      items.push({ kind: 'line', ...decoded });
    }
    line = null;
  };
  const unsupported = (): never => {
    throw new Error(`Unsupported ESC/POS byte 0x${bytes[i]?.toString(16)} at offset ${i}`);
  };

  while (i < bytes.length) {
    const byte = bytes[i]!;
    const n = bytes[i + 2] ?? 0;
    if (byte === LF) {
      endLine(true);
      i += 1;
    } else if (byte === CR) {
      i += 1;
    } else if (byte >= 0x20 && byte <= 0x7e) {
      line ??= lineStart(mode);
      const char = String.fromCharCode(byte);
      line.text += char;
      if (char !== ' ') {
        line.bold ||= mode.bold;
        line.inverted ||= mode.inverted;
      }
      line.width = Math.max(line.width, mode.width);
      line.height = Math.max(line.height, mode.height);
      i += 1;
    } else if (byte === ESC) {
      const command = String.fromCharCode(bytes[i + 1] ?? 0);
      if (command === '@') mode = initialMode();
      else if (command === 'E') mode.bold = (n & 1) === 1;
      else if (command === 'a') mode.align = alignments[n % 48] ?? unsupported();
      else if (command === 'd') endLine(false);
      else if (command === '!') {
        mode.bold = (n & 0x08) !== 0;
        mode.height = n & 0x10 ? 2 : 1;
        mode.width = n & 0x20 ? 2 : 1;
      } else if (command !== 't' && command !== '-') unsupported();
      i += command === '@' ? 2 : 3;
    } else if (byte === GS && bytes[i + 1] === 0x28 && bytes[i + 2] === 0x6b) {
      const length = (bytes[i + 3] ?? 0) + (bytes[i + 4] ?? 0) * 256;
      const [cn, fn] = [bytes[i + 5], bytes[i + 6]];
      if (cn === 0x31 && fn === 0x50) {
        storedQr = Buffer.from(bytes.subarray(i + 8, i + 5 + length)).toString('latin1');
      } else if (cn === 0x31 && fn === 0x51) {
        endLine(false);
        items.push({ kind: 'qr', payload: storedQr });
      }
      i += 5 + length;
    } else if (byte === GS) {
      const command = String.fromCharCode(bytes[i + 1] ?? 0);
      if (command === '!') {
        mode.width = ((n >> 4) & 7) + 1;
        mode.height = (n & 7) + 1;
      } else if (command === 'B') mode.inverted = (n & 1) === 1;
      else if (command === 'V') {
        endLine(false);
        items.push({ kind: 'cut' });
      } else unsupported();
      i += command === 'V' && n >= 65 ? 4 : 3;
    } else unsupported();
  }
  endLine(false);

  return {
    items,
    lines,
    qrPayloads: items.flatMap((item) => (item.kind === 'qr' ? [item.payload] : [])),
    cuts: items.filter((item) => item.kind === 'cut').length,
  };
}

function lineStart(mode: Mode): DecodedLine {
  return {
    text: '',
    bold: false,
    align: mode.align,
    width: mode.width,
    height: mode.height,
    inverted: false,
  };
}
