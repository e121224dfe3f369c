import { AppError } from './errors.ts';

/**
 * At most `max` of one kind of work at once per user (in this process): a
 * user cannot crowd everyone else out of a shared resource (the model, the
 * render workers). `take` answers a release function, or throws
 * `rate_limited` with `message` when the user is at the limit.
 */
export function perUserSlots(max: number, message: string) {
  const running = new Map<string, number>();
  return {
    take(userId: string, limit = max): () => void {
      const count = running.get(userId) ?? 0;
      if (count >= limit) throw new AppError('rate_limited', message.replace('{max}', String(limit)));
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
