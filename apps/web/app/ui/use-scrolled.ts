import { useEffect, useState } from 'react';
import { watchScroll } from './scroll';

/** Whether the window is scrolled past `threshold` pixels (false during prerender). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => watchScroll(() => setPast(window.scrollY > threshold)), [threshold]);
  return past;
}
