/**
 * A QR code as a camera would see it: `text` drawn (error correction M, 4 modules of quiet zone)
 * black on white in the middle of a grey-scale frame, and that frame as the YUV4MPEG2 video
 * Chromium's fake camera plays (`--use-file-for-fake-video-capture`), so a journey can scan a
 * ticket with the "camera" of headless Chromium.
 */
import QRCode from 'qrcode';

/** A grey-scale frame: one luma byte a pixel, row by row. */
export interface LumaFrame {
  width: number;
  height: number;
  luma: Uint8Array;
}

const WHITE = 235;
const BLACK = 16;

/**
 * The frame of `text` as a QR code, `scale` pixels a module, centred in `width` × `height`
 * (default: just the code and its quiet zone).
 * @throws RangeError when the code does not fit the frame.
 */
export function qrFrame(text: string, scale: number, width?: number, height?: number): LumaFrame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 8) * scale;
  const frameWidth = width ?? side;
  const frameHeight = height ?? side;
  if (side > frameWidth || side > frameHeight) throw new RangeError('The QR code does not fit');
  const left = Math.floor((frameWidth - side) / 2) + 4 * scale;
  const top = Math.floor((frameHeight - side) / 2) + 4 * scale;
  const luma = new Uint8Array(frameWidth * frameHeight).fill(WHITE);
  for (let y = 0; y < modules.size * scale; y++) {
    for (let x = 0; x < modules.size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) {
        luma[(top + y) * frameWidth + left + x] = BLACK;
      }
    }
  }
  return { width: frameWidth, height: frameHeight, luma };
}

/** The frame as RGBA pixels, as a canvas's `ImageData` holds them. */
export function rgbaOf(frame: LumaFrame): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(frame.luma.length * 4);
  frame.luma.forEach((value, index) => {
    rgba.fill(value, index * 4, index * 4 + 3);
    rgba[index * 4 + 3] = 255;
  });
  return rgba;
}

/** The frame as a one-frame YUV4MPEG2 (4:2:0) video, which Chromium's fake camera loops. */
export function y4mOf(frame: LumaFrame): Buffer {
  const header = `YUV4MPEG2 W${frame.width} H${frame.height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  const chroma = Buffer.alloc(2 * (frame.width / 2) * (frame.height / 2), 128);
  return Buffer.concat([Buffer.from(header, 'ascii'), Buffer.from(frame.luma), chroma]);
}
