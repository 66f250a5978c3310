/**
 * Whether this renderer can scan QR codes with a camera: the browser's `BarcodeDetector`
 * (Chromium on most platforms) and at least one camera. Without both, the camera button is
 * hidden and the keyboard-wedge scanner or typing remains.
 *
 * spec: research offline-checkin-anchors.md §1 (scanning at the gate).
 */

/** The part of the Barcode Detection API the gate uses. */
export interface QrDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?(): Promise<string[]>;
}

function detectorConstructor(): DetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return candidate ?? null;
}

/** True when a QR detector and a camera are both there. */
export async function cameraScanningAvailable(): Promise<boolean> {
  const Detector = detectorConstructor();
  if (!Detector || !navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return false;
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** A QR detector. @throws Error when the browser has none (check availability first). */
export function qrDetector(): QrDetector {
  const Detector = detectorConstructor();
  if (!Detector) throw new Error('This browser cannot detect QR codes');
  return new Detector({ formats: ['qr_code'] });
}
