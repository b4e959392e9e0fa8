import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../ui/reduced-motion';

interface TypingTextProps {
  text: string;
  /** Time to type the whole text, in ms. */
  duration?: number;
  /** Wait before the first character, in ms (counted from `start`). */
  delay?: number;
  /** How long the caret keeps blinking once the text is complete, in ms; then it is removed. */
  stopAfter?: number;
  /** Typing waits until this is true (the hero waits for the loading flag to clear). */
  start?: boolean;
  /** Called once the text is fully shown (at once with reduced motion). */
  onDone?: () => void;
  as?: 'span' | 'h1' | 'p';
  id?: string;
  className?: string;
}

/** Spec §4: reveals `text` character by character, calls `onDone` when it is complete and starts
 * again when the text changes (a language switch). Defaults per spec: 2000 ms to type, 500 ms
 * delay, and a caret that stops (is removed) 2000 ms after the text is complete.
 *
 * The whole text is always in the DOM: once, visually hidden, for screen readers and the
 * prerendered HTML; and once as the animation, hidden from screen readers, in which the characters
 * not typed yet are laid out but invisible, so the block keeps its final size from the start and
 * nothing below it moves while it types.
 *
 * While it types, the frames write the two text spans directly: re-rendering the component 60
 * times a second cost the phone a long task's worth of main thread during the page's start. React
 * renders the state at the start and at the end, so it never holds a stale copy. */
export function TypingText({
  text,
  duration = 2000,
  delay = 500,
  stopAfter = 2000,
  start = true,
  onDone,
  as: Tag = 'span',
  id,
  className,
}: TypingTextProps) {
  const [shown, setShown] = useState(0);
  const [caret, setCaret] = useState(false);
  const typed = useRef<HTMLSpanElement>(null);
  const rest = useRef<HTMLSpanElement>(null);
  // The latest callback, without restarting the animation when its identity changes.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    // Read here, not through a hook: a hook answers its prerender value (false) during hydration,
    // so a late-hydrating hero could show its empty, untyped text for a moment.
    if (prefersReducedMotion()) {
      setShown(text.length);
      setCaret(false);
      done.current?.();
      return;
    }
    const paint = (count: number) => {
      if (typed.current) typed.current.textContent = text.slice(0, count);
      if (rest.current) rest.current.textContent = text.slice(count);
    };
    // The spans may still hold a previous text's frames, which React does not know about.
    paint(0);
    setShown(0);
    setCaret(false);
    if (!start) return;
    let frame = 0;
    let caretTimer: ReturnType<typeof setTimeout> | undefined;
    let caretShown = false;
    const begin = performance.now() + delay;
    const tick = (now: number) => {
      const elapsed = now - begin;
      if (elapsed < 0) {
        frame = requestAnimationFrame(tick);
        return;
      }
      if (!caretShown) setCaret(true);
      caretShown = true;
      const count = Math.min(text.length, Math.ceil((elapsed / duration) * text.length));
      if (count < text.length) {
        paint(count);
        frame = requestAnimationFrame(tick);
        return;
      }
      setShown(text.length);
      done.current?.();
      caretTimer = setTimeout(() => setCaret(false), stopAfter);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(caretTimer);
    };
  }, [text, duration, delay, stopAfter, start]);

  return (
    <Tag id={id} className={className}>
      <span className="vh">{text}</span>
      <span aria-hidden="true">
        <span data-typed="" ref={typed}>
          {text.slice(0, shown)}
        </span>
        {/* An empty inline box on the current line, drawing a caret (home.css) that takes no space,
            so the text never shifts as it moves. */}
        {caret && <span data-caret="" />}
        <span ref={rest} style={{ visibility: 'hidden' }}>
          {text.slice(shown)}
        </span>
      </span>
    </Tag>
  );
}
