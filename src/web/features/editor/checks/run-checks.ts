import type { HarperCheck } from './harper.ts';
import { addCounts, countText, metricsOf, noCounts, type TextCounts } from './metrics.ts';
import type { SpellingCheck } from './spelling.ts';
import { type CheckOptions, type CheckResult, type Finding, type HunspellLanguage, isHunspellLanguage } from './types.ts';

/** How the engines are loaded: by URL in the worker, from node_modules in tests. */
export interface CheckEngines {
  harper(): Promise<HarperCheck>;
  spelling(language: HunspellLanguage): Promise<SpellingCheck>;
}

/**
 * The whole check of one text: metrics, long sentences and passive voice in
 * every language; Harper for English; Hunspell dictionaries for French,
 * Spanish and German; no spelling for Chinese. Each engine is loaded on the
 * first check that needs it and kept; a failed load is tried again next time.
 */
export function createCheckRunner(engines: CheckEngines) {
  let harper: Promise<HarperCheck> | undefined;
  const spellers = new Map<HunspellLanguage, Promise<SpellingCheck>>();

  function loadHarper(): Promise<HarperCheck> {
    harper ??= engines.harper().catch((error: unknown) => {
      harper = undefined;
      throw error;
    });
    return harper;
  }

  function loadSpelling(language: HunspellLanguage): Promise<SpellingCheck> {
    let found = spellers.get(language);
    if (!found) {
      found = engines.spelling(language).catch((error: unknown) => {
        spellers.delete(language);
        throw error;
      });
      spellers.set(language, found);
    }
    return found;
  }

  // Paragraphs checked before, by language, the user's words and their text: an edit rechecks only the paragraphs it changed.
  const checked = new Map<string, CheckedBlock>();

  function remember(key: string, block: CheckedBlock) {
    checked.delete(key);
    checked.set(key, block);
    // The least recently used go first (a Map iterates in insertion order).
    for (const oldest of checked.keys()) {
      if (checked.size <= cachedBlocks) break;
      checked.delete(oldest);
    }
  }

  async function engineFindings(text: string, options: CheckOptions): Promise<{ findings: Finding[]; spelling: CheckResult['spelling'] }> {
    if (options.language === 'en') return { findings: text ? await (await loadHarper()).check(text, options.words) : [], spelling: 'harper' };
    if (isHunspellLanguage(options.language)) return { findings: text ? (await loadSpelling(options.language))(text, options.words) : [], spelling: 'hunspell' };
    return { findings: [], spelling: 'unavailable' };
  }

  return async function runChecks(text: string, options: CheckOptions): Promise<CheckResult> {
    const scope = `${options.language}\u0000${[...options.words].sort().join('\u0001')}\u0000`;
    const blocks = splitBlocks(text);
    // This check's paragraphs, known or new (held here too: the cache may let go of some in a very long text).
    const results = new Map<string, CheckedBlock>();
    // The paragraphs not checked before go to the engine as one text, in order, and their findings are shared out again.
    const fresh: { block: Block; at: number }[] = [];
    let joined = '';
    for (const block of blocks) {
      if (results.has(block.text)) continue;
      const known = checked.get(scope + block.text);
      if (known) {
        results.set(block.text, known);
        remember(scope + block.text, known);
        continue;
      }
      if (fresh.length) joined += blockBreak;
      fresh.push({ block, at: joined.length });
      results.set(block.text, { counts: noCounts, findings: [] });
      joined += block.text;
    }
    const engine = await engineFindings(joined, options);
    const found = [...engine.findings].sort((a, b) => a.start - b.start);
    let next = 0;
    for (const { block, at } of fresh) {
      const end = at + block.text.length;
      const own = countText(block.text, options.language);
      const inBlock: Finding[] = [];
      while (next < found.length && found[next]!.start < at) next++;
      for (let i = next; i < found.length && found[i]!.start <= end; i++) {
        // A finding across a paragraph break (the engine read two paragraphs as one) is left out.
        if (found[i]!.end <= end) inBlock.push(moved(found[i]!, -at));
      }
      const result = { counts: own.counts, findings: [...inBlock, ...own.findings] };
      results.set(block.text, result);
      remember(scope + block.text, result);
    }

    let counts = noCounts;
    const findings: Finding[] = [];
    for (const block of blocks) {
      const result = results.get(block.text);
      if (!result) continue;
      counts = addCounts(counts, result.counts);
      for (const finding of result.findings) findings.push(moved(finding, block.start));
    }
    findings.sort((a, b) => a.start - b.start || a.end - b.end);
    return { findings, metrics: metricsOf(counts, options.language), spelling: engine.spelling };
  };
}

/** How many checked paragraphs are kept: a 400,000-character document has a few thousand. */
const cachedBlocks = 20_000;
/** Between the editor's text blocks (writing-checks.ts `checkedText`). */
const blockBreak = '\n\n';

interface Block {
  text: string;
  start: number;
}

interface CheckedBlock {
  counts: TextCounts;
  /** Offsets from the paragraph's start. */
  findings: Finding[];
}

/** The text's paragraphs (between blank lines), each with its offset; empty ones left out. */
export function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  while (start <= text.length) {
    const next = text.indexOf(blockBreak, start);
    const end = next < 0 ? text.length : next;
    if (end > start) blocks.push({ text: text.slice(start, end), start });
    if (next < 0) break;
    start = next + blockBreak.length;
  }
  return blocks;
}

/** A finding moved by `by` characters, its id (kind:start:end[:rule]) following. */
function moved(finding: Finding, by: number): Finding {
  if (by === 0) return finding;
  const start = finding.start + by;
  const end = finding.end + by;
  const [kind, , , ...rest] = finding.id.split(':');
  return { ...finding, start, end, id: [kind, start, end, ...rest].join(':') };
}
