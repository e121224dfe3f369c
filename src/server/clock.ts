import { readFileSync } from 'node:fs';

/**
 * The app's clock when CLOCK_OFFSET_FILE is set: the real time plus the
 * number of milliseconds in that file, read at every use, so a browser test
 * can move the server's time (say, to the last days of a trial and past its
 * end) by writing the file, without waiting. A missing or empty file is no
 * offset. Only what takes the app's `now` moves: plans, the trial and its
 * mails, quotas and History's window; sessions keep the real time.
 */
export function offsetClock(file: string): () => Date {
  return () => {
    let offset = 0;
    try {
      offset = Number.parseInt(readFileSync(file, 'utf8').trim() || '0', 10) || 0;
    } catch {
      // No file yet: the real time.
    }
    return new Date(Date.now() + offset);
  };
}
