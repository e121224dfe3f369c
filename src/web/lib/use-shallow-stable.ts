import { useState } from 'react';

const sameFields = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * `value`, or the object returned before when every field of the two is the
 * same: what is computed from it (a preview, a memo) is not computed again
 * when a copy with the same fields comes (the resume without its job ad, at
 * each keystroke in the ad).
 */
export function useShallowStable<T extends object>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || sameFields(kept, value)) return kept;
  // A new value: kept for the next render (React's pattern for state adjusted while rendering).
  setKept(value);
  return value;
}
