import { FileDown, FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameFor } from '../../../shared/file-name.ts';
import { fromJsonResume, JsonResumeError, toJsonResume } from '../../../shared/json-resume.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { saveFile } from '../../lib/save-file.ts';

/** Largest file the importer reads (a JSON Resume is a few kilobytes). */
const maxImportBytes = 1024 * 1024;

/**
 * Import and export in the JSON Resume format (jsonresume.org, schema v1).
 * Importing replaces the form (after asking, when it holds anything); fields
 * the builder does not show travel along and come back on export.
 */
export function JsonResumeActions({ resume, title, hasContent, onImport }: { resume: ResumeData; title: string; hasContent: boolean; onImport: (data: ResumeData) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<ResumeData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState(false);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setImported(false);
    if (file.size > maxImportBytes) return setError(t('resume.json.tooLarge'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setError(t('resume.json.notJson'));
    }
    try {
      const data = fromJsonResume(parsed);
      if (hasContent) setPending(data);
      else apply(data);
    } catch (failure) {
      setError(failure instanceof JsonResumeError ? t('resume.json.invalid', { detail: failure.message }) : t('resume.json.notJson'));
    }
  }

  function apply(data: ResumeData) {
    onImport(data);
    setPending(null);
    setImported(true);
  }

  return (
    <>
      <input ref={input} type="file" accept="application/json,.json" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => void read(e)} />
      <Button variant="secondary" className="h-11 sm:h-10" onClick={() => input.current?.click()}>
        <FileUp aria-hidden="true" className="size-4" />
        {t('resume.json.import')}
      </Button>
      <Button variant="secondary" className="h-11 sm:h-10" onClick={() => saveFile(JSON.stringify(toJsonResume(resume), null, 2) + '\n', fileNameFor(title, 'json'), 'application/json')}>
        <FileDown aria-hidden="true" className="size-4" />
        {t('resume.json.export')}
      </Button>
      {(error || imported) && (
        <Alert tone={error ? 'error' : 'success'} className="w-full">
          {error ?? t('resume.json.imported')}
        </Alert>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('resume.json.replaceTitle')}
        message={t('resume.json.replaceMessage')}
        confirmLabel={t('resume.json.replace')}
        onConfirm={() => pending && apply(pending)}
      />
    </>
  );
}
