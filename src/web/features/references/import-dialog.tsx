import { CheckCircle2, CircleAlert, Copy, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceFormats, referenceLimits, type ImportResult, type ReferenceFormat } from '../../../shared/references.ts';
import { LibraryDialog } from '../../components/references/library-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useImportReferences } from '../../lib/references.ts';

/** Import BibTeX, RIS or CSL-JSON (pasted or from a file): a preview with each entry's fate first, then the additions. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const run = useImportReferences();
  const [text, setText] = useState('');
  const [format, setFormat] = useState<ReferenceFormat | 'auto'>('auto');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > referenceLimits.importText * 4) {
      setFailure(t('errors.payload_too_large'));
      return;
    }
    setText(await file.text());
    setPreview(null);
  }

  async function send(dryRun: boolean) {
    setFailure(null);
    try {
      const result = await run.mutateAsync({ text, dryRun, ...(format !== 'auto' ? { format } : {}) });
      if (dryRun) {
        setPreview(result);
        return;
      }
      void notify('success', t('references.import.added', { count: result.added.length }));
      onOpenChange(false);
    } catch (error) {
      setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  const addable = preview?.entries.filter((e) => e.ok && !e.duplicateOf).length ?? 0;

  return (
    <LibraryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('references.import.title')}
      description={t('references.import.description')}
      action={
        preview ? (
          <Button onClick={() => void send(false)} disabled={addable === 0 || run.isPending} focusableWhenDisabled>
            {t('references.import.add', { count: addable })}
          </Button>
        ) : (
          <Button onClick={() => void send(true)} disabled={!text.trim() || run.isPending} focusableWhenDisabled>
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
              setPreview(null);
            }}
            options={[{ value: 'auto', label: t('references.import.autoFormat') }, ...referenceFormats.map((f) => ({ value: f, label: t(`references.formats.${f}`) }))]}
          />
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-fg focus-within:outline-2 focus-within:outline-ring hover:bg-bg-subtle">
            <Upload aria-hidden="true" className="size-4" />
            {t('references.import.chooseFile')}
            <input type="file" accept=".bib,.bibtex,.ris,.json,.txt,application/json,text/plain" className="sr-only" onChange={(e) => void readFile(e)} />
          </label>
        </div>
        <TextareaField
          label={t('references.import.paste')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
          rows={8}
          spellCheck={false}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        {preview && (
          <section aria-label={t('references.import.previewTitle')} aria-live="polite">
            <h3 className="text-sm font-semibold text-fg">
              {t('references.import.summary', { ok: preview.entries.filter((e) => e.ok).length, failed: preview.entries.filter((e) => !e.ok).length, format: t(`references.formats.${preview.format}`) })}
            </h3>
            <ul className="mt-3 space-y-2">
              {preview.entries.map((entry) => (
                <li key={entry.index} className="flex items-start gap-2 rounded-lg border border-border p-3 text-sm">
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
                      </>
                    ) : (
                      <>
                        <span className="font-medium text-fg">{t('references.import.entryFailed', { n: entry.index + 1, label: entry.label })}</span>
                        <span className="block text-danger">{entry.error}</span>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </LibraryDialog>
  );
}
