/**
 * Taps on a prerendered page before React has taken it over. The page paints from its HTML
 * and the app's code arrives after; a tap on a tab or button in between would otherwise be lost, and
 * a form would be submitted the browser's way (fields in the URL). Held here from the start
 * (app/boot.ts), handed to React when it takes over (app/main.tsx), and replayed once React owns the
 * page. Links need nothing: they go to their (prerendered) page as plain links.
 */
const TAPPABLE = 'button, [role="tab"], [role="checkbox"], [role="switch"]';

/** A held tab tap shows at once (the tab reads as selected); its panel follows when React replays the tap. */
function showSelected(tab: HTMLElement) {
  for (const other of tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []) {
    other.setAttribute('aria-selected', String(other === tab));
    other.dataset.state = other === tab ? 'active' : 'inactive';
  }
}

/** The whole tap, as a finger makes it: some controls act on press (Radix tabs), most on click. */
function tap(target: HTMLElement) {
  for (const type of ['mousedown', 'mouseup']) target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  target.click();
}

export type EarlyTaps = { release: () => () => void };

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
    if (!target || !root.contains(target)) return;
    held.push(target);
    if (target.getAttribute('role') === 'tab') showSelected(target);
  };
  // A submit button's tap (or Enter in a field, which taps the default button) is held above.
  const onSubmit = (event: Event) => event.preventDefault();
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return {
    /** React takes over now: stop holding. The returned function replays what was held (call it after React's first commit). */
    release() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      return () => {
        for (const target of held.splice(0)) if (target.isConnected) tap(target);
      };
    },
  };
}
