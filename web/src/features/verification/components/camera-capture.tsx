import { Camera, RefreshCw, Upload } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_UNAVAILABLE } from '@/device';
import { Button } from '@/components/ui/button';
import { verification } from '@/locales/verification';

/** Photo quality 90. */
const JPEG_QUALITY = 0.9;

/** Draws the current video frame as a JPEG. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(CAMERA_UNAVAILABLE))), 'image/jpeg', JPEG_QUALITY));
}

/** The live camera in a video element; `facing` user for selfies, environment for documents. */
export function useCameraStream(facing: 'user' | 'environment') {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error(CAMERA_UNAVAILABLE);
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facing } }, audio: false });
        if (cancelled) return stream.getTracks().forEach((t) => t.stop());
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
          setReady(true);
        }
      } catch {
        if (!cancelled) setError(CAMERA_UNAVAILABLE);
      }
    })();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [facing]);
  return { videoRef, error, ready };
}

/**
 * Takes one photo with the camera, or lets the person choose a file when there is no camera.
 * `onCapture` gets the image; the caller uploads it.
 */
export function CameraCapture({ facing, captureLabel, pending, onCapture }: { facing: 'user' | 'environment'; captureLabel: string; pending: boolean; onCapture: (image: Blob) => void }) {
  const t = verification.useT();
  const { videoRef, error, ready } = useCameraStream(facing);
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const capture = useCallback(async () => {
    if (!videoRef.current) return;
    setBusy(true);
    try {
      onCapture(await grabFrame(videoRef.current));
    } finally {
      setBusy(false);
    }
  }, [onCapture, videoRef]);

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground" role="status">
          {t('camera.unavailable')}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-xl bg-black">
          <video
            ref={videoRef}
            className={facing === 'user' ? 'aspect-[4/3] w-full -scale-x-100 object-cover' : 'aspect-[4/3] w-full object-cover'}
            muted
            playsInline
            aria-label={t('camera.preview')}
          />
          {!ready && <RefreshCw className="absolute inset-0 m-auto size-6 animate-spin text-white/70 motion-reduce:animate-none" aria-hidden />}
        </div>
      )}
      <div className="flex gap-2">
        {!error && (
          <Button className="flex-1" onClick={capture} disabled={!ready || pending || busy}>
            <Camera aria-hidden /> {pending ? t('camera.uploading') : captureLabel}
          </Button>
        )}
        <Button variant="outline" className={error ? 'flex-1' : ''} onClick={() => fileRef.current?.click()} disabled={pending}>
          <Upload aria-hidden /> {t('camera.upload')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t('camera.uploadLabel')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onCapture(file);
          }}
        />
      </div>
    </div>
  );
}
