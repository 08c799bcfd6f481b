import { LOCATION_UNAVAILABLE, type Device } from './types';

// High accuracy, 10000 ms timeout.
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export const browserGeolocation: Device['geolocation'] = {
  getCurrentPosition() {
    return new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error(LOCATION_UNAVAILABLE));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (pos) =>
          resolve({
            latitude: pos.coords.latitude,
            longitude: pos.coords.longitude,
            accuracy: pos.coords.accuracy,
          }),
        () => reject(new Error(LOCATION_UNAVAILABLE)),
        OPTIONS,
      );
    });
  },
};
