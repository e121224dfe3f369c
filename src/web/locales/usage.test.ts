import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every string of the interface lives in the locale files: no
// component renders text of its own, and every English key is read by some
// code, so translators never translate strings nobody sees.

const webDir = path.resolve(import.meta.dirname, '..');
const sharedDir = path.resolve(webDir, '../shared');
const repoDir = path.resolve(webDir, '../..');

/** Non-test TypeScript sources under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

// ---------------------------------------------------------------------------
// Literal text rendered by components

/** JSX attributes whose value people read or hear (screen readers included). */
const textAttributes = new Set([
  'placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription',
  'label', 'description', 'heading', 'message', 'text', 'tooltip',
]);

/**
 * Text that is the same in every language, so translating it would only let
 * it drift. Anything that is a word of some language belongs in the locales.
 */
const allowedLiterals = new Set([
  // The product's name is a brand, never translated (the locales write it as is, too).
  'Inkwell',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedWords = new RegExp(`(?<!\\p{L})(?:${[...allowedLiterals].map(escape).join('|')})(?!\\p{L})`, 'gu');
/** Text without a letter (numbers, punctuation, symbols) is the same in every language. */
const isAllowed = (text: string) => !/\p{L}/u.test(text.replace(allowedWords, ''));

interface Finding {
  line: number;
  text: string;
}

/** Literal strings a component would show: JSX text, text attributes and string children. */
function literalTexts(file: string, text: string): Finding[] {
  const source = parse(file, text);
  const findings: Finding[] = [];
  const report = (node: ts.Node, value: string) => {
    const trimmed = value.replace(/\s+/g, ' ').trim();
    if (!isAllowed(trimmed)) findings.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: trimmed });
  };
  // An expression that evaluates to literal text: the literal itself, or one of
  // the branches of `a ? 'x' : 'y'`, `a && 'x'`, `a ?? 'x'`.
  const checkExpression = (node: ts.Expression | undefined): void => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node)) report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    else if (ts.isParenthesizedExpression(node)) checkExpression(node.expression);
    else if (ts.isConditionalExpression(node)) {
      checkExpression(node.whenTrue);
      checkExpression(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) {
      checkExpression(node.left);
      checkExpression(node.right);
    }
  };
  walk(source, (node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) checkExpression(node.expression);
    else if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer)) checkExpression(node.initializer.expression);
    }
  });
  return findings;
}

// ---------------------------------------------------------------------------
// Keys read by the code

interface KeyReferences {
  /** Keys (or array keys) written out in full. */
  exact: Set<string>;
  /** Keys built from parts: `a.${x}.b`, `'a.' + x`. */
  patterns: RegExp[];
  /** Objects read whole with `returnObjects: true`: every key below is used. */
  objects: Set<string>;
  objectPatterns: RegExp[];
}

// An interpolation stands for one or more whole key segments, or for part of
// one when it is glued to other text (`h${level}`, `${id}-title`).
const segments = '[^.]+(?:\\.[^.]+)*?';
const inSegment = '[^.]*';
const hasWord = (source: string) => /\p{L}/u.test(source.replaceAll(segments, '').replaceAll(inSegment, ''));

/** Where a source set's calls and JSX elements pass their arguments, by function or component name. */
interface CallSites {
  calls: Map<string, ts.NodeArray<ts.Expression>[]>;
  props: Map<string, Map<string, ts.Expression | undefined>[]>;
}

function callSites(sources: readonly ts.SourceFile[]): CallSites {
  const sites: CallSites = { calls: new Map(), props: new Map() };
  for (const source of sources) {
    walk(source, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        sites.calls.set(node.expression.text, [...(sites.calls.get(node.expression.text) ?? []), node.arguments]);
      } else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
        const props = new Map<string, ts.Expression | undefined>();
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const value = attribute.initializer;
          props.set(attribute.name.getText(source), value && ts.isJsxExpression(value) ? value.expression : value);
        }
        sites.props.set(node.tagName.text, [...(sites.props.get(node.tagName.text) ?? []), props]);
      }
    });
  }
  return sites;
}

const functionName = (fn: ts.SignatureDeclaration) =>
  ts.isFunctionDeclaration(fn) && fn.name ? fn.name.text : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : undefined;

/**
 * The values `name` may have where `node` reads it: the initializer of the
 * nearest `const`, or, for a parameter of a named function, the arguments of
 * its calls or the props of its JSX elements. Undefined when unknown.
 */
function valuesOf(node: ts.Node, name: string, sites: CallSites): ts.Expression[] | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
        if (declaration) return declaration.initializer ? [declaration.initializer] : undefined;
      }
    }
    if (!ts.isFunctionDeclaration(scope) && !ts.isArrowFunction(scope) && !ts.isFunctionExpression(scope)) continue;
    const fnName = functionName(scope);
    for (const [index, parameter] of scope.parameters.entries()) {
      if (ts.isIdentifier(parameter.name) && parameter.name.text === name) {
        const calls = fnName ? sites.calls.get(fnName) : undefined;
        return calls?.every((args) => args[index]) ? calls.map((args) => args[index]!) : undefined;
      }
      const element = ts.isObjectBindingPattern(parameter.name) ? parameter.name.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === name) : undefined;
      if (!element) continue;
      if (index > 0) return undefined;
      const prop = element.propertyName ? element.propertyName.getText() : name;
      const elements = fnName ? sites.props.get(fnName) : undefined;
      return elements?.every((props) => props.get(prop)) ? elements.map((props) => props.get(prop)!) : undefined;
    }
  }
  return undefined;
}

/**
 * The regular expression source of the key `node` builds, or undefined when
 * it does not build text. Constants in scope and the arguments a function is
 * called with are followed, so `${base}.title` with `const base = 'docs.videos'`
 * means `docs.videos.title`, not every title.
 */
function keySource(node: ts.Expression, sites: CallSites, depth = 0): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return escape(node.text);
  if (ts.isParenthesizedExpression(node)) return keySource(node.expression, sites, depth);
  if (ts.isIdentifier(node) && depth < 6) {
    const values = valuesOf(node, node.text, sites)?.map((value) => keySource(value, sites, depth + 1));
    return values?.every((value) => value !== undefined) ? `(?:${[...new Set(values)].join('|')})` : undefined;
  }
  // A part of the key that is not text: resolved when it can be, else any segments.
  const part = (expression: ts.Expression, before: string, after: string) => {
    const resolved = keySource(expression, sites, depth);
    if (resolved !== undefined) return resolved;
    if (before !== '' && !before.endsWith('.')) return inSegment;
    return after !== '' && !after.startsWith('.') ? `(?:[^.]+\\.)*${inSegment}` : segments;
  };
  if (ts.isTemplateExpression(node)) {
    const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return escape(node.head.text) + node.templateSpans.map((span, i) => part(span.expression, texts[i]!, texts[i + 1]!) + escape(span.literal.text)).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    // 'errors.' + code: one segment per operand that is not text.
    const operand = (side: ts.Expression) => keySource(side, sites, depth) ?? '[^.]+';
    const left = operand(node.left);
    const right = operand(node.right);
    return left === '[^.]+' && right === '[^.]+' ? undefined : left + right;
  }
  return undefined;
}

/** Whether a call passes `{ returnObjects: true }` as its options. */
const readsObjects = (call: ts.CallExpression) =>
  call.arguments.slice(1).some((arg) => ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'returnObjects' && p.initializer.kind === ts.SyntaxKind.TrueKeyword));

/** Key references in a set of source texts (file name → text). */
function keyReferences(files: ReadonlyMap<string, string>): KeyReferences {
  const refs: KeyReferences = { exact: new Set(), patterns: [], objects: new Set(), objectPatterns: [] };
  const parsed = [...files].map(([file, text]) => parse(file, text));
  const sites = callSites(parsed);
  for (const source of parsed) {
    walk(source, (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) refs.exact.add(node.text);
      const built = ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && !ts.isBinaryExpression(node.parent));
      const pattern = built ? keySource(node as ts.Expression, sites) : undefined;
      // Built text with no word of its own (`${a}.${b}`) would match any key, so it names none.
      if (pattern !== undefined && hasWord(pattern)) refs.patterns.push(new RegExp(`^${pattern}$`, 'u'));
      if (!ts.isCallExpression(node) || !readsObjects(node) || !node.arguments[0]) return;
      const target = node.arguments[0];
      if (ts.isStringLiteral(target) || ts.isNoSubstitutionTemplateLiteral(target)) refs.objects.add(target.text);
      else {
        const objectSource = keySource(target, sites);
        if (objectSource !== undefined && hasWord(objectSource)) refs.objectPatterns.push(new RegExp(`^${objectSource}$`, 'u'));
      }
    });
  }
  return refs;
}

const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Leaf keys of a locale: strings, and arrays as a whole (with the paths inside them). */
function leafKeys(value: unknown, prefix = '', out = new Map<string, string[]>()): Map<string, string[]> {
  const inner = (v: unknown, p: string): string[] =>
    Array.isArray(v) ? v.flatMap((item, i) => [`${p}.${i}`, ...inner(item, `${p}.${i}`)]) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, item]) => [`${p}.${k}`, ...inner(item, `${p}.${k}`)]) : [];
  if (typeof value === 'string' || Array.isArray(value)) out.set(prefix, inner(value, prefix));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leafKeys(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Keys no reference reads. */
function unusedKeys(keys: ReadonlyMap<string, string[]>, refs: KeyReferences): string[] {
  return [...keys]
    .filter(([key, inside]) => {
      const base = pluralBase(key);
      const names = [key, base, ...inside];
      if (names.some((name) => refs.exact.has(name) || refs.patterns.some((re) => re.test(name)))) return false;
      const ancestors = base.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
      return !ancestors.some((a) => refs.objects.has(a) || refs.objectPatterns.some((re) => re.test(a)));
    })
    .map(([key]) => key);
}

// ---------------------------------------------------------------------------

describe('literal text check', () => {
  it('finds literal text and passes translated text', () => {
    const snippet = [
      'export const A = () => <p>Hello</p>;',
      'export const B = () => <input placeholder="Name" />;',
      "export const C = () => <p title={'Tip'}>{'World'}{ok ? 'Yes' : t('no')}</p>;",
      'export const D = () => <p>{`${n} words`}</p>;',
    ].join('\n');
    expect(literalTexts('snippet.tsx', snippet).map((f) => `${f.line}:${f.text}`)).toEqual(['1:Hello', '2:Name', '3:Tip', '3:World', '3:Yes', '4:words']);
    const clean = [
      "export const A = () => <p title={t('x')}>{t('x')} · Inkwell — {count} / {total} ×</p>;",
      'export const B = () => <div className="flex gap-2" id="main" data-state="open" />;',
    ].join('\n');
    expect(literalTexts('snippet.tsx', clean)).toEqual([]);
  });

  it('finds no literal text in the interface', () => {
    const findings = sources(webDir).flatMap((file) =>
      literalTexts(file, readFileSync(file, 'utf8')).map((f) => `${path.relative(repoDir, file)}:${f.line}: ${f.text}`),
    );
    expect(findings).toEqual([]);
  });
});

describe('unused key check', () => {
  it('tells used keys from unused ones', () => {
    const keys = leafKeys({
      a: { title: 'A', unused: 'x', count_one: '1', count_other: 'n' },
      type: { essay: 'E', resume: 'R' },
      errors: { network: 'N', deep: { nested: 'D' } },
      legal: { sections: { one: { title: 'T', body: ['p', { list: ['i'] }] } }, other: { title: 'O' } },
      tips: { items: ['a', 'b'] },
      docs: { intro: 'I', outro: 'O' },
      box: { a: { title: 'A' }, b: { title: 'B' } },
      heading: { x: 'H' },
    });
    const code = [
      "t('a.title'); t('a.count', { count });",
      't(`type.${kind}`);',
      "t('errors.' + code);",
      'function useSections(key) { return t(key, { returnObjects: true }); }',
      "useSections('legal.sections');",
      'const base = `docs`; t(`${base}.intro`);',
      "t('tips.items', { returnObjects: true }); t(`${a}.${b}`);",
      'function Box({ base }) { return <h2>{t(`${base}.title`)}</h2>; }',
      'const boxes = <Box base="box.a" />;',
      'const Heading = `h${level}`;',
    ].join('\n');
    expect(unusedKeys(keys, keyReferences(new Map([['code.tsx', code]])))).toEqual([
      'a.unused', 'errors.deep.nested', 'legal.other.title', 'docs.outro', 'box.b.title', 'heading.x',
    ]);
  });

  it('finds every English key read by the interface', () => {
    const files = new Map([...sources(webDir), ...sources(sharedDir)].map((file) => [file, readFileSync(file, 'utf8')]));
    const en = JSON.parse(readFileSync(path.join(import.meta.dirname, 'en.json'), 'utf8')) as unknown;
    expect(unusedKeys(leafKeys(en), keyReferences(files))).toEqual([]);
  });
});
