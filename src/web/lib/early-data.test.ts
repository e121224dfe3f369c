import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { firstRequestOf, forgetEarly, forgetOnLeaving, settingsPath, shareEarly, startEarly, takeEarly } from './early-data.ts';
import { refetchSession, signOut } from './session.ts';

afterEach(() => {
  forgetEarly();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** fetch that answers each call with a new JSON body naming the call. */
function countingFetch() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify({ call: calls.length }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const signedInAs = (id: string) =>
  vi.fn(async (path: string) =>
    path === '/api/auth/get-session'
      ? new Response(JSON.stringify({ user: { id, email: `${id}@example.com`, name: id, emailVerified: true } }))
      : new Response('{}'),
  );

describe('onceSessionKnown', () => {
  it('runs once, inside the update that brings the session, before anyone awaiting it resumes; at once when it is known', async () => {
    // A fresh session module: the session unknown, as when the app starts.
    vi.resetModules();
    const fresh = await import('./session.ts');
    vi.stubGlobal('fetch', signedInAs('u0'));
    const order: string[] = [];
    fresh.onceSessionKnown((session) => order.push(`known: ${session.data?.user.id}`));
    await fresh.refetchSession().then(() => order.push('refetchSession resolved'));
    await fresh.refetchSession();
    expect(order).toEqual(['known: u0', 'refetchSession resolved']);
    fresh.onceSessionKnown((session) => order.push(`already known: ${session.data?.user.id}`));
    expect(order.at(-1)).toBe('already known: u0');
  });
});

describe('firstRequestOf', () => {
  it.each([
    ['/history', '', '/api/documents'],
    ['/history/', '', '/api/documents'],
    ['/history', '?q=', '/api/documents'],
    ['/history', '?view=1', '/api/documents'],
    ['/history', '?q=climate', null],
    ['/history', '?type=essay', null],
    ['/history', '?sort=asc', null],
    ['/essay-generator', '', null],
    ['/', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(firstRequestOf({ pathname, search })).toBe(expected);
  });
});

describe('an answer asked for early', () => {
  it('is read once by the request it stands for: the next one asks the server', async () => {
    const calls = countingFetch();
    startEarly('/api/documents');
    expect(await api('/api/documents', { early: takeEarly('/api/documents') })).toEqual({ call: 1 });
    expect(await api('/api/documents', { early: takeEarly('/api/documents') })).toEqual({ call: 2 });
    expect(calls).toEqual(['/api/documents', '/api/documents']);
  });

  it('is not read for another path', () => {
    countingFetch();
    startEarly('/api/documents');
    expect(takeEarly('/api/documents?type=essay')).toBeUndefined();
  });

  it('is dropped after ten seconds', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    countingFetch();
    startEarly('/api/documents');
    vi.setSystemTime(1_000_000 + 10_001);
    expect(takeEarly('/api/documents')).toBeUndefined();
  });

  it('is dropped by any change sent through api(), so a later screen never shows the list from before it', async () => {
    countingFetch();
    startEarly('/api/documents');
    await api('/api/documents', { method: 'POST', json: { type: 'essay', title: 'New' } });
    expect(takeEarly('/api/documents')).toBeUndefined();
  });

  it('is kept while the visit stays on the screen it started on, and dropped once it leaves', () => {
    countingFetch();
    const onRouterChange = forgetOnLeaving('/history');
    startEarly('/api/documents');
    onRouterChange({ location: { pathname: '/history' } });
    const kept = takeEarly('/api/documents');
    expect(kept).toBeInstanceOf(Promise);
    startEarly('/api/documents');
    onRouterChange({ location: { pathname: '/essay-generator' } });
    expect(takeEarly('/api/documents')).toBeUndefined();
  });

  it('is dropped when the signed-in user signs out: it was asked for with their cookie', async () => {
    vi.stubGlobal('fetch', signedInAs('u1'));
    await refetchSession();
    startEarly('/api/documents');
    await signOut();
    expect(takeEarly('/api/documents')).toBeUndefined();
  });

  it('fails like any request when the network does, and not before it is read', async () => {
    const rejected = vi.fn();
    process.on('unhandledRejection', rejected);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    startEarly('/api/documents');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(api('/api/documents', { early: takeEarly('/api/documents') })).rejects.toMatchObject({ code: 'network' });
    process.off('unhandledRejection', rejected);
    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('an answer shared before it is taken (the saved preferences and the settings screen)', () => {
  it('gives a second reader the same answer and leaves it for the screen: one request for both', async () => {
    const calls = countingFetch();
    startEarly(settingsPath);
    const shared = shareEarly(settingsPath);
    expect(shared).toBeInstanceOf(Promise);
    const screen = api(settingsPath, { early: takeEarly(settingsPath) });
    expect(await (await shared!).json()).toEqual({ call: 1 });
    expect(await screen).toEqual({ call: 1 });
    expect(calls).toEqual([settingsPath]);
  });

  it('can be shared after it arrived, and read whole by both', async () => {
    countingFetch();
    startEarly(settingsPath);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const shared = shareEarly(settingsPath);
    expect(await api(settingsPath, { early: takeEarly(settingsPath) })).toEqual({ call: 1 });
    expect(await (await shared!).json()).toEqual({ call: 1 });
  });

  it('is not there once taken, when it is stale, or after a change: the reader asks the server', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    countingFetch();
    startEarly(settingsPath);
    takeEarly(settingsPath);
    expect(shareEarly(settingsPath)).toBeUndefined();
    startEarly(settingsPath);
    vi.setSystemTime(1_000_000 + 10_001);
    expect(shareEarly(settingsPath)).toBeUndefined();
    startEarly(settingsPath);
    vi.useRealTimers();
    await api(settingsPath, { method: 'PUT', json: {} });
    expect(shareEarly(settingsPath)).toBeUndefined();
  });
});
