import { lazyDialog } from './lazy-dialog';

/** "Are you sure? This may be hurtful" (`are-you-sure-dialog.tsx`), its code loaded when first asked. */
export const AreYouSureDialog = lazyDialog(
  () => import('./are-you-sure-dialog').then((m) => m.AreYouSureDialog),
  (props) => props.categories !== null,
);
