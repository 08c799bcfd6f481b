// app/early-taps.ts: taps on a prerendered page before React takes over are held and replayed.
import { expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

function page() {
  document.body.innerHTML = `<div id="root"><form><input name="email" /><button type="submit">Create Account</button></form>
    <div role="tablist"><button role="tab" id="checkin" aria-selected="true">Smart Check-In</button><button role="tab" id="live" aria-selected="false">Live Discovery <span>icon</span></button></div></div>`;
  return document.getElementById('root')!;
}

it('a tab tapped before React took over is tapped again once React owns the page', () => {
  const root = page();
  const taps = holdEarlyTaps(root);
  document.querySelector('#live span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  // The tab reads as selected at once.
  expect(document.getElementById('live')!.getAttribute('aria-selected')).toBe('true');
  expect(document.getElementById('checkin')!.getAttribute('aria-selected')).toBe('false');
  const replay = taps.release();
  const onPress = vi.fn();
  const onClick = vi.fn();
  document.getElementById('live')!.addEventListener('mousedown', onPress);
  document.getElementById('live')!.addEventListener('click', onClick);
  replay();
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);
  replay(); // once only
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('a form is not submitted the browser’s way (fields in the URL) before React handles it', () => {
  const root = page();
  const taps = holdEarlyTaps(root);
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  taps.release();
  const later = new Event('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')!.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});

it('taps after the hand-over are React’s alone', () => {
  const root = page();
  const taps = holdEarlyTaps(root);
  const replay = taps.release();
  const handler = vi.fn();
  document.getElementById('live')!.addEventListener('click', handler);
  document.getElementById('live')!.click();
  replay();
  expect(handler).toHaveBeenCalledTimes(1);
});
