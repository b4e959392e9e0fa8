import { startTransition, useEffect, useState } from 'react';

/** False on the first render, then true, set in a transition. A heavy part shown only once this
 * is true is built after the rest is on screen, in short slices a tap can interrupt, instead of
 * inside the first render (for a dialog that opens at once, a synchronous one). */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => startTransition(() => setLater(true)), []);
  return later;
}
