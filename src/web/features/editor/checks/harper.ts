import { type BinaryModule, type Lint, LocalLinter, SuggestionKind } from 'harper.js';
import { slimBinary } from 'harper.js/slimBinary';
import type { Finding, FindingKind } from './types.ts';

/**
 * English grammar, spelling and style through Harper (harper.js, WebAssembly),
 * run in the calling thread: LocalLinter, not harper's WorkerLinter, whose
 * worker is a blob: URL that our CSP refuses. We call it from our own module
 * worker instead (writing-checks.worker.ts), and from Node in tests.
 */
export function createHarperCheck(binary: BinaryModule = slimBinary) {
  const linter = new LocalLinter({ binary });
  let importedWords = '';
  const ready = (async () => {
    await linter.setup();
    // Long sentences are our own check (metrics.ts), counted the same way in every language.
    await linter.setLintConfig({ LongSentences: false });
  })();

  async function importUserWords(words: readonly string[]): Promise<void> {
    const key = [...new Set(words)].sort().join('\n');
    if (key === importedWords) return;
    await linter.clearWords();
    if (key) await linter.importWords(key.split('\n'));
    importedWords = key;
  }

  return {
    async check(text: string, words: readonly string[]): Promise<Finding[]> {
      await ready;
      await importUserWords(words);
      const byRule = await linter.organizedLints(text, { language: 'plaintext' });
      const findings: Finding[] = [];
      const seen = new Set<string>();
      for (const [rule, lints] of Object.entries(byRule)) {
        for (const lint of lints) {
          const finding = toFinding(text, lint, rule);
          lint.free();
          if (!finding || seen.has(finding.id)) continue;
          seen.add(finding.id);
          findings.push(finding);
        }
      }
      return findings.sort((a, b) => a.start - b.start || a.end - b.end);
    },
    dispose: () => linter.dispose(),
  };
}

export type HarperCheck = ReturnType<typeof createHarperCheck>;

const spellingKinds = new Set(['Spelling', 'Typo']);
const grammarKinds = new Set(['Agreement', 'BoundaryError', 'Capitalization', 'Eggcorn', 'Grammar', 'Malapropism', 'Miscellaneous', 'Punctuation', 'Usage', 'WordOrder']);

/** Harper's lint kinds in our three: the rest (Style, Redundancy, WordChoice, Readability …) are style. */
export function findingKind(lintKind: string): FindingKind {
  if (spellingKinds.has(lintKind)) return 'spelling';
  if (grammarKinds.has(lintKind)) return 'grammar';
  return 'style';
}

function toFinding(text: string, lint: Lint, rule: string): Finding | undefined {
  const span = lint.span();
  const problem = lint.get_problem_text();
  const range = utf16Range(text, span.start, span.end, problem);
  span.free();
  if (!range) return undefined;
  const [start, end] = range;
  const kind = findingKind(lint.lint_kind());
  const suggestions = lint.suggestions().map((suggestion) => {
    const kindOf = suggestion.kind();
    const replacement = suggestion.get_replacement_text();
    suggestion.free();
    if (kindOf === SuggestionKind.Remove) return '';
    // An insertion after the span, expressed as a replacement of the span.
    if (kindOf === SuggestionKind.InsertAfter) return problem + replacement;
    return replacement;
  });
  return { id: `${kind}:${start}:${end}:${rule}`, kind, start, end, text: text.slice(start, end), message: lint.message(), suggestions, rule };
}

/**
 * Harper 2.10 reports spans that index the JavaScript string (UTF-16 code
 * units: an emoji before an error counts 2; harper.test.ts checks this). Its
 * Rust core counts characters, so should a release hand those through, the
 * span is read as code points when that is what matches the problem text.
 */
export function utf16Range(text: string, start: number, end: number, problem: string): [number, number] | undefined {
  if (text.slice(start, end) === problem) return [start, end];
  const points = Array.from(text);
  const from = points.slice(0, start).join('').length;
  const to = from + points.slice(start, end).join('').length;
  if (text.slice(from, to) === problem) return [from, to];
  return end <= text.length && start <= end ? [start, end] : undefined;
}
