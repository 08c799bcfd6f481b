import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes an element's height as a CSS variable on the document while it is shown, so other fixed
 * or sticky parts make room for it instead of sliding under it (the meeting banner, the install offer).
 * The variable goes when the element does.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, variable: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable]);
}
