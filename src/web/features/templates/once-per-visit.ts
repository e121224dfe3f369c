/**
 * A page that makes something on arrival may mount twice for one visit
 * (StrictMode runs effects twice; a parent may remount it). Calls for the
 * same visit share the first call's promise, so the thing is made once. A
 * failure is forgotten, so trying again makes a new attempt.
 */
export function oncePerVisit<T>(): (visit: string, make: () => Promise<T>) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (visit, make) => {
    let result = started.get(visit);
    if (!result) {
      result = make();
      started.set(visit, result);
      result.catch(() => started.delete(visit));
    }
    return result;
  };
}
