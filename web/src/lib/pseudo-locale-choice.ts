/**
 * Whether this device asked for the translators' preview (lib/pseudo-locale.ts): the address's
 * `?pseudo-locale=on|off` first, then what was kept. Apart from the preview itself so the first script
 * (app/boot.ts) can ask without loading the translation layer.
 */
const STORED = 'converge.pseudo-locale';

export function pseudoLocaleWanted(): boolean {
  try {
    const asked = new URL(window.location.href).searchParams.get('pseudo-locale');
    if (asked === 'on') localStorage.setItem(STORED, 'on');
    if (asked === 'off') localStorage.removeItem(STORED);
    return localStorage.getItem(STORED) === 'on';
  } catch {
    // No storage (private mode): no preview.
    return false;
  }
}
