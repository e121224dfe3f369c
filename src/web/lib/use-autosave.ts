import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'retrying';

export const retryDelaysMs = [1000, 2000, 4000, 8000, 15000] as const;

/** localStorage that never throws (private mode, quota): the server copy stays the goal. */
const drafts = {
  read<T>(key: string): T | undefined {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled
    }
  },
  clear(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
  },
};

/** Unsaved edits kept in this browser for `storageKey`, if any (to restore after a reload). */
export function pendingDraft<T>(storageKey: string): T | undefined {
  return drafts.read<T>(storageKey);
}

export interface AutosaverOptions<T> {
  /** What the server holds now. */
  serverValue: T;
  save: (value: T) => Promise<void>;
  storageKey: string;
  delayMs: number;
  /** false: save only on flush() (autosave turned off). */
  enabled: boolean;
  isEqual?: (a: T, b: T) => boolean;
}

const jsonEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the latest value after it stops changing for `delayMs` (or at once
 * on `flush`), one request at a time, retrying with back-off when a save
 * fails. Until the server has an edit it is kept in localStorage, so a
 * reload or a lost connection loses nothing.
 */
export class Autosaver<T> {
  status: SaveStatus = 'saved';
  private saved: T;
  private latest: T;
  private inFlight = false;
  /** Settles when the save under way (and the save of anything typed meanwhile) is done. */
  private running: Promise<void> = Promise.resolve();
  private disposed = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly isEqual: (a: T, b: T) => boolean;

  constructor(private options: AutosaverOptions<T>) {
    this.saved = options.serverValue;
    this.latest = options.serverValue;
    this.isEqual = options.isEqual ?? jsonEqual;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): SaveStatus => this.status;

  configure(options: Pick<AutosaverOptions<T>, 'save' | 'enabled' | 'delayMs'>): void {
    this.options = { ...this.options, ...options };
    // Autosave turned off (the settings arrived after the first keystrokes): a save already scheduled is called off.
    if (!this.options.enabled && this.attempt === 0) clearTimeout(this.timer);
  }

  /** The editor's current value. */
  update(value: T): void {
    this.latest = value;
    if (this.isEqual(value, this.saved)) {
      if (!this.inFlight && this.attempt === 0) {
        clearTimeout(this.timer);
        drafts.clear(this.options.storageKey);
        this.setStatus('saved');
      }
      return;
    }
    drafts.write(this.options.storageKey, value);
    if (this.attempt > 0 || this.inFlight) return;
    this.setStatus('unsaved');
    if (!this.options.enabled) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
  }

  /**
   * Saves now (Save button, Ctrl+S, leaving the page, before a restore).
   * While a save is under way it waits for that save, and for the save of
   * whatever was typed meanwhile, instead of sending a second request: when
   * it returns, the server has the text or the save failed (and retries).
   */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) return this.running;
    const target = this.latest;
    if (this.isEqual(target, this.saved)) {
      drafts.clear(this.options.storageKey);
      this.setStatus('saved');
      return;
    }
    this.inFlight = true;
    let done = () => {};
    this.running = new Promise((resolve) => (done = resolve));
    try {
      await this.send(target);
    } finally {
      done();
    }
  }

  private async send(target: T): Promise<void> {
    this.setStatus(this.attempt > 0 ? 'retrying' : 'saving');
    try {
      await this.options.save(target);
    } catch {
      this.inFlight = false;
      if (this.disposed) return;
      const delay = retryDelaysMs[Math.min(this.attempt, retryDelaysMs.length - 1)];
      this.attempt += 1;
      this.setStatus('retrying');
      this.timer = setTimeout(() => void this.flush(), delay);
      return;
    }
    this.saved = target;
    this.attempt = 0;
    if (this.isEqual(this.latest, target)) {
      this.inFlight = false;
      drafts.clear(this.options.storageKey);
      this.setStatus('saved');
    } else {
      // Typed while the request ran: save the newer text too, as part of this save.
      await this.send(this.latest);
    }
  }

  /** Back online: retry at once instead of waiting for the back-off. */
  retryNow(): void {
    if (this.attempt > 0 && !this.inFlight) void this.flush();
  }

  /** The editor is on screen (again: React may mount an effect twice). */
  attach(): void {
    this.disposed = false;
  }

  /**
   * The editor closes: one last attempt for a pending edit (it also stays in
   * localStorage), no more retries. With autosave off nothing is sent: the
   * user chose to save explicitly (the page asked before leaving).
   */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    if (this.options.enabled && !this.inFlight && !this.isEqual(this.latest, this.saved)) void this.flush();
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

/** React binding of `Autosaver`: feed it the current value, read the status. */
export function useAutosave<T>({
  value,
  serverValue = value,
  save,
  storageKey,
  delayMs = 1200,
  enabled = true,
}: {
  value: T;
  serverValue?: T;
  save: (value: T) => Promise<void>;
  storageKey: string;
  delayMs?: number;
  enabled?: boolean;
}) {
  const [saver] = useState(() => new Autosaver<T>({ serverValue, save, storageKey, delayMs, enabled }));
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus, saver.getStatus);
  useEffect(() => saver.configure({ save, enabled, delayMs }), [saver, save, enabled, delayMs]);
  // At commit, not after paint: a save asked for right after a render forced at once (an editor writing
  // its last keystrokes on Ctrl+S) sends what that render shows.
  useLayoutEffect(() => saver.update(value), [saver, value]);
  useEffect(() => {
    saver.attach();
    const online = () => saver.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.dispose();
    };
  }, [saver]);
  return { status, saveNow: () => saver.flush(), dirty: status !== 'saved' };
}
