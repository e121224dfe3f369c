import { CheckCircle2, CircleAlert, Copy, TriangleAlert, Upload, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceFormats, referenceLimits, type ImportedEntry, type ImportResult, type ReferenceFormat } from '../../../shared/references.ts';
import { LibraryDialog } from '../../components/references/library-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { formatFileSize } from '../../lib/reference-attachments.ts';
import { useImportReferences, type ImportProgress } from '../../lib/references.ts';

/** Entries the preview shows at once. */
const entriesPerPage = 50;
const importMegabytes = referenceLimits.importBytes / (1024 * 1024);

/** An import under way: a preview (dryRun) or the additions, and how far the server has got. */
interface Run {
  dryRun: boolean;
  progress: ImportProgress | null;
}

/**
 * Import BibTeX, RIS or CSL-JSON (pasted or from a file): a preview with each
 * entry's fate first, then the additions. The file goes to the server as it
 * is and the server reports its progress line by line, so a file of 20,000
 * entries shows how far it has got and the dialog stays usable meanwhile.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const runImport = useImportReferences();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ReferenceFormat | 'auto'>('auto');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const running = useRef<{ dryRun: boolean; controller: AbortController } | null>(null);

  // A preview still being read is of no use once the dialog is gone; additions are left to finish (and to say so).
  useEffect(
    () => () => {
      if (running.current?.dryRun) running.current.controller.abort();
    },
    [],
  );

  /** The source changed: a preview of the old one (shown or on its way) no longer applies. */
  function sourceChanged() {
    if (running.current?.dryRun) {
      running.current.controller.abort();
      running.current = null;
      setRun(null);
    }
    setPreview(null);
    setFailure(null);
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    sourceChanged();
    if (chosen.size > referenceLimits.importBytes) {
      setFile(null);
      setFailure(t('references.import.tooLarge', { size: importMegabytes }));
      return;
    }
    setFile(chosen);
  }

  async function send(dryRun: boolean) {
    const source = file ?? new Blob([text], { type: 'text/plain' });
    if (source.size > referenceLimits.importBytes) {
      setFailure(t('references.import.tooLarge', { size: importMegabytes }));
      return;
    }
    setFailure(null);
    const controller = new AbortController();
    running.current = { dryRun, controller };
    setRun({ dryRun, progress: null });
    try {
      const result = await runImport(source, {
        dryRun,
        ...(format !== 'auto' ? { format } : {}),
        signal: controller.signal,
        onProgress: (progress) => {
          if (running.current?.controller === controller) setRun({ dryRun, progress });
        },
      });
      if (dryRun) {
        setPreview(result);
        return;
      }
      void notify('success', t('references.import.added', { count: result.added.length }));
      onOpenChange(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      const code = error instanceof ApiError ? error.code : 'internal';
      setFailure(code === 'payload_too_large' ? t('references.import.tooLarge', { size: importMegabytes }) : t(`errors.${code}`));
    } finally {
      if (running.current?.controller === controller) {
        running.current = null;
        setRun(null);
      }
    }
  }

  const addable = preview?.entries.filter((e) => e.ok && !e.duplicateOf).length ?? 0;
  const hasSource = file !== null || text.trim() !== '';

  return (
    <LibraryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('references.import.title')}
      description={t('references.import.description')}
      action={
        preview ? (
          <Button onClick={() => void send(false)} disabled={addable === 0 || run !== null} focusableWhenDisabled>
            {t('references.import.add', { count: addable })}
          </Button>
        ) : (
          <Button onClick={() => void send(true)} disabled={!hasSource || run !== null} focusableWhenDisabled>
            {t('references.import.preview')}
          </Button>
        )
      }
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            className="sm:w-64"
            label={t('references.import.format')}
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as ReferenceFormat | 'auto');
              sourceChanged();
            }}
            options={[{ value: 'auto', label: t('references.import.autoFormat') }, ...referenceFormats.map((f) => ({ value: f, label: t(`references.formats.${f}`) }))]}
          />
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-fg focus-within:outline-2 focus-within:outline-ring hover:bg-bg-subtle">
            <Upload aria-hidden="true" className="size-4" />
            {t('references.import.chooseFile')}
            <input type="file" accept=".bib,.bibtex,.ris,.json,.txt,application/json,text/plain" className="sr-only" onChange={chooseFile} />
          </label>
        </div>
        {file ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-bg-subtle px-3 py-2 text-sm">
            <span className="min-w-0 font-medium break-words text-fg">{t('references.import.fileChosen', { name: file.name, size: formatFileSize(file.size) })}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                sourceChanged();
                setFile(null);
              }}
            >
              <X aria-hidden="true" className="size-4" />
              {t('references.import.removeFile')}
            </Button>
          </div>
        ) : (
          <TextareaField
            label={t('references.import.paste')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              sourceChanged();
            }}
            rows={8}
            spellCheck={false}
          />
        )}
        {run && <ImportProgressBar progress={run.progress} />}
        {failure && <Alert tone="error">{failure}</Alert>}
        {preview && <ImportPreview preview={preview} />}
      </div>
    </LibraryDialog>
  );
}

/** How far the server has got: entries read, then references added ("Reading 1,200 of 20,000 entries…"). */
function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const { t } = useTranslation();
  const label = progress
    ? t(progress.phase === 'reading' ? 'references.import.reading' : 'references.import.adding', { done: progress.done, total: progress.total })
    : t('references.import.starting');
  const share = progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-fg" aria-live="polite">
        {label}
      </p>
      {/* Without a figure yet (the file still on its way) the bar has no value: it is indeterminate. */}
      <div
        role="progressbar"
        aria-label={t('references.import.progressLabel')}
        aria-valuemin={0}
        {...(progress ? { 'aria-valuemax': progress.total, 'aria-valuenow': progress.done, 'aria-valuetext': label } : {})}
        className="h-2 overflow-hidden rounded-full bg-bg-subtle"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

const isProblem = (entry: ImportedEntry) => !entry.ok || (entry.warnings?.length ?? 0) > 0;

/** The preview: how many entries go where, then the entries a page at a time, all of them or only those with a problem. */
function ImportPreview({ preview }: { preview: ImportResult }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listStart = useRef<HTMLParagraphElement>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [offset, setOffset] = useState(0);
  const counts = useMemo(() => {
    const c = { toAdd: 0, duplicates: 0, unreadable: 0, warned: 0 };
    for (const entry of preview.entries) {
      if (!entry.ok) c.unreadable++;
      else {
        if (entry.duplicateOf) c.duplicates++;
        else c.toAdd++;
        if (entry.warnings?.length) c.warned++;
      }
    }
    return c;
  }, [preview]);
  const shown = useMemo(() => (onlyProblems ? preview.entries.filter(isProblem) : preview.entries), [preview, onlyProblems]);
  const page = shown.slice(offset, offset + entriesPerPage);

  function turnTo(next: number) {
    setOffset(next);
    listStart.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div aria-live="polite">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {t('references.import.summary', { ok: preview.entries.length - counts.unreadable, failed: counts.unreadable, format: t(`references.formats.${preview.format}`) })}
        </h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
          <li>{t('references.import.toAdd', { count: counts.toAdd })}</li>
          <li>{t('references.import.duplicates', { count: counts.duplicates })}</li>
          <li>{t('references.import.unreadable', { count: counts.unreadable })}</li>
          <li>{t('references.import.warned', { count: counts.warned })}</li>
        </ul>
      </div>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          className="size-4"
          checked={onlyProblems}
          onChange={(e) => {
            setOnlyProblems(e.target.checked);
            setOffset(0);
          }}
        />
        {t('references.import.onlyProblems')}
      </label>
      {shown.length > entriesPerPage && (
        <p ref={listStart} tabIndex={-1} className="text-sm text-fg-muted focus:outline-none">
          {t('references.pages.range', { from: offset + 1, to: offset + page.length, total: shown.length })}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('references.import.noProblems')}</p>
      ) : (
        <ul aria-label={t('references.import.entriesLabel')} className="space-y-2">
          {page.map((entry) => (
            <ImportedEntryRow key={entry.index} entry={entry} />
          ))}
        </ul>
      )}
      <Pager label={t('references.import.entryPages')} offset={offset} pageSize={entriesPerPage} total={shown.length} onTurn={turnTo} />
    </section>
  );
}

/** One entry of the preview: what it was read as (or why it could not be), and the server's warnings about it, as the server words them. */
function ImportedEntryRow({ entry }: { entry: ImportedEntry }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-2 rounded-lg border border-border p-3 text-sm">
      {entry.ok ? (
        entry.duplicateOf ? (
          <Copy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        )
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      )}
      <span className="min-w-0 break-words">
        {entry.ok ? (
          <>
            <span className="font-medium text-fg">{entry.item.title}</span> <code className="text-fg-muted">@{entry.key}</code>
            {entry.duplicateOf && <span className="block text-fg-muted">{t('references.import.duplicate', { key: entry.duplicateOf })}</span>}
            {entry.warnings?.map((warning) => (
              <span key={warning} className="mt-1 flex items-start gap-1.5 text-fg">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  <span className="sr-only">{t('references.import.warningLabel')} </span>
                  {warning}
                </span>
              </span>
            ))}
          </>
        ) : (
          <>
            <span className="font-medium text-fg">{t('references.import.entryFailed', { n: entry.index + 1, label: entry.label })}</span>
            <span className="block text-danger">{entry.error}</span>
          </>
        )}
      </span>
    </li>
  );
}
