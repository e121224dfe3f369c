import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForOutput, type Running } from './server-launch.ts';

// PGlite's durability promise: a write the API acknowledged is on
// disk. The server is killed with SIGKILL — no shutdown, no flush — while
// writers are busy, then started again on the same folder; every document
// whose creation or update was answered 2xx must be there, as answered.

const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-durability-'));
const running: Running[] = [];
afterAll(() => {
  for (const r of running) if (r.process.exitCode === null) r.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during writes on the embedded database', () => {
  it('keeps every acknowledged write across three crashes', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const headers = { origin: base, 'content-type': 'application/json' };
    const credentials = { email: 'durable@example.com', password: 'correct-horse-battery' };
    /** id → the contents it may hold: the one the server acknowledged last, and an update sent after it that the crash cut off. */
    const acknowledged = new Map<string, string[]>();
    let cookie = '';

    for (let round = 0; round < 3; round++) {
      const server = startServer(port, dataDir, { RATE_LIMIT_ENABLED: 'false' });
      running.push(server);
      await waitForOutput(server, `Inkwell is running at ${base}`);
      if (round === 0) {
        expect((await fetch(base + '/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ ...credentials, name: '' }) })).status).toBe(200);
        const signIn = await fetch(base + '/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify(credentials) });
        cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      }
      // Everything acknowledged before this crash (and the ones before it) is there, as acknowledged.
      for (const [id, contents] of acknowledged) {
        const res = await fetch(`${base}/api/documents/${id}`, { headers: { cookie } });
        expect(res.status, `document ${id} after ${round} crashes`).toBe(200);
        expect(contents).toContain(((await res.json()) as { content: string }).content);
      }

      // Four writers create and update documents until the process dies under them.
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const content = `round ${round} writer ${w} write ${i}`;
          try {
            const res = await fetch(base + '/api/documents', { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ type: 'essay', title: `R${round} W${w} #${i}`, content }) });
            if (res.status !== 201) continue;
            const { id } = (await res.json()) as { id: string };
            acknowledged.set(id, [content]);
            const updated = `${content} (edited)`;
            acknowledged.set(id, [content, updated]);
            const patch = await fetch(`${base}/api/documents/${id}`, { method: 'PATCH', headers: { ...headers, cookie }, body: JSON.stringify({ content: updated }) });
            if (patch.status === 200) {
              await patch.arrayBuffer();
              acknowledged.set(id, [updated]);
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const before = acknowledged.size;
      const writers = [0, 1, 2, 3].map(writer);
      while (acknowledged.size < before + 40) await new Promise((r) => setTimeout(r, 20));
      server.process.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(writers);
    }

    const last = startServer(port, dataDir);
    running.push(last);
    await waitForOutput(last, `Inkwell is running at ${base}`);
    let missing = 0;
    for (const [id, contents] of acknowledged) {
      const res = await fetch(`${base}/api/documents/${id}`, { headers: { cookie } });
      if (res.status !== 200 || !contents.includes(((await res.json()) as { content: string }).content)) missing++;
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(120);
    expect(missing).toBe(0);
    last.process.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  }, 240_000);
});
