import { ListChecks } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { checkCitations, chosenSourceKeys, quotedPassages, type CitationFinding } from '../../../shared/citation-check.ts';
import { citedKeys } from '../../../shared/citations.ts';
import { quoteCheckLimits, type QuoteCheckAnswer, type QuoteCheckInput } from '../../../shared/quote-check.ts';
import type { Reference } from '../../../shared/references.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { fetchReferencesByKey } from '../../lib/references.ts';

interface CheckResult {
  /** The text the findings' places refer to. */
  markdown: string;
  findings: CitationFinding[];
  /** The library's references among those the text cites or the document chose, by key. */
  sources: ReadonlyMap<string, Reference>;
  /** Why the quotations could not be compared with the sources' texts (an error code), when they could not. */
  quoteError?: string;
}

/** "Smith 2020": the first author's family name (or the organisation) and the year; the key when the library lacks it. */
function sourceName(key: string, library: ReadonlyMap<string, Reference>): string {
  const item = library.get(key)?.item;
  if (!item) return `@${key}`;
  const first = item.author?.[0] ?? item.editor?.[0];
  const who = first?.literal ?? first?.family ?? item.title ?? `@${key}`;
  const year = item.issued?.['date-parts']?.[0]?.[0] ?? item.issued?.literal;
  return year !== undefined ? `${who} ${year}` : who;
}

/** The server's answer on each quotation whose source is in the library: those not in the source's attached text. */
async function quotationsNotFound(markdown: string, library: ReadonlyMap<string, Reference>): Promise<CitationFinding[]> {
  const passages = quotedPassages(markdown)
    .filter((p) => library.has(p.key))
    .slice(0, quoteCheckLimits.quotes);
  if (passages.length === 0) return [];
  const request: QuoteCheckInput = { quotes: passages.map((p) => ({ key: p.key, text: p.text.slice(0, quoteCheckLimits.text) })) };
  const { results } = await api<QuoteCheckAnswer>('/api/references/quotes', { method: 'POST', json: request });
  // 'no_text' (nothing attached to compare with) and 'found' are no problem to show.
  return passages.flatMap((p, i): CitationFinding[] => (results[i]?.status === 'not_found' ? [{ kind: 'quote-not-found', start: p.start, end: p.end, key: p.key, text: p.text }] : []));
}

const mirroredStyles = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing', 'lineHeight', 'textTransform', 'wordSpacing', 'textIndent', 'tabSize', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;

/**
 * Scrolls the text area's own content so that `offset` stands a third of
 * the way down: browsers do not all scroll a text area to a selection made
 * by script. A hidden copy of the text up to `offset`, laid out like the
 * text area, tells how far down it is.
 */
function scrollTextAreaTo(area: HTMLTextAreaElement, offset: number) {
  const style = getComputedStyle(area);
  const mirror = document.createElement('div');
  for (const name of mirroredStyles) mirror.style[name] = style[name];
  Object.assign(mirror.style, { position: 'absolute', top: '0', left: '-10000px', visibility: 'hidden', boxSizing: 'border-box', width: `${area.clientWidth}px`, border: '0', whiteSpace: 'pre-wrap', overflowWrap: 'break-word' });
  mirror.textContent = area.value.slice(0, offset);
  const mark = document.createElement('span');
  mark.textContent = '\u200b';
  mirror.append(mark);
  document.body.append(mirror);
  const top = mark.offsetTop;
  mirror.remove();
  area.scrollTop = Math.max(0, top - area.clientHeight / 3);
}

/**
 * "Check citations": runs the offline check on the text as it is (keys not
 * in the library, chosen sources never cited, figures and quotations with
 * no citation, malformed DOIs), asks the server whether each cited
 * quotation is in its source's attached text, and lists what it found.
 * Each finding with a place selects it in the text area.
 */
export function CitationCheckPanel({
  markdown,
  documentData,
  body,
  onShowText,
  headingLevel = 2,
}: {
  markdown: string;
  /** The document's data: its chosen sources are read from it when a check runs. */
  documentData: unknown;
  /** The editor's text area, where a finding's place is selected. */
  body: RefObject<HTMLTextAreaElement | null>;
  /** Puts the text area on screen (the Write tab). */
  onShowText: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult | undefined>();
  const [error, setError] = useState<string | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function run() {
    if (checking) return;
    setChecking(true);
    setError(undefined);
    try {
      const text = markdown;
      const chosenKeys = chosenSourceKeys(documentData);
      // Only the references this paper names are asked for, not the whole library (up to 50,000).
      const references = await fetchReferencesByKey([...citedKeys(text), ...chosenKeys]);
      const byKey = new Map(references.map((r) => [r.key, r]));
      const findings = checkCitations({ markdown: text, libraryKeys: new Set(byKey.keys()), chosenKeys });
      let quoteError: string | undefined;
      try {
        findings.push(...(await quotationsNotFound(text, byKey)));
      } catch (e) {
        quoteError = e instanceof ApiError ? e.code : 'internal';
      }
      // Placed findings in the order of the text, then the sources never cited.
      findings.sort((a, b) => (a.start ?? Number.MAX_SAFE_INTEGER) - (b.start ?? Number.MAX_SAFE_INTEGER));
      setResult({ markdown: text, findings, sources: byKey, ...(quoteError ? { quoteError } : {}) });
    } catch (e) {
      setResult(undefined);
      setError(e instanceof ApiError ? e.code : 'internal');
    } finally {
      setChecking(false);
    }
  }

  function reveal(start: number, end: number) {
    // The text area lives in the Write tab: it has to be on screen before it can take the selection.
    flushSync(onShowText);
    const area = body.current;
    if (!area) return;
    area.focus({ preventScroll: true });
    area.setSelectionRange(start, end, 'forward');
    scrollTextAreaTo(area, start);
    area.scrollIntoView({ block: 'nearest' });
  }

  const byKey = result?.sources ?? new Map<string, Reference>();
  const message = (f: CitationFinding): string => {
    switch (f.kind) {
      case 'unknown-key':
        return t('editor.citationCheck.unknownKey', { key: f.key });
      case 'uncited-source':
        return t('editor.citationCheck.uncitedSource', { source: sourceName(f.key, byKey) });
      case 'uncited-claim':
        return f.claim === 'quotation' ? t('editor.citationCheck.uncitedQuotation') : t('editor.citationCheck.uncitedFigure');
      case 'quote-not-found':
        return t('editor.citationCheck.quoteNotFound', { source: sourceName(f.key ?? '', byKey) });
      case 'malformed-doi':
        return t('editor.citationCheck.malformedDoi');
    }
  };
  const count = result?.findings.length ?? 0;
  const summary = result ? (count === 0 ? t('editor.citationCheck.none') : t('editor.citationCheck.count', { count })) : '';
  // While a check runs the status says so: the outcome is then a change, announced even when it is the last one again.
  const status = checking ? t('editor.citationCheck.checking') : summary;
  const stale = result !== undefined && result.markdown !== markdown;

  return (
    <section aria-labelledby={headingId} className={headingLevel === 2 ? 'mt-6 rounded-xl border border-border bg-surface p-4 sm:p-5' : 'mt-4 border-t border-border pt-4'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="text-base font-semibold text-fg">
            {t('editor.citationCheck.title')}
          </Heading>
          <p className="mt-1 text-sm text-fg-muted">{t('editor.citationCheck.description')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void run()} disabled={checking} focusableWhenDisabled>
          <ListChecks aria-hidden="true" className="size-4" />
          {checking ? t('editor.citationCheck.checking') : t('editor.citationCheck.button')}
        </Button>
      </div>

      {/* Present from the start, so the outcome of each check is announced when it changes. */}
      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium text-fg empty:hidden">
        {status}
      </p>
      {error && (
        <Alert tone="error" className="mt-3">
          {t('editor.citationCheck.libraryFailed')} {t(`errors.${error}`)}
        </Alert>
      )}
      {result?.quoteError && (
        <Alert tone="error" className="mt-3">
          {t('editor.citationCheck.quotesFailed')} {t(`errors.${result.quoteError}`)}
        </Alert>
      )}
      {stale && <p className="mt-2 text-sm text-fg-muted">{t('editor.citationCheck.stale')}</p>}
      {result && count > 0 && (
        <ul className="mt-3 space-y-2" aria-label={summary}>
          {result.findings.map((finding) => {
            const label = message(finding);
            if (finding.start === undefined) {
              return (
                <li key={`source:${finding.key}`} className="rounded-lg border border-border px-3 py-2 text-sm text-fg">
                  {label}
                </li>
              );
            }
            const place = result.markdown.slice(finding.start, finding.end).replace(/\s+/g, ' ');
            const { start, end } = finding;
            return (
              <li key={`${finding.kind}:${start}:${end}`}>
                <button
                  type="button"
                  onClick={() => reveal(start, end)}
                  className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="block font-medium text-fg">{label}</span>
                  <span className="block truncate text-fg-muted">{place.length > 120 ? `${place.slice(0, 119)}…` : place}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
