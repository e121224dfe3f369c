import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopes, type CreatedApiKey } from '../../../shared/api-keys.ts';
import { apiKeyVariable, curlExamples, shellWords, type CurlExample, type OpenApiDocument } from '../../../shared/api-examples.ts';
import { createApplicationExample } from './application-schemas.ts';
import { createTestApp, type TestApp } from '../../testing/harness.ts';

/*
 * The doc-drift test: the API Reference's curl examples, made from
 * the served OpenAPI document by the same function the page uses, are run
 * with the real curl binary against the app on a real port, with a real key
 * holding every scope. Each must answer the success status its operation
 * documents, so the printed examples cannot drift from the API.
 */

const callTimeoutMs = 60_000;

let t: TestApp;
let server: Server;
let origin: string;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workDir = await mkdtemp(path.join(tmpdir(), 'inkwell-curl-'));
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await rm(workDir, { recursive: true, force: true });
  await t.close();
});

interface CurlResult {
  status: number;
  body: string;
  argv: string[];
}

/** Runs one printed command as a shell would (split by shellWords), with curl itself, no shell, and time limits. */
function runCurl(command: string, env: Record<string, string>): Promise<CurlResult> {
  const argv = shellWords(command, env);
  expect(argv[0]).toBe('curl');
  const args = [...argv.slice(1), '--silent', '--show-error', '--max-time', String(callTimeoutMs / 1000 - 5), '--write-out', '\n%{http_code}'];
  return new Promise((resolve, reject) => {
    execFile('curl', args, { cwd: workDir, timeout: callTimeoutMs, maxBuffer: 20 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`curl failed: ${error.message}\n${stderr}`));
      const cut = stdout.lastIndexOf('\n');
      resolve({ status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut), argv });
    });
  });
}

/** The words a real POSIX shell makes of the command (curl swapped for printf), to check shellWords against. */
function shellSplit(command: string, env: Record<string, string>): Promise<string[]> {
  expect(command.startsWith('curl ')).toBe(true);
  const script = `printf '%s\\0' ${command.slice('curl '.length)}`;
  return new Promise((resolve, reject) => {
    execFile('/bin/sh', ['-c', script], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 10_000, encoding: 'utf8' }, (error, stdout) => {
      if (error) return reject(error);
      resolve(stdout.split('\0').slice(0, -1));
    });
  });
}

/** Creating comes first (its id fills $DOCUMENT_ID, $APPLICATION_ID), deleting last; otherwise the document's order. */
function runOrder(examples: CurlExample[]): CurlExample[] {
  const rank = (e: CurlExample) => (e.method === 'POST' && !e.path.includes('{') && e.path.split('/').length === 2 ? 0 : e.method === 'DELETE' ? 2 : 1);
  return [...examples].sort((a, b) => rank(a) - rank(b));
}

describe('the API Reference curl examples', () => {
  it(
    'work as printed against a running app with a real key',
    async () => {
      const user = await t.signUp();
      const created = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Docs examples', scopes: [...apiKeyScopes] }, cookie: user.cookie });
      expect(created.status).toBe(201);
      const { key } = (await created.json()) as CreatedApiKey;

      // The document is public: the page reads it without a key.
      const served = await fetch(`${origin}/api/v1/openapi.json`, { signal: AbortSignal.timeout(callTimeoutMs) });
      expect(served.status).toBe(200);
      const doc = (await served.json()) as OpenApiDocument;
      expect(doc.openapi).toMatch(/^3\.1\./);

      const examples = curlExamples(doc, origin);
      const printed = (method: string, pathName: string) => examples.find((e) => e.method === method && e.path === pathName);
      // The example: create a resume, then download it as a PDF.
      expect(printed('POST', '/documents')?.command).toContain('"template": "modern"');
      expect(printed('GET', '/documents/{id}/export')?.command).toMatch(/-o resume\.pdf \\\n {2}"http:\/\/127\.0\.0\.1:\d+\/api\/v1\/documents\/\$DOCUMENT_ID\/export\?format=pdf"$/);

      const env: Record<string, string> = { [apiKeyVariable]: key };
      const ran: string[] = [];
      for (const example of runOrder(examples)) {
        const label = `${example.method} ${example.path}`;
        // A shell pasted into reads the command as curl receives it here.
        expect(['curl', ...(await shellSplit(example.command, env))], label).toEqual(shellWords(example.command, env));
        const result = await runCurl(example.command, env);
        expect(result.status, `${label} answered ${result.status}: ${result.body.slice(0, 500)}`).toBe(example.status);
        expect(example.status).toBeGreaterThanOrEqual(200);
        expect(example.status).toBeLessThan(300);

        const output = result.argv.indexOf('-o');
        if (output > 0) {
          const file = await readFile(path.join(workDir, result.argv[output + 1]!));
          if (result.argv[output + 1]!.endsWith('.pdf')) expect(file.subarray(0, 5).toString('latin1'), label).toBe('%PDF-');
          else expect(file.length, label).toBeGreaterThan(0);
        } else if (result.argv.includes('-N')) {
          // Server-Sent Events: the stream ends with a done event.
          const events = result.body
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string });
          expect(events.at(-1)?.type, `${label}: ${result.body.slice(-300)}`).toBe('done');
          expect(events.some((e) => e.type === 'delta')).toBe(true);
        } else if (example.status === 204) {
          expect(result.body).toBe('');
        } else {
          const body = JSON.parse(result.body) as Record<string, unknown>;
          if (example.method === 'POST' && example.path === '/documents') {
            expect(body).toMatchObject({ type: 'resume', data: { template: 'modern' } });
            env.DOCUMENT_ID = String(body.id);
          }
          if (example.method === 'POST' && example.path === '/applications') {
            expect(body).toMatchObject(createApplicationExample);
            env.APPLICATION_ID = String(body.id);
          }
        }
        ran.push(label);
      }

      // Every operation of the document ran, the pair among them, and the deleted document and application are gone.
      expect(ran).toHaveLength(examples.length);
      expect(ran).toEqual(
        expect.arrayContaining(['POST /documents', 'GET /documents/{id}/export', 'GET /documents', 'DELETE /documents/{id}', 'POST /applications', 'PATCH /applications/{id}', 'DELETE /applications/{id}']),
      );
      const gone = await fetch(`${origin}/api/v1/documents/${env.DOCUMENT_ID}`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(callTimeoutMs) });
      expect(gone.status).toBe(404);
      const goneApplication = await fetch(`${origin}/api/v1/applications/${env.APPLICATION_ID}`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(callTimeoutMs) });
      expect(goneApplication.status).toBe(404);
    },
    5 * 60_000,
  );
});
