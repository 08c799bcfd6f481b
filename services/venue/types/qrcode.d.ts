// The qrcode package ships no types; these are the two calls the venue service makes.
declare module 'qrcode' {
  interface QRCodeOptions {
    type?: 'png' | 'svg' | 'utf8' | 'terminal';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
    small?: boolean;
  }
  const QRCode: {
    toBuffer(text: string, options?: QRCodeOptions): Promise<Buffer>;
    toString(text: string, options?: QRCodeOptions): Promise<string>;
  };
  export default QRCode;
}
