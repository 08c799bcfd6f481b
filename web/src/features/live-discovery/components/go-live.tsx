import { lazyDialog } from '@/components/lazy-dialog';

/** The "Go live" sheet (`go-live-dialog.tsx`), its code loaded when first opened. */
export const GoLiveDialog = lazyDialog(
  () => import('./go-live-dialog').then((m) => m.GoLiveDialog),
  (props) => props.open,
);
