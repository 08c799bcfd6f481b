import { CameraOff, ScanLine, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { decodeFrame, device } from '@/device';

// Spec §8 toast text, shown inline here while the overlay is open.
const CAMERA_ERROR = 'Unable to access camera. Please check permissions.';
const SCAN_INTERVAL_MS = 250;

/**
 * Full-screen QR scanner (spec §2 "QR scanner overlay"). Opens the rear camera, decodes frames
 * with jsQR and reports the first code once. The caller decides what the code means (check-in).
 */
export function QrScannerOverlay({ onScan, onClose }: { onScan: (code: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const tick = async () => {
      if (stopped || !videoRef.current || !canvasRef.current) return;
      try {
        const code = await decodeFrame(videoRef.current, canvasRef.current);
        if (code && !stopped) {
          stopped = true;
          onScanRef.current(code);
          return;
        }
      } catch (e) {
        setError(e instanceof Error ? e.message : CAMERA_ERROR);
        return;
      }
      timer = setTimeout(tick, SCAN_INTERVAL_MS);
    };

    device.camera
      .openStream()
      .then(async (s) => {
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const video = videoRef.current!;
        video.srcObject = s;
        await video.play();
        tick();
      })
      .catch(() => setError(CAMERA_ERROR));

    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="qr-title"
      className="fixed inset-0 z-[60] flex flex-col items-center bg-black text-white"
    >
      <div className="flex w-full max-w-[480px] items-center justify-between p-4">
        <h2 id="qr-title" className="text-lg font-semibold">
          Scan Venue QR
        </h2>
        <Button
          variant="ghost"
          className="text-white hover:bg-white/10"
          onClick={onClose}
          autoFocus
          aria-label="Close"
        >
          <X aria-hidden /> Close
        </Button>
      </div>
      <div className="flex w-full max-w-[480px] flex-1 flex-col items-center justify-center gap-6 px-6">
        <div className="relative aspect-square w-full max-w-80 overflow-hidden rounded-3xl bg-zinc-900">
          {error ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <CameraOff className="size-10 text-zinc-300" aria-hidden />
              <p role="alert" className="text-sm text-zinc-200">
                {error}
              </p>
            </div>
          ) : (
            <>
              <video ref={videoRef} className="h-full w-full object-cover" muted playsInline aria-hidden />
              {/* Corner frame that tells the person where to hold the code. */}
              <div className="pointer-events-none absolute inset-8 rounded-2xl border-4 border-white/80" aria-hidden />
              <ScanLine className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto size-10 -translate-y-1/2 text-rose-400" aria-hidden />
            </>
          )}
        </div>
        <p className="text-center text-sm text-zinc-300">Point your camera at the Converge QR code at the venue entrance or bar.</p>
      </div>
      <canvas ref={canvasRef} className="hidden" aria-hidden />
    </div>
  );
}
