// Accessibility checks shared by the e2e specs (the app must be usable by everyone): axe-core in the page,
// the one-`main` rule, the 44 px touch-target rule, sideways scrolling and overlap at 200 % text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle (a dev dependency; nothing is downloaded at test time). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Theme = 'dark' | 'light';

/** Makes every page the context opens start in `theme` (what the theme toggle stores). */
export async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((t) => {
    try {
      localStorage.setItem('theme', t);
    } catch {
      // about:blank has no storage
    }
  }, theme);
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) over the page and returns the serious
 * and critical violations, each with the selectors of the elements it found.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (no inline scripts) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 6).map((n) => n.target.map(String).join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' / '),
      }));
  });
}

/** How many visible `main` landmarks the page has (a screen needs exactly one). */
export function mainLandmarks(page: Page): Promise<number> {
  return page.evaluate(() => [...document.querySelectorAll('main, [role="main"]')].filter((el) => (el as HTMLElement).checkVisibility() && !el.closest('[aria-hidden="true"]')).length);
}

export interface SmallTarget {
  control: string;
  size: string;
  missed: string;
}

/**
 * The 44 px rule: every visible control (button, link styled as a control, input, switch, checkbox, tab,
 * select) inside `scope` must answer a tap anywhere in a 44×44 px square centred on it. Each control is
 * scrolled to the middle of the screen and `elementFromPoint` is asked at its centre and 21 px above,
 * below, left and right of it (not the corners: a round 44 px button has none): every answer must be
 * the control, something inside it, or its own label. So a
 * control may be drawn smaller if its hit area (padding, a ::after) reaches 44 px, and neighbours whose
 * areas overlap fail. Links inside running text are exempt (WCAG 2.5.5's inline exception), as are
 * controls the page has disabled.
 */
export function smallTouchTargets(page: Page, scope = 'body'): Promise<SmallTarget[]> {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector) ?? document.body;
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="tab"], [role="radio"], [role="link"], [role="menuitem"]';
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${name || el.getAttribute('placeholder') || ''}"`;
    };
    const isInlineLink = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.parentElement?.closest('p, li, span, small, label');
      if (!block) return false;
      const own = (el.textContent ?? '').trim().length;
      return (block.textContent ?? '').trim().length > own + 3 && getComputedStyle(el).display === 'inline';
    };
    const found: Array<{ control: string; size: string; missed: string }> = [];
    for (const el of root.querySelectorAll(selector)) {
      const html = el as HTMLElement;
      if (!html.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (html.closest('[aria-hidden="true"], [inert]')) continue;
      if (html.matches(':disabled') || html.getAttribute('aria-disabled') === 'true') continue; // also inside a disabled fieldset
      const box = html.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue; // visually hidden inputs behind a styled control
      if (isInlineLink(html)) continue;
      html.scrollIntoView({ block: 'center', inline: 'center' });
      const r = html.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const labels = [...((html as HTMLInputElement).labels ?? [])];
      const labelledBy = (html.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => (id ? document.getElementById(id) : null));
      const owns = (hit: Element | null) =>
        !!hit &&
        (html.contains(hit) ||
          labels.some((l) => l.contains(hit)) ||
          labelledBy.some((l) => l?.tagName === 'LABEL' && l.contains(hit)) ||
          (hit.tagName === 'LABEL' && (hit as HTMLLabelElement).control === html));
      const misses: string[] = [];
      for (const [dx, dy] of [
        [0, 0],
        [0, -21],
        [0, 21],
        [-21, 0],
        [21, 0],
      ] as const) {
        const hit = document.elementFromPoint(cx + dx, cy + dy);
        if (!owns(hit)) misses.push(`${dx},${dy}→${hit ? describe(hit) : 'nothing'}`);
      }
      if (misses.length) found.push({ control: describe(html), size: `${Math.round(r.width)}×${Math.round(r.height)}`, missed: misses.slice(0, 2).join('; ') });
    }
    window.scrollTo({ top: 0 });
    return found;
  }, scope);
}

/** Sideways scrolling: the document is wider than the screen. */
export function scrollsSideways(page: Page): Promise<{ scrollWidth: number; clientWidth: number } | null> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth > clientWidth ? { scrollWidth, clientWidth } : null;
  });
}

/**
 * Browser text zoom at 200 %: Chromium's own text-size setting scales text that is sized in rem/em and
 * the root font size follows it, so the test sets the root element's font size to 200 % of the default
 * (32 px) before the first paint. Every rem-based size (text, heights in rem) doubles, as with the
 * setting; px sizes stay.
 */
export async function useDoubleText(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const apply = () => document.documentElement.style.setProperty('font-size', '200%');
    if (document.documentElement) apply();
    document.addEventListener('DOMContentLoaded', apply);
  });
}

/**
 * Text a person cannot read in full: an element cut by its own box (an ellipsis, a clipped line) or
 * reaching past the screen's edge (a strip that scrolls sideways inside the page). `scrollers: 'allowed'`
 * lets an element past the edge pass when it sits in a strip made to scroll sideways (the admin's tabs),
 * which a person scrolls to; at 200 % text no such strip may hide words.
 */
export async function cutOff(page: Page, selectors: string[], scrollers: 'allowed' | 'not allowed' = 'not allowed'): Promise<string[]> {
  return page.evaluate(
    ([sels, allowScrollers]) => {
      const inScroller = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
        return false;
      };
      const out: string[] = [];
      for (const s of sels) {
        document.querySelectorAll(s).forEach((el, i) => {
          const e = el as HTMLElement;
          if (!e.checkVisibility() || !(e.textContent ?? '').trim()) return;
          const name = `${s}[${i}] "${(e.textContent ?? '').trim().slice(0, 30)}"`;
          if (e.scrollWidth > e.clientWidth + 1) out.push(`${name} is cut (${e.scrollWidth} > ${e.clientWidth})`);
          const r = e.getBoundingClientRect();
          const past = r.right > document.documentElement.clientWidth + 1 || r.left < -1;
          if (past && !(allowScrollers && inScroller(e))) out.push(`${name} reaches past the screen's edge`);
        });
      }
      return out;
    },
    [selectors, scrollers === 'allowed'] as const,
  );
}

/** Boxes of the elements that overlap another (by more than 1 px both ways). */
export async function overlapping(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const boxes = sels.flatMap((s) =>
      [...document.querySelectorAll(s)]
        .filter((el) => (el as HTMLElement).checkVisibility())
        .map((el, i) => ({ name: `${s}[${i}] "${(el.textContent ?? '').trim().slice(0, 30)}"`, r: el.getBoundingClientRect(), el })),
    );
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) out.push(`${a.name} overlaps ${b.name}`);
      }
    }
    return out;
  }, selectors);
}

/** Fails with every finding listed, so one run shows all that is wrong. */
export function assertNoFindings(findings: string[], what: string): void {
  expect(findings, `${what}:\n${findings.join('\n')}`).toEqual([]);
}
