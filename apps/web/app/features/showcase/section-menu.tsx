import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { sectionAnchor } from '../../site-config';

interface SectionMenuProps {
  id: string;
  sections: Array<{ key: string; title: string }>;
  active: string | null;
  onPick: (key: string) => (event: MouseEvent) => void;
  /** `refocus`: give focus back to the menu's button (after Escape). */
  onClose: (refocus: boolean) => void;
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/** The sticky bar's section menu below md, under its button (StickyBar loads it on the first
 * click). A WAI-ARIA menu: focus starts on the current section, the arrow keys, Home and End move
 * it, Escape and Tab close it, as does a click elsewhere. */
export default function SectionMenu({ id, sections, active, onPick, onClose }: SectionMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  // The latest callback, for the listener added once.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const items = itemsOf(menu.current);
    (items.find((item) => item.hasAttribute('aria-current')) ?? items[0])?.focus();
    // A click outside the menu and its button (the button toggles it itself).
    const outside = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) close.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <div ref={menu} id={id} role="menu" className="sc-menu" onKeyDown={onKeyDown}>
      {sections.map(({ key, title }) => (
        <a
          key={key}
          role="menuitem"
          tabIndex={-1}
          href={`#${sectionAnchor(key)}`}
          aria-current={active === key ? 'location' : undefined}
          onClick={onPick(key)}
        >
          {title}
        </a>
      ))}
    </div>
  );
}
