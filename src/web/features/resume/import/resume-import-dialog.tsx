import { FileUp, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeData } from '../../../../shared/resume.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { failureText, isResumeFile, maxResumeFileBytes, resumeFileAccept, resumeImportPath, type ResumeImportAnswer } from './import-answers.ts';
import { RefinePanel } from './refine-panel.tsx';
import { ReviewForm } from './review-form.tsx';
import { SourceText } from './source-text.tsx';

const maxMegabytes = maxResumeFileBytes / (1024 * 1024);

interface Review {
  answer: ResumeImportAnswer;
  draft: ResumeData;
}

/**
 * A resume file (PDF or Word) read by the server into the builder's fields,
 * checked and corrected beside the text as read, then handed to the builder
 * by "Use this resume" (after asking, when the builder holds a resume).
 * Nothing is saved here: the builder saves what the user keeps.
 */
function ResumeImportDialog({ open, onOpenChange, hasContent, onImport }: { open: boolean; onOpenChange: (open: boolean) => void; hasContent: boolean; onImport: (data: ResumeData) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileHintId = useId();
  const fieldsHeadingId = useId();
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [focusedValue, setFocusedValue] = useState('');
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function reset() {
    setReading(null);
    setFailure(null);
    setReview(null);
    setFocusedValue('');
    setDragging(false);
    setConfirming(false);
  }

  function changeOpen(next: boolean) {
    if (reading) return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function read(file: File) {
    setFailure(null);
    if (!isResumeFile(file)) return setFailure(t('resume.importFile.wrongType'));
    if (file.size > maxResumeFileBytes) return setFailure(t('resume.importFile.tooLarge', { max: maxMegabytes }));
    setReading(file.name);
    try {
      const answer = await api<ResumeImportAnswer>(resumeImportPath, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } });
      setReview({ answer, draft: answer.data });
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setReading(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void read(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) void read(file);
  }

  function chooseAnother() {
    reset();
    // The review's controls are gone: the file input is what the user wants next.
    setTimeout(() => input.current?.focus(), 0);
  }

  function use() {
    if (!review) return;
    if (hasContent && !confirming) return setConfirming(true);
    onImport(review.draft);
    reset();
    onOpenChange(false);
  }

  const uncertain = review ? review.answer.uncertain : [];
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        size="lg"
        title={t('resume.importFile.title')}
        description={t('resume.importFile.description')}
        footer={
          <>
            <Button variant="ghost" className="h-11 sm:h-10" disabled={Boolean(reading)} onClick={() => changeOpen(false)}>
              {t('common.cancel')}
            </Button>
            {review && (
              <>
                <Button variant="secondary" className="h-11 sm:h-10" onClick={chooseAnother}>
                  {t('resume.importFile.another')}
                </Button>
                <Button className="h-11 sm:h-10" onClick={use}>
                  {t('resume.importFile.use')}
                </Button>
              </>
            )}
          </>
        }
      >
        {review ? (
          <div className="flex flex-col gap-5 lg:grid lg:grid-cols-2">
            <div className="order-last min-w-0 lg:order-first">
              <SourceText text={review.answer.text} focusedValue={focusedValue} />
            </div>
            <section aria-labelledby={fieldsHeadingId} className="min-w-0 space-y-4">
              <div className="space-y-1">
                <h3 id={fieldsHeadingId} className="text-base font-semibold text-fg">
                  {t('resume.importFile.fieldsTitle')}
                </h3>
                <p className={cn('text-sm', uncertain.length > 0 ? 'font-medium text-fg' : 'text-fg-muted')}>
                  {uncertain.length > 0 ? t('resume.importFile.toCheck', { count: uncertain.length }) : t('resume.importFile.noneToCheck')}
                </p>
              </div>
              {review.answer.macros && <Alert tone="info">{t('resume.importFile.macros')}</Alert>}
              <RefinePanel draft={review.draft} uncertain={uncertain} text={review.answer.text} onRefined={(data) => setReview((current) => current && { ...current, draft: data })} />
              <ReviewForm draft={review.draft} onChange={(draft) => setReview((current) => current && { ...current, draft })} uncertain={new Set(uncertain)} onFocusValue={setFocusedValue} />
            </section>
          </div>
        ) : (
          <div className="space-y-4" aria-busy={Boolean(reading)}>
            <div
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
              className={cn('space-y-3 rounded-xl border-2 border-dashed border-border p-5 text-center', dragging && 'border-primary bg-primary-soft')}
            >
              <FileUp aria-hidden="true" className="mx-auto size-8 text-fg-muted" />
              <p className="text-sm text-fg">{dragging ? t('resume.importFile.dropHere') : t('resume.importFile.dropZone')}</p>
              <div className="space-y-1.5 text-left">
                <label htmlFor={fileId} className="block text-sm font-medium text-fg">
                  {t('resume.importFile.file')}
                </label>
                <input
                  ref={input}
                  id={fileId}
                  type="file"
                  accept={resumeFileAccept}
                  aria-describedby={fileHintId}
                  disabled={Boolean(reading)}
                  onChange={choose}
                  className={cn(inputClass, 'text-sm file:mr-3 file:rounded-md file:border-0 file:bg-bg-subtle file:px-3 file:py-1.5 file:font-medium file:text-fg')}
                />
                <p id={fileHintId} className="text-xs text-fg-muted">
                  {t('resume.importFile.fileHint', { max: maxMegabytes })}
                </p>
              </div>
            </div>
            {reading && (
              <p role="status" className="flex items-center gap-2 text-sm text-fg">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-fg-muted" />
                {t('resume.importFile.reading', { name: reading })}
              </p>
            )}
            <div aria-live="polite">{failure && <Alert tone="error">{failure}</Alert>}</div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => !next && setConfirming(false)}
        title={t('resume.json.replaceTitle')}
        message={t('resume.json.replaceMessage')}
        confirmLabel={t('resume.json.replace')}
        onConfirm={use}
      />
    </>
  );
}

/** The Resume Builder's "Import PDF or Word" button and its dialog. */
export function ResumeImportButton({ hasContent, onImport }: { hasContent: boolean; onImport: (data: ResumeData) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="h-11 sm:h-10" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        {t('resume.importFile.button')}
      </Button>
      <ResumeImportDialog open={open} onOpenChange={setOpen} hasContent={hasContent} onImport={onImport} />
    </>
  );
}
