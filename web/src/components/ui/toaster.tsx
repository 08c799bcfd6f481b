import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';
import { common } from '@/locales/common';

/** Each toast shows for 5000 ms; swiping right past 50 px dismisses; F8 focuses the region. */
export const TOAST_DURATION = 5000;

export function Toaster() {
  const t = common.useT();
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          // Radix announces destructive toasts assertively.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {/* Radix fills in {hotkey} itself. */}
      <ToastViewport hotkey={['F8']} label={t('toast.region', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
