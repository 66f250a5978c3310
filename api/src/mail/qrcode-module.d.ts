/** The part of the `qrcode` package's API this project uses (the package ships no types). */
declare module 'qrcode' {
  export interface QRCodeToBufferOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    scale?: number;
    width?: number;
    type?: 'png';
  }
  export function toBuffer(text: string, options?: QRCodeToBufferOptions): Promise<Buffer>;
  const QRCode: { toBuffer: typeof toBuffer };
  export default QRCode;
}
