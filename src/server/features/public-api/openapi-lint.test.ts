import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../testing/app-for-file.ts';

const t = appForFile();

/** Redocly's CLI ships as one bundled file; its bin is run as an operator would run it. */
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/*
 * The recommended ruleset, with operation ids made errors (a generated
 * client names its methods after them) and one rule off because it cannot
 * apply: info-license asks for the licence of the API, and this document
 * describes one server someone runs; the code's licence is in the README.
 */
const config = `extends:
  - recommended
rules:
  info-license: off
  operation-operationId: error
  operation-operationId-unique: error
`;

/*
 * Redocly's own ignore file, for one place only: the description itself
 * (`GET /openapi.json`) needs no key, reads no input and no database, so it
 * has no 4XX answer to describe.
 */
const ignored = `openapi.json:
  operation-4xx-response:
    - '#/paths/~1openapi.json/get/responses'
`;

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-openapi-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    await writeFile(join(dir, 'redocly.yaml'), config);
    await writeFile(join(dir, '.redocly.lint-ignore.yaml'), ignored);
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [redocly, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'], { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }, (error, out, err) =>
        // The CLI exits 1 when it finds errors; its JSON report is what matters.
        out.trim().startsWith('{') ? resolve(out) : reject(new Error(`redocly lint failed: ${error?.message ?? ''}\n${err}`)),
      ),
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('/api/v1/openapi.json', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const res = await t.app.request(`${t.baseUrl}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const problems = await lint(await res.json());
    expect(problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`)).toEqual([]);
  }, 60_000);
});
