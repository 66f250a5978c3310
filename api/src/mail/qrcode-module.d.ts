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
  /** The symbol of `text`: its modules, `size` × `size`, dark where `get` is truthy. */
  export function create(
    text: string,
    options?: Pick<QRCodeToBufferOptions, 'errorCorrectionLevel'>,
  ): { modules: { size: number; get(row: number, col: number): number } };
  const QRCode: { toBuffer: typeof toBuffer; create: typeof create };
  export default QRCode;
}
