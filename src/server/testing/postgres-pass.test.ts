import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../../../scripts/postgres-pass.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder holding these files (path → source). */
function project(files: Record<string, string>): string {
  const base = mkdtempSync(path.join(tmpdir(), 'inkwell-pass-'));
  made.push(base);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), source);
  }
  return base;
}

describe("CI's PostgreSQL pass (scripts/postgres-pass.mjs)", () => {
  it('runs the tests that reach the harness, directly, through other modules or in a cycle, and those that read TEST_DATABASE_URL', () => {
    const base = project({
      'src/server/testing/harness.ts': 'export const testApp = () => process.env.TEST_DATABASE_URL;\n',
      'src/server/testing/helpers.ts': "import { type X } from './types.ts';\nexport { testApp } from './harness.ts';\n",
      'src/server/testing/types.ts': 'export type X = 1;\n',
      'src/server/a/cycle-one.ts': "import './cycle-two.ts';\nexport const one = 1;\n",
      'src/server/a/cycle-two.ts': "import { one } from './cycle-one';\nimport { testApp } from '../testing/helpers';\nexport const two = one + 1;\n",
      'src/server/a/direct.test.ts': "import { testApp } from '../testing/harness.ts';\n",
      'src/server/a/through-helper.test.ts': "import {\n  testApp,\n} from '../testing/helpers.ts';\n",
      'src/server/a/through-cycle.test.ts': "import { two } from './cycle-one.ts';\n",
      'src/server/a/lazily.test.ts': "const h = await import('../testing/harness.ts');\n",
      // two.ts reaches the harness only through one.ts: a walk that starts at one.ts meets two.ts
      // inside the cycle, and what it finds there must not decide for a test that imports two.ts.
      'src/server/d/one.ts': "import './two.ts';\nimport '../testing/harness.ts';\n",
      'src/server/d/two.ts': "import './one.ts';\n",
      'src/server/d/a-through-one.test.ts': "import './one.ts';\n",
      'src/server/d/b-through-two.test.ts': "import './two.ts';\n",
      'src/server/d/folder.test.ts': "import { one } from '../c';\n",
      'src/server/c/index.ts': "export { testApp as one } from '../testing/harness.ts';\n",
      'src/server/b/own-server.postgres.test.ts': 'const url = process.env.TEST_DATABASE_URL;\n',
      'src/server/b/pure.test.ts': "import { X } from '../testing/types.ts';\nimport { expect } from 'vitest';\n// harness.ts is only named here\n",
      'src/server/b/component.test.tsx': "import { one } from '../c/plain';\n",
      'src/server/c/plain.ts': 'export const one = 1;\n',
      'src/web/outside.test.ts': "import { testApp } from '../server/testing/harness.ts';\n",
    });
    expect(databaseTestFiles(base)).toEqual([
      'src/server/a/direct.test.ts',
      'src/server/a/lazily.test.ts',
      'src/server/a/through-cycle.test.ts',
      'src/server/a/through-helper.test.ts',
      'src/server/b/own-server.postgres.test.ts',
      'src/server/d/a-through-one.test.ts',
      'src/server/d/b-through-two.test.ts',
      'src/server/d/folder.test.ts',
    ]);
  });

  it('in this project, keeps every integration and PostgreSQL-only suite and leaves out the pure ones', () => {
    const files = databaseTestFiles();
    expect(files).toEqual(expect.arrayContaining(['src/server/fuzz.test.ts', 'src/server/faults.postgres.test.ts', 'src/server/features/documents/documents.test.ts', 'src/server/features/documents/list-plan.postgres.test.ts']));
    expect(files).not.toContain('src/server/export/docx.test.ts');
    expect(files).not.toContain('src/server/clock.test.ts');
  });
});
