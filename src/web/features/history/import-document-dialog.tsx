import { FileUp } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { documentImportAccept, documentImportLimits, type DocumentImportAnswer } from '../../../shared/document-import.ts';
import { documentTypeRules } from '../../../shared/document-types.ts';
import { documentTypes, documentLimits, type DocumentType } from '../../../shared/documents.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { api, failureSentence } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { documentKeys } from '../../lib/documents.ts';

/** The types a file can become: those the text editor edits (a resume is made in the Resume Builder). */
const importTypes = documentTypes.filter((type) => documentTypeRules[type].editor === 'editor');
const maxMegabytes = documentImportLimits.fileBytes / (1024 * 1024);

/** Refusals the import route words itself, in the reader's language (the file's problem, not the request's). */
const serverWorded = new Set(['validation_failed', 'file_unreadable', 'payload_too_large', 'unsupported_media_type', 'rate_limited']);

/** The file's name without its extension, as the new document's title. */
function titleFrom(name: string): string {
  const base = name.replace(/\.[^.]+$/, '').trim();
  return (base || name).slice(0, documentLimits.title);
}

/**
 * History's "Import a document": a Word, OpenDocument, Markdown, text or
 * HTML file becomes a new document of the chosen type. When the import left
 * parts of the file out (pictures, comments, …) the dialog says so, with a
 * button to open the document; otherwise the editor opens at once.
 */
export function ImportDocumentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fileId = useId();
  const fileHintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<DocumentType>('essay');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<DocumentImportAnswer | null>(null);

  function reset() {
    setFile(null);
    setBusy(false);
    setFailure(null);
    setImported(null);
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFailure(null);
    if (chosen && chosen.size > documentImportLimits.fileBytes) {
      setFile(null);
      event.target.value = '';
      setFailure(t('history.import.tooLarge', { max: maxMegabytes }));
      return;
    }
    setFile(chosen);
  }

  function openDocument(doc: DocumentImportAnswer) {
    reset();
    onOpenChange(false);
    void navigate(editPathFor(doc));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setFailure(t('history.import.chooseFile'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const query = new URLSearchParams({ type, title: titleFrom(file.name) });
      const answer = await api<DocumentImportAnswer>(`/api/documents/import?${query}`, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } });
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists });
      setBusy(false);
      if (answer.notes.length === 0) openDocument(answer);
      else setImported(answer);
    } catch (error) {
      setBusy(false);
      setFailure(failureSentence(error, t, serverWorded));
    }
  }

  const formId = `${fileId}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('history.import.title')}
      description={imported ? undefined : t('history.import.description')}
      footer={
        imported ? (
          <Button className="h-11 sm:h-10" onClick={() => openDocument(imported)}>
            {t('history.import.open')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" className="h-11 sm:h-10" disabled={busy} onClick={() => changeOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} className="h-11 sm:h-10" disabled={busy} aria-disabled={busy}>
              <FileUp aria-hidden="true" className="size-4" />
              {busy ? t('history.import.importing') : t('history.import.submit')}
            </Button>
          </>
        )
      }
    >
      {imported ? (
        <div className="space-y-3" role="status">
          <p className="font-medium text-fg">{t('history.import.done', { title: imported.title })}</p>
          <p className="text-sm text-fg-muted">{t('history.import.notesIntro')}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-fg">
            {imported.notes.map((note) => (
              <li key={note.key}>{note.count === undefined ? t(`history.import.notes.${note.key}`) : t(`history.import.notes.${note.key}`, { count: note.count })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <form id={formId} className="space-y-4" onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <div className="space-y-1.5">
            <label htmlFor={fileId} className="block text-sm font-medium text-fg">
              {t('history.import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={documentImportAccept}
              aria-describedby={fileHintId}
              disabled={busy}
              onChange={chooseFile}
              className={cn(inputClass, 'text-sm file:mr-3 file:rounded-md file:border-0 file:bg-bg-subtle file:px-3 file:py-1.5 file:font-medium file:text-fg')}
            />
            <p id={fileHintId} className="text-xs text-fg-muted">
              {t('history.import.fileHint', { max: maxMegabytes })}
            </p>
          </div>
          <SelectField
            label={t('history.import.type')}
            value={type}
            disabled={busy}
            onChange={(event) => setType(event.target.value as DocumentType)}
            options={importTypes.map((value) => ({ value, label: t(documentTypeRules[value].labelKey) }))}
          />
          <div aria-live="polite">{failure && <Alert tone="error">{failure}</Alert>}</div>
        </form>
      )}
    </Dialog>
  );
}
