import { CameraOff, ImageUp, Link2, Loader2, ScanLine, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { decodeFrame, decodeImage, device } from '@/device';

// The scanner's toasts, word for word.
const CAMERA_ERROR = 'Unable to access camera. Please check permissions.';
const SCAN_FAILED = 'QR scan failed';
const SCAN_ERROR = 'Unable to scan QR code. Please try again.';
const NO_CODE = 'No QR code detected';
const NO_CODE_MESSAGE = 'Please try scanning again';
const SCAN_INTERVAL_MS = 250;
/** After a refused code, wait before reading frames again so the same code is not sent in a loop. */
const RETRY_AFTER_MS = 2000;

type ScanResult = void | boolean | Promise<void | boolean>;

/**
 * Full-screen QR scanner: reads the rear camera (getUserMedia) with
 * jsQR and reports the first code. Without a camera — none, refused, or a desktop — the person can
 * choose a photo of the code or paste the link printed under it. `onScan` resolving false means the
 * code was refused (the caller showed why); scanning then resumes.
 */
export function QrScannerOverlay({ onScan, onClose }: { onScan: (code: string) => ScanResult; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState('');
  // What opened the scanner (read while rendering, before autoFocus moves focus to Close) gets focus
  // back when it closes, as with every dialog.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    },
    [opener],
  );
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const busyRef = useRef(false);
  // Set once the person chooses a photo or pastes the link. A camera refusal that arrives after that
  // (the browser can take seconds to answer) must not take the toast of their own attempt away: one
  // toast shows at a time, and the camera box says it anyway.
  const choseFallbackRef = useRef(false);

  /** Hands one code to the caller; true when it was accepted. */
  const submit = async (code: string): Promise<boolean> => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      return (await onScanRef.current(code)) !== false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const tick = async () => {
      if (stopped || !videoRef.current || !canvasRef.current) return;
      let code: string | null = null;
      try {
        code = busyRef.current ? null : await decodeFrame(videoRef.current, canvasRef.current);
      } catch {
        toast({ title: SCAN_FAILED, description: SCAN_ERROR, variant: 'destructive' });
        return;
      }
      if (code && !stopped) {
        const accepted = await submitRef.current(code);
        if (accepted || stopped) return;
        timer = setTimeout(tick, RETRY_AFTER_MS);
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
        void tick();
      })
      .catch(() => {
        if (stopped) return;
        setCameraError(CAMERA_ERROR);
        if (!choseFallbackRef.current) toast({ title: SCAN_FAILED, description: CAMERA_ERROR, variant: 'destructive' });
      });

    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    choseFallbackRef.current = true;
    let code: string | null;
    try {
      code = await decodeImage(file);
    } catch {
      toast({ title: SCAN_FAILED, description: SCAN_ERROR, variant: 'destructive' });
      return;
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
    if (!code) {
      toast({ title: NO_CODE, description: NO_CODE_MESSAGE, variant: 'destructive' });
      return;
    }
    await submit(code);
  }

  async function onPaste(e: FormEvent) {
    e.preventDefault();
    choseFallbackRef.current = true;
    const code = link.trim();
    if (!code) {
      toast({ title: NO_CODE, description: NO_CODE_MESSAGE, variant: 'destructive' });
      return;
    }
    await submit(code);
  }

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="qr-title" className="fixed inset-0 z-[60] flex flex-col items-center overflow-y-auto bg-black text-white">
      <div className="flex w-full max-w-[480px] items-center justify-between p-4">
        <h2 id="qr-title" className="text-lg font-semibold">
          Scan Venue QR
        </h2>
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onClose} autoFocus aria-label="Close">
          <X aria-hidden /> Close
        </Button>
      </div>
      <div className="flex w-full max-w-[480px] flex-1 flex-col items-center gap-5 px-6 pb-8">
        <div className="relative aspect-square w-full max-w-72 overflow-hidden rounded-3xl bg-zinc-900">
          {cameraError ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <CameraOff className="size-10 text-zinc-300" aria-hidden />
              <p role="alert" className="text-sm text-zinc-200">
                {cameraError}
              </p>
            </div>
          ) : (
            <>
              <video ref={videoRef} className="h-full w-full object-cover" muted playsInline aria-hidden />
              {/* Frame that tells the person where to hold the code. */}
              <div className="pointer-events-none absolute inset-8 rounded-2xl border-4 border-white/80" aria-hidden />
              <ScanLine className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto size-10 -translate-y-1/2 text-rose-400" aria-hidden />
            </>
          )}
          {busy ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/60" role="status">
              <Loader2 className="size-8 animate-spin motion-reduce:animate-none" aria-hidden />
              <p className="text-sm">Checking in...</p>
            </div>
          ) : null}
        </div>
        <p className="text-center text-sm text-zinc-300">Point your camera at the Converge QR code at the venue entrance or bar.</p>

        <div className="flex w-full flex-col gap-3 rounded-2xl bg-zinc-900 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-400">No camera?</p>
          <Button variant="secondary" className="w-full bg-zinc-800 text-white hover:bg-zinc-700" onClick={() => fileRef.current?.click()} disabled={busy}>
            <ImageUp aria-hidden /> Choose a photo of the code
          </Button>
          <input ref={fileRef} type="file" accept="image/*" className="sr-only" aria-label="Photo of the venue QR code" tabIndex={-1} onChange={(e) => void onPhoto(e.target.files?.[0])} />
          <form onSubmit={onPaste} className="flex gap-2">
            <label htmlFor="qr-link" className="sr-only">
              Venue check-in link
            </label>
            <Input
              id="qr-link"
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder="Paste the check-in link"
              inputMode="url"
              autoComplete="off"
              className="border-zinc-700 bg-zinc-950 text-white placeholder:text-zinc-500"
            />
            <Button type="submit" disabled={busy || !link.trim()} aria-label="Check in with link">
              <Link2 aria-hidden /> Go
            </Button>
          </form>
        </div>
      </div>
      <canvas ref={canvasRef} className="hidden" aria-hidden />
    </div>
  );
}
