import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, pendingDraft, retryDelaysMs } from './use-autosave.ts';

// A browser's localStorage, in memory.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const key = 'inkwell.draft.test';

function setup(save: (value: string) => Promise<void>, enabled = true) {
  const saver = new Autosaver<string>({ serverValue: 'v0', save, storageKey: key, delayMs: 1000, enabled });
  const statuses: string[] = [];
  saver.subscribe(() => statuses.push(saver.status));
  return { saver, statuses };
}

/**
 * An Autosaver whose saves fail as they do offline until `reconnect()`,
 * with `v1` typed and its first save already failed.
 */
async function afterAFailedSave() {
  let offline = true;
  const save = vi.fn(async () => {
    if (offline) throw new Error('offline');
  });
  const { saver } = setup(save);
  saver.update('v1');
  await vi.advanceTimersByTimeAsync(1000);
  const reconnect = () => {
    offline = false;
  };
  return { saver, save, reconnect };
}

describe('Autosaver', () => {
  it('saves once after typing stops, keeping the draft locally until the server has it', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, statuses } = setup(save);
    saver.update('v1');
    saver.update('v12');
    expect(pendingDraft(key)).toBe('v12');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('v12');
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);
    expect(pendingDraft(key)).toBeUndefined();
  });

  it('autosave turned off after typing (settings arriving late): the scheduled save is called off; leaving sends nothing; Save does', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = setup(save);
    saver.update('v1');
    saver.configure({ save, enabled: false, delayMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    saver.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(pendingDraft(key)).toBe('v1');
    await saver.flush();
    expect(save).toHaveBeenCalledWith('v1');
  });

  it('after a failed save says retrying, retries with back-off, and saves when the server answers again', async () => {
    const { saver, save, reconnect } = await afterAFailedSave();
    expect(saver.status).toBe('retrying');
    expect(pendingDraft(key)).toBe('v1');
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[1] - 1);
    expect(save).toHaveBeenCalledTimes(2);
    reconnect();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(saver.status).toBe('saved');
    expect(pendingDraft(key)).toBeUndefined();
  });

  it('retries at once when the browser comes back online', async () => {
    const { saver, reconnect } = await afterAFailedSave();
    reconnect();
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status).toBe('saved');
  });

  it('saves text typed while a request is running right after it', async () => {
    let release: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver } = setup(save);
    saver.update('v1');
    await vi.advanceTimersByTimeAsync(1000);
    saver.update('v1 and more');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('v1 and more');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status).toBe('saved');
  });

  it('going back to what the server has is saved without a request', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = setup(save);
    saver.update('v1');
    saver.update('v0');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.status).toBe('saved');
  });

  it('with autosave off, saves only on flush', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = setup(save, false);
    saver.update('v1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.status).toBe('unsaved');
    await saver.flush();
    expect(save).toHaveBeenCalledWith('v1');
    expect(saver.status).toBe('saved');
  });

  it('on close, makes one last attempt and no retries', async () => {
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    const { saver } = setup(save);
    saver.update('v1');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(pendingDraft(key)).toBe('v1');
  });
  it('Save (or a restore) while a save is under way waits for it and for the text typed meanwhile, one request at a time', async () => {
    const answers: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          most = Math.max(most, ++running);
          answers.push(() => {
            running -= 1;
            resolve();
          });
        }),
    );
    const { saver } = setup(save);
    saver.update('v1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    saver.update('v12');
    let flushed = false;
    const flush = saver.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(flushed).toBe(false);

    answers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('v12');
    expect(flushed, 'the newer text is not on the server yet').toBe(false);
    expect(pendingDraft(key)).toBe('v12');

    answers.shift()!();
    await flush;
    expect(saver.status).toBe('saved');
    expect(pendingDraft(key)).toBeUndefined();
    expect(save).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('Save while a save is under way that then fails: it returns with the draft kept, and the retry follows', async () => {
    let fail: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((_, reject) => (fail = () => reject(new Error('offline')))));
    const { saver } = setup(save);
    saver.update('v1');
    await vi.advanceTimersByTimeAsync(1000);
    const flush = saver.flush();
    fail();
    await flush;
    expect(saver.status).toBe('retrying');
    expect(pendingDraft(key)).toBe('v1');
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
