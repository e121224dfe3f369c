import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The search text as typed. The URL (?q=) follows it so a search can be
 * shared, but the box is not bound to the URL directly: router updates run
 * as transitions, and a controlled input that lags a keystroke behind loses
 * its caret. Our own writes replace the history entry; any other
 * navigation (a link, back, forward) puts the URL's text back in the box.
 */
export function useSearchText(query: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(query);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setText(query);
  }
  return [text, setText] as const;
}
