import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms`: what a lookup as-you-type asks the server for. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
