import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';

// docs/configuration.md is where an operator learns the settings: a variable
// the server reads but the page leaves out is a setting nobody can find, and a
// table whose rows do not match its header does not render on GitHub at all.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const tree = unified().use(remarkParse).use(remarkGfm).parse(read('docs/configuration.md')) as Root;

/** The first table after the level-2 heading with this text. */
function tableUnder(heading: string): Table {
  const start = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2 && toString(node) === heading);
  expect(start, `docs/configuration.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const rest = tree.children.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  const table = (end < 0 ? rest : rest.slice(0, end)).find((node: RootContent): node is Table => node.type === 'table');
  expect(table, `a table under "## ${heading}"`).toBeDefined();
  return table!;
}

/** The variable names in the first column, without the header row. */
const variablesOf = (table: Table) => table.children.slice(1).map((row) => toString(row.children[0]!).trim());

/** The keys of the environment schema in config.ts: what the server reads, taken from its source so a new key cannot go unnoticed. */
function serverVariables(): string[] {
  const source = read('src/server/config.ts');
  const body = /const envSchema = z\s*\.object\(\{([\s\S]*?)\n\s*\}\)/.exec(source)?.[1];
  expect(body, 'config.ts declares envSchema as z.object({ … })').toBeDefined();
  return [...body!.matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** Every `process.env.NAME` read by the server's and the scripts' own code (tests excluded). */
function variablesReadElsewhere(): string[] {
  const files = [
    ...readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' }).map((f) => path.join('src/server', f)),
    ...readdirSync(path.join(root, 'scripts'), { encoding: 'utf8' }).map((f) => path.join('scripts', f)),
  ].filter((f) => /\.(ts|mts|mjs)$/.test(f) && !/\.test\.ts$/.test(f));
  const names = new Set<string>();
  for (const file of files) for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
  return [...names];
}

describe('docs/configuration.md', () => {
  it('renders every table: each row has as many cells as its header', () => {
    const tables = tree.children.filter((node): node is Table => node.type === 'table');
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      const header = table.children[0]!;
      expect(header.children.map((cell) => toString(cell))).toEqual(['Variable', 'Default', 'What it does']);
      for (const row of table.children) expect(row.children.length, toString(row)).toBe(header.children.length);
      expect(table.children.length).toBeGreaterThan(1);
    }
  });

  it('lists exactly the variables the server configuration reads', () => {
    const documented = variablesOf(tableUnder('Server'));
    const read = serverVariables();
    expect(read.length).toBeGreaterThan(20);
    expect(new Set(documented).size, 'no variable listed twice').toBe(documented.length);
    expect([...documented].sort()).toEqual([...read].sort());
  });

  it('lists every other variable the server and the scripts read', () => {
    const documented = new Set([...variablesOf(tableUnder('Server')), ...variablesOf(tableUnder('Tests, development and benchmarks'))]);
    const missing = variablesReadElsewhere().filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});
