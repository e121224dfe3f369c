import { useSyncExternalStore } from 'react';

/**
 * Toasts without the toast library in the entry bundle: the first notice
 * asks the layout to mount the (lazy) toaster, waits for it, then shows.
 */
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<() => void>();

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the lazy toaster once it is on screen. */
export function toasterMounted(): void {
  markMounted();
}

export async function notify(kind: 'success' | 'error' | 'info', message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}

/** Puts `text` on the clipboard and says so in a toast (`done`), or that it could not (`failed`: the browser refused). */
export async function copyWithNotice(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void notify('success', done);
  } catch {
    void notify('error', failed);
  }
}
