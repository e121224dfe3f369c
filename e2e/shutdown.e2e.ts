import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../src/shared/generation.ts';
import { freePort, startServer, waitForOutput, type Running } from './server-launch.ts';

// SIGTERM ends work cleanly. With a generation stream open
// and three exports in flight, the built server gets SIGTERM: the stream's
// last event says the server is restarting, every export is a whole file or
// a 503 to retry (never a reset), the process exits 0 within the 10 s an
// orchestrator waits, and the data folder is free for the next process. No
// browser needed (the client's message is src/web/components/generation/generation-status.test.tsx).

const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-shutdown-'));
const running: Running[] = [];
afterAll(() => {
  for (const r of running) if (r.process.exitCode === null) r.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A long paper: its PDF takes the render worker a while, so exports are still rendering at SIGTERM. */
const longEssay =
  '# Urban heat\n\n' +
  Array.from({ length: 600 }, (_, i) => `## Section ${i}\n\nParagraph ${i}: cities grow warmer as they grow denser, and **shade** matters. ` + 'Trees, water and light roofs cool streets. '.repeat(10)).join('\n\n');

/** How an export request ended: its status, Retry-After and bytes, or the network error a reset would be. */
async function exportOutcome(request: Promise<Response>): Promise<{ status: number; retryAfter: string | null; bytes: Buffer } | { failed: string }> {
  try {
    const res = await request;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), bytes: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    return { failed: String((error as Error).cause ?? error) };
  }
}

/** Resolves with the exit code, or 'still running' once `ms` pass. */
function exitWithin(app: Running, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([app.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);
}

describe('SIGTERM', () => {
  it('ends a generation stream with service_unavailable, answers every export whole or 503, exits 0 and frees the data folder', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    // A slow reader's pace: the essay is far from written when SIGTERM comes.
    const env = { OFFLINE_WRITER_PACE_MS: '200', RATE_LIMIT_ENABLED: 'false' };
    const app = startServer(port, dataDir, env);
    running.push(app);
    await waitForOutput(app, `Inkwell is running at ${base}`);

    const headers = { origin: base, 'content-type': 'application/json' };
    const credentials = { email: 'shutdown@example.com', password: 'correct-horse-battery' };
    expect((await fetch(base + '/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ ...credentials, name: 'Ada' }) })).status).toBe(200);
    const signIn = await fetch(base + '/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify(credentials) });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const authed = { ...headers, cookie };
    const created = await fetch(base + '/api/documents', { method: 'POST', headers: authed, body: JSON.stringify({ type: 'essay', title: 'Urban heat', content: longEssay }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The stream: read until its first words arrived.
    const stream = await fetch(base + '/api/generate/essay', {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'long', academicLevel: 'undergraduate' }),
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: GenerationEvent[] = [];
    let buffer = '';
    const readMore = async (): Promise<boolean> => {
      const { done, value } = await reader.read();
      if (done) return false;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        events.push(JSON.parse(buffer.slice(0, end).replace(/^data: /, '')) as GenerationEvent);
        buffer = buffer.slice(end + 2);
      }
      return true;
    };
    while (!events.some((e) => e.type === 'delta')) expect(await readMore()).toBe(true);

    // Three exports of the long paper, in flight when SIGTERM comes.
    const exports = (['pdf', 'docx', 'pdf'] as const).map((format) => ({
      format,
      outcome: exportOutcome(fetch(`${base}/api/documents/${id}/export?format=${format}`, { headers: { cookie } })),
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    app.process.kill('SIGTERM');
    const exitCode = exitWithin(app, 10_000);

    for (const { format, outcome } of exports) {
      const answer = await outcome;
      expect(answer, `the ${format} export`).not.toHaveProperty('failed');
      if ('failed' in answer) continue;
      if (answer.status === 200) {
        if (format === 'pdf') {
          expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
          expect(answer.bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
        } else {
          // A whole ZIP: it starts with a local file header and ends with the end-of-central-directory record.
          expect(answer.bytes.subarray(0, 2).toString()).toBe('PK');
          expect(answer.bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBeGreaterThan(answer.bytes.length - 100);
        }
      } else {
        expect(answer.status, `the ${format} export`).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect((JSON.parse(answer.bytes.toString()) as { error: { code: string } }).error.code).toBe('service_unavailable');
      }
    }

    while (await readMore());
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'error', code: 'service_unavailable' });
    const written = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

    expect(await exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'inkwell.lock'))).toBe(false);

    // The next process opens the same folder, and the stopped draft is in History as the client read it.
    const next = startServer(port, dataDir, env);
    running.push(next);
    await waitForOutput(next, `Inkwell is running at ${base}`);
    const draftId = last?.type === 'error' ? last.documentId : null;
    expect(draftId).toBeTruthy();
    const draft = await fetch(`${base}/api/documents/${draftId}`, { headers: { cookie } });
    expect(draft.status).toBe(200);
    expect(((await draft.json()) as { content: string }).content).toBe(written);
    next.process.kill('SIGTERM');
    expect(await exitWithin(next, 10_000)).toBe(0);
  }, 90_000);
});
