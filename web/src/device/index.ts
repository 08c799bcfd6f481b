import { browserCamera } from './camera';
import { browserGeolocation } from './geolocation';
import type { Device } from './types';

/** The one device object screens use. Swap in a native implementation here if a shell exists. */
export const device: Device = {
  isNative: false,
  geolocation: browserGeolocation,
  camera: browserCamera,
};

export * from './types';
export { decodeFrame, decodeImage } from './qr';
