import { CAMERA_UNAVAILABLE, type Device, type PhotoSource } from './types';

/**
 * Browser camera: a file input opens the camera (capture) or the gallery. The promise settles
 * null when the picker is dismissed (the "cancel" event, with a focus fallback for older engines).
 */
function pickFile(source: PhotoSource): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    if (source === 'camera') input.setAttribute('capture', 'environment');
    let settled = false;
    const finish = (file: File | null) => {
      if (settled) return;
      settled = true;
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0] ?? null));
    input.addEventListener('cancel', () => finish(null));
    input.click();
  });
}

async function openStream(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error(CAMERA_UNAVAILABLE);
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

export const browserCamera: Device['camera'] = { getPhoto: pickFile, openStream };
