/**
 * What the app needs from the device, independent of where it runs. The browser implementation
 * lives beside this file; a native shell can provide the same interface (camera, position, push,
 * share) without any screen changing.
 */
export type Position = { latitude: number; longitude: number; accuracy: number };

export type PhotoSource = 'camera' | 'gallery';

export interface Device {
  /** True inside a native shell; the browser build answers false. */
  isNative: boolean;
  geolocation: {
    /** High accuracy, 10 s timeout; rejects with the spec's helper message. */
    getCurrentPosition(): Promise<Position>;
  };
  camera: {
    /** Lets the person take or pick one photo; resolves null when they cancel. */
    getPhoto(source: PhotoSource): Promise<File | null>;
    /** A live rear-camera stream for QR scanning; rejects with 'Camera not available'. */
    openStream(): Promise<MediaStream>;
  };
}

// The helpers' error messages, word for word as the app shows them.
export const LOCATION_UNAVAILABLE = 'Unable to get location. Please enable location services.';
export const CAMERA_UNAVAILABLE = 'Camera not available';
export const QR_UNAVAILABLE = 'QR Scanner not available';
