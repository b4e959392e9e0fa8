import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../ui/reduced-motion';

/** Spec §9: an element reveals once it is 120 px inside the viewport. */
const OFFSET = 120;
const SCROLLED_PAST = 100_000;

// One observer for every revealed element on the page, created on first use (never at prerender).
let observer: IntersectionObserver | undefined;
const onReveal = new Map<Element, () => void>();

function observe(element: Element, reveal: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onReveal.get(entry.target)?.();
        unobserve(entry.target);
      }
    },
    // The area reaches far above the viewport, so an element the page jumped past (a link to a
    // section further down) is revealed too, rather than waiting invisible above the viewport.
    { rootMargin: `${SCROLLED_PAST}px 0px -${OFFSET}px 0px` },
  );
  onReveal.set(element, reveal);
  observer.observe(element);
  return () => unobserve(element);
}

function unobserve(element: Element) {
  onReveal.delete(element);
  observer?.unobserve(element);
}

// Elements mounted in this commit wait here, then are measured together: measuring one, hiding it,
// then measuring the next would lay the whole page out again for each of them.
const toCheck = new Set<HTMLElement>();

function checkMounted() {
  const below = [...toCheck].filter(
    (element) => element.getBoundingClientRect().top >= window.innerHeight - OFFSET,
  );
  toCheck.clear();
  for (const element of below) {
    // Attributes React does not render, so a re-render never undoes them.
    element.dataset.reveal = 'hidden';
    observe(element, () => {
      element.dataset.reveal = 'shown';
    });
  }
}

/** Hides `element` until it scrolls into view, unless it is in view or above it already. Runs
 * after the commit's layout effects (a microtask), before the browser paints. */
function register(element: HTMLElement): () => void {
  if (toCheck.size === 0) queueMicrotask(checkMounted);
  toCheck.add(element);
  return () => {
    toCheck.delete(element);
    unobserve(element);
  };
}

interface RevealProps {
  children: ReactNode;
  /** Spec §9: 400 ms by default, 800 ms for most blocks. */
  duration?: number;
  delay?: number;
  /** A list item, for rows that are revealed one by one. */
  as?: 'div' | 'li';
  className?: string;
}

/** Fades and slides its content in, once, when it scrolls into view (spec §9; the styles are in
 * home.css). Only opacity and transform change, so nothing moves around it. The prerendered HTML
 * shows everything: the hidden starting state is applied after hydration, and only to elements
 * still below the viewport, so content is never hidden without JavaScript, before it runs, or for
 * visitors who asked for less motion. */
export function Reveal({ children, duration = 400, delay = 0, as: Tag = 'div', className }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);

  // A layout effect: the element is hidden before the browser paints the hydrated page.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    return register(element);
  }, []);

  // home.css reads the timing from custom properties (400 ms, no delay when unset).
  const timing = { '--reveal-duration': `${duration}ms`, '--reveal-delay': `${delay}ms` } as CSSProperties;
  return (
    <Tag ref={ref} className={className} style={duration === 400 && !delay ? undefined : timing}>
      {children}
    </Tag>
  );
}
