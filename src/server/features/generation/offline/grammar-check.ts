// Harper (harper.js) as the tests' grammar checker: one linter per test file,
// since its first lint loads the dictionary (~4 s). Only agreement and grammar
// findings count as mistakes; spelling and style lints flag the user's own
// names and British spellings, which are not ours to correct.
import { LocalLinter } from 'harper.js';
// The wasm file read from disk, not the inlined data: URL (fetched: a test that stubs fetch would break it).
import { binary } from 'harper.js/binary';
import { markdownToPlainText } from '../../../../shared/markdown.ts';

let linter: LocalLinter | undefined;

/** Harper's agreement and grammar findings in a Markdown text, each as "Kind: message [problem text]". */
export async function grammarFindings(markdown: string): Promise<string[]> {
  linter ??= new LocalLinter({ binary });
  const found: string[] = [];
  for (const lint of await linter.lint(markdownToPlainText(markdown))) {
    if (lint.lint_kind() === 'Agreement' || lint.lint_kind() === 'Grammar') found.push(`${lint.lint_kind()}: ${lint.message()} [${lint.get_problem_text()}]`);
  }
  return found;
}
