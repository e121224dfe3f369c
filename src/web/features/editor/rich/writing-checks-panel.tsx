import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '../../../../shared/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAddWord, useDictionary } from '../../../lib/dictionary.ts';
import { readabilityBandKey, readabilityFormulaKey, spellingNoteKey } from '../checks/check-messages.ts';
import { createWritingChecker, isSupersededCheck, type CheckLanguage, type CheckResult, type Finding, type FindingKind, type WritingChecker } from '../checks/writing-checker.ts';
import { activateFinding, checkedText, checkResult, checksSnapshot, checkStarted, dismissFindings, findingRange, moreFindings, placeFindings } from './writing-checks.ts';

/** How long typing pauses before the text is checked again. */
const checkAfterMs = 800;
/** Underlines drawn in one frame when a check answers. */
const underlinesPerFrame = 40;
/** Findings listed per kind before "Show all". */
const listedPerKind = 10;
const kinds: FindingKind[] = ['spelling', 'grammar', 'style', 'longSentence', 'passive'];

type CheckStatus = 'checking' | 'done' | 'failed';

/** A finding the writer dismissed is not shown again in this document while it is open: its kind and its text. */
const ignoreKey = (finding: Finding) => `${finding.kind}\u0000${finding.text}`;

/**
 * Runs the offline writing checks on the editor's text: when it opens, after
 * each pause in typing, and when the language or the user's dictionary
 * changes. The findings become underlines (writing-checks.ts); this answers
 * what the panel shows besides them.
 */
function useWritingChecks(editor: Editor, language: CheckLanguage, words: readonly string[], ignored: ReadonlySet<string>) {
  const checker = useRef<WritingChecker | null>(null);
  /** The check under way: the answer of an older one is not shown (nor the rest of its underlines). */
  const runs = useRef(0);
  const [status, setStatus] = useState<CheckStatus>('checking');
  const [result, setResult] = useState<Omit<CheckResult, 'findings'> | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const check = () => {
      if (editor.isDestroyed) return;
      const run = ++runs.current;
      checker.current ??= createWritingChecker();
      const checked = checkedText(editor.state.doc);
      editor.view.dispatch(checkStarted(editor.state));
      setStatus('checking');
      checker.current
        .check(checked.text, { language, words })
        .then(async (answer) => {
          if (!live || editor.isDestroyed || run !== runs.current) return;
          const findings = answer.findings.filter((f) => !ignored.has(ignoreKey(f)));
          const placed = placeFindings(checked, findings);
          // Underlines in parts, a frame apart: each part redraws only its paragraphs, so no one task holds the page.
          for (let from = 0; from === 0 || from < placed.length; from += underlinesPerFrame) {
            const part = placed.slice(from, from + underlinesPerFrame);
            const last = from + underlinesPerFrame >= placed.length;
            if (from > 0) {
              await afterNextPaint();
              if (!live || editor.isDestroyed || run !== runs.current) return;
            }
            editor.view.dispatch(from === 0 ? checkResult(editor.state, findings, part, last) : moreFindings(editor.state, part, last));
          }
          setResult({ metrics: answer.metrics, spelling: answer.spelling });
          setStatus('done');
        })
        .catch((error: unknown) => {
          if (live && !isSupersededCheck(error)) setStatus('failed');
        });
    };
    const onUpdate = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(check, checkAfterMs);
    };
    check();
    editor.on('update', onUpdate);
    return () => {
      live = false;
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor, language, words, ignored]);

  useEffect(
    () => () => {
      checker.current?.dispose();
      checker.current = null;
    },
    [],
  );
  return { status, result };
}

/** Resolves once the next frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const noWords: readonly string[] = [];

/**
 * The writing checks beside the rich editor: the document's language, its
 * readability, and the findings by kind, each with its suggestions to apply,
 * Ignore, and (for spelling) "Add to my dictionary". A click on an underline
 * picks its finding here.
 */
export function WritingChecksPanel({ editor, language, choice, onChoice }: { editor: Editor; language: CheckLanguage; choice: Language | null; onChoice: (language: Language | null) => void }) {
  const { t, i18n } = useTranslation();
  const dictionary = useDictionary();
  const addWord = useAddWord();
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<FindingKind>>(() => new Set());
  const words = dictionary.data ?? noWords;
  const { status, result } = useWritingChecks(editor, language, words, ignored);
  const snapshot = useEditorState({ editor, selector: ({ editor: e }) => checksSnapshot(e.state), equalityFn: (a, b) => a.findings === b?.findings && a.shown === b.shown && a.active === b.active }) ?? checksSnapshot(editor.state);
  const shown = useMemo(() => {
    const ids = new Set(snapshot.shown.split('\n'));
    return snapshot.findings.filter((f) => ids.has(f.id));
  }, [snapshot.findings, snapshot.shown]);
  // The list is drawn in the background (React may pause it for a key press): a check of a long text can bring hundreds of findings.
  const listed = useDeferredValue(shown);
  const items = useRef(new Map<string, HTMLLIElement>());

  // An underline clicked in the text: its finding is brought into view here.
  useEffect(() => {
    if (snapshot.active) items.current.get(snapshot.active)?.scrollIntoView({ block: 'nearest' });
  }, [snapshot.active]);

  const show = (finding: Finding) => {
    const range = findingRange(editor.state, finding.id);
    if (!range) return;
    editor.view.dispatch(activateFinding(editor.state, finding.id));
    editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };
  const apply = (finding: Finding, replacement: string) => {
    const range = findingRange(editor.state, finding.id);
    if (!range || editor.state.doc.textBetween(range.from, range.to) !== finding.text) return;
    editor.chain().focus().insertContentAt(range, replacement ? { type: 'text', text: replacement } : []).run();
    editor.view.dispatch(dismissFindings(editor.state, [finding.id]));
  };
  const ignore = (finding: Finding) => {
    const key = ignoreKey(finding);
    editor.view.dispatch(dismissFindings(editor.state, shown.filter((f) => ignoreKey(f) === key).map((f) => f.id)));
    setIgnored((current) => new Set([...current, key]));
  };
  const addToDictionary = (finding: Finding) => {
    editor.view.dispatch(dismissFindings(editor.state, shown.filter((f) => f.kind === 'spelling' && f.text === finding.text).map((f) => f.id)));
    addWord.mutate(finding.text);
  };

  const metrics = result?.metrics;
  const spellingNote = result && spellingNoteKey(result.spelling);
  const format = (n: number) => n.toLocaleString(i18n.language);
  return (
    <aside id="writing-checks" aria-labelledby="writing-checks-title" data-checks-state={status} data-findings={shown.length} className="min-w-0 space-y-4 rounded-xl border border-border bg-surface p-4 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="writing-checks-title" className="text-base font-semibold text-fg">
          {t('editor.checks.title')}
        </h2>
        <p role="status" className="text-fg-muted">
          {status === 'checking' ? t('editor.checks.checking') : status === 'failed' ? t('editor.checks.failed') : t('editor.checks.found', { count: shown.length })}
        </p>
      </div>
      <SelectField
        label={t('editor.checks.language')}
        value={choice ?? ''}
        onChange={(event) => onChoice(event.target.value === '' ? null : (event.target.value as Language))}
        options={[{ value: '', label: t('editor.checks.followInterface', { language: languageNames[language] }) }, ...languages.map((l) => ({ value: l, label: languageNames[l] }))]}
      />
      {spellingNote && <p className="text-fg-muted">{t(spellingNote)}</p>}
      {metrics && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-fg-muted">
          {metrics.readability && (
            <>
              <dt>{t(readabilityFormulaKey(metrics.readability.formula))}</dt>
              <dd className="text-right text-fg">
                {format(metrics.readability.score)} · {t(readabilityBandKey(metrics.readability.band))}
              </dd>
            </>
          )}
          <dt>{t('editor.checks.sentences')}</dt>
          <dd className="text-right text-fg">{format(metrics.sentences)}</dd>
          <dt>{language === 'zh' ? t('editor.checks.charactersPerSentence') : t('editor.checks.wordsPerSentence')}</dt>
          <dd className="text-right text-fg">{format(language === 'zh' ? metrics.charactersPerSentence : metrics.wordsPerSentence)}</dd>
        </dl>
      )}
      {kinds.map((kind) => {
        const found = listed.filter((f) => f.kind === kind);
        if (!found.length) return null;
        const all = expanded.has(kind);
        return (
          <section key={kind} aria-labelledby={`checks-${kind}`} className="space-y-2">
            <h3 id={`checks-${kind}`} className="font-semibold text-fg">
              <span className={`ink-finding-swatch ink-finding-${kind}`} aria-hidden="true" /> {t(`editor.checks.kinds.${kind}`)} ({format(found.length)})
            </h3>
            <ul className="space-y-2">
              {(all ? found : found.slice(0, listedPerKind)).map((finding) => (
                <li
                  key={finding.id}
                  ref={(element) => {
                    if (element) items.current.set(finding.id, element);
                    else items.current.delete(finding.id);
                  }}
                  className={`rounded-lg border p-2 ${finding.id === snapshot.active ? 'border-primary bg-primary/5' : 'border-border'}`}
                >
                  <button type="button" onClick={() => show(finding)} className="block max-w-full truncate text-left font-medium text-fg underline-offset-2 hover:underline" title={t('editor.checks.showInText')}>
                    {finding.text}
                  </button>
                  <p className="mt-1 text-fg-muted">{finding.messageKey ? t(finding.messageKey, finding.params) : finding.message}</p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {finding.suggestions.slice(0, 3).map((suggestion) => (
                      <Button key={suggestion} size="sm" variant="secondary" onClick={() => apply(finding, suggestion)}>
                        {suggestion ? t('editor.checks.replaceWith', { text: suggestion }) : t('editor.checks.delete')}
                      </Button>
                    ))}
                    <Button size="sm" variant="ghost" onClick={() => ignore(finding)} aria-label={t('editor.checks.ignoreNamed', { text: finding.text })}>
                      {t('editor.checks.ignore')}
                    </Button>
                    {kind === 'spelling' && (
                      <Button size="sm" variant="ghost" onClick={() => addToDictionary(finding)} aria-label={t('editor.checks.addWordNamed', { text: finding.text })}>
                        {t('editor.checks.addWord')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {found.length > listedPerKind && !all && (
              <Button size="sm" variant="ghost" onClick={() => setExpanded((current) => new Set([...current, kind]))}>
                {t('editor.checks.showAll', { count: found.length })}
              </Button>
            )}
          </section>
        );
      })}
      {status === 'done' && shown.length === 0 && <p className="text-fg-muted">{t('editor.checks.none')}</p>}
      {addWord.isError && <p className="text-danger">{t('editor.checks.addWordFailed')}</p>}
    </aside>
  );
}
