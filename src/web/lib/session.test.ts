import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh session module (the session unknown, as when the app starts) whose server says `id` is signed in. */
async function freshSession(id: string) {
  vi.resetModules();
  const session = await import('./session.ts');
  const fetch = vi.fn(async () => new Response(JSON.stringify({ user: { id, email: `${id}@example.com`, name: id, emailVerified: true } })));
  vi.stubGlobal('fetch', fetch);
  return { session, fetch };
}

describe('holdSession', () => {
  it('keeps the answer from the page until releaseSession, then passes it on once', async () => {
    const { session, fetch } = await freshSession('u1');
    const known: string[] = [];
    session.onceSessionKnown((state) => known.push(state.data?.user.id ?? 'nobody'));
    session.holdSession();
    await session.refetchSession();
    // Answered, but the page (hydrating) still sees the pending session.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(known).toEqual([]);
    session.releaseSession();
    expect(known).toEqual(['u1']);
    session.releaseSession();
    expect(known).toEqual(['u1']);
  });

  it('passes an answer on at once when nothing holds it', async () => {
    const { session } = await freshSession('u2');
    const known: string[] = [];
    session.onceSessionKnown((state) => known.push(state.data?.user.id ?? 'nobody'));
    await session.refetchSession();
    expect(known).toEqual(['u2']);
  });
});
