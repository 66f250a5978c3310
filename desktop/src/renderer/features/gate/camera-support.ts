/**
 * Whether this renderer can scan QR codes with a camera, and the detector it scans with: the
 * browser's `BarcodeDetector` where it reads QR codes (Chromium on Android, macOS and ChromeOS),
 * else jsQR, a pure-JavaScript QR decoder, on frames drawn from the video (Safari on iPhones,
 * Firefox, Chromium on Windows and Linux). Without a camera the camera button is hidden and the
 * keyboard-wedge scanner or typing remains. Browsers open a camera only on a secure page
 * (https, or the kiosk's own scheme and localhost).
 *
 * spec: research offline-checkin-anchors.md §1 (scanning at the gate); issue 13 item 6 (a
 * ranger scans with the phone's camera).
 */
import jsQR from 'jsqr';

/** The part of the Barcode Detection API the gate uses. */
export interface QrDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?(): Promise<string[]>;
}

/** Frames wider than this are scaled down before jsQR reads them (enough for a ticket's QR). */
const FRAME_WIDTH = 640;

/** Set by `cameraScanningAvailable`: the browser's own detector reads QR codes. */
let nativeQr = false;

function detectorConstructor(): DetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return candidate ?? null;
}

async function nativeReadsQr(): Promise<boolean> {
  const Detector = detectorConstructor();
  if (!Detector) return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}

/** True when a camera is there (and so a QR detector: the browser's or jsQR). */
export async function cameraScanningAvailable(): Promise<boolean> {
  nativeQr = await nativeReadsQr();
  if (!navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/**
 * The text of the QR code in an RGBA image of `width` × `height` pixels (as `ImageData` holds
 * it), or null when none is found.
 */
export function decodeQrPixels(rgba: Uint8ClampedArray, width: number, height: number) {
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** A detector reading video frames with jsQR (see the module comment). */
function frameDetector(): QrDetector {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source) {
      const video = source instanceof HTMLVideoElement ? source : null;
      const sourceWidth = video ? video.videoWidth : Number((source as { width?: number }).width);
      const sourceHeight = video
        ? video.videoHeight
        : Number((source as { height?: number }).height);
      if (!context || !sourceWidth || !sourceHeight) return [];
      const scale = Math.min(1, FRAME_WIDTH / sourceWidth);
      canvas.width = Math.round(sourceWidth * scale);
      canvas.height = Math.round(sourceHeight * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const text = decodeQrPixels(frame.data, frame.width, frame.height);
      return text === null ? [] : [{ rawValue: text }];
    },
  };
}

/** A QR detector: the browser's own where it reads QR codes, else jsQR on video frames. */
export function qrDetector(): QrDetector {
  const Detector = detectorConstructor();
  return nativeQr && Detector ? new Detector({ formats: ['qr_code'] }) : frameDetector();
}
