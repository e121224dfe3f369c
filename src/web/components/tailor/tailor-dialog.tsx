import { Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { jobAdMaxLength, type ResumeData } from '../../../shared/resume.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { createDocument, useDocumentSaved } from '../../lib/documents.ts';
import { useGenerationInfo } from '../../lib/use-generation-run.ts';
import { ResumeDiff } from './resume-diff.tsx';
import { tailorResume, type TailorAnswer } from './tailor-api.ts';
import { copyTitle, originOf, resumeDiff, tailoredData } from './tailor-model.ts';

interface TailorMaster {
  id: string;
  title: string;
  data: ResumeData;
  updatedAt: string;
}

/** A failure in the reader's words: the catalogue's sentence for its code. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);
}

/** The rewordings the fact check refused, each with what it would have added ("adds a skill not in your resume: Kubernetes"). */
function RefusedRewordings({ refused }: { refused: NonNullable<TailorAnswer['refused']> }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <div className="rounded-lg border border-border p-3">
      <h3 className="text-sm font-semibold text-fg">{t('resumeTailor.refusedTitle', { count: refused.length })}</h3>
      <ul className="mt-1 space-y-1 text-sm text-fg">
        {refused.map((r) => {
          const origin = originOf(r.path);
          return (
            <li key={r.path}>
              {origin?.section === 'experience' && <span className="text-fg-muted">{t('resumeTailor.origin.experience', { entry: origin.entry, line: origin.line })}: </span>}
              {r.problems.map((p) => t(`resumeTailor.problem.${p.kind}`, { value: p.value })).join('; ')}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Makes a copy of a resume tailored to a job ad: the ad (prefilled when the
 * resume holds one), the copy shown against the master, then saved as a new
 * resume that remembers its master and the ad.
 */
export function TailorDialog({
  master,
  initialAd = '',
  company,
  title,
  open,
  onOpenChange,
  onSaved,
}: {
  master: TailorMaster;
  initialAd?: string;
  company?: string;
  /** The copy's title; by default the master's, then the company or the ad's first line. */
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (copy: DocumentRecord) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const info = useGenerationInfo();
  const rewordId = useId();
  const [ad, setAd] = useState(initialAd);
  const [reword, setReword] = useState(false);
  const [answer, setAnswer] = useState<{ ad: string; result: TailorAnswer } | null>(null);
  const [busy, setBusy] = useState<'making' | 'saving' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasModel = info.data?.aiActions === true;
  const adMissing = !ad.trim();

  const make = async () => {
    if (adMissing || busy) return;
    setBusy('making');
    setError(null);
    try {
      const result = await tailorResume(master.data, ad, { reword: hasModel && reword });
      setAnswer({ ad, result });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!answer || busy) return;
    setBusy('saving');
    setError(null);
    try {
      const data = tailoredData(answer.result.data, answer.ad, master, master.data, new Date());
      const copy = await createDocument({ type: 'resume', title: title ?? copyTitle(master.title, company, answer.ad), data });
      onSaved(copy);
      onOpenChange(false);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const footer = answer ? (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={() => setAnswer(null)}>
        {t('resumeTailor.editAd')}
      </Button>
      <Button onClick={() => void save()} disabled={busy !== null} focusableWhenDisabled>
        {busy === 'saving' ? t('resumeTailor.saving') : t('resumeTailor.save')}
      </Button>
    </div>
  ) : (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        {t('common.cancel')}
      </Button>
      <Button onClick={() => void make()} disabled={busy !== null || adMissing} focusableWhenDisabled>
        {busy === 'making' ? t('resumeTailor.making') : t('resumeTailor.make')}
      </Button>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('resumeTailor.title', { title: master.title })} description={t('resumeTailor.description')} footer={footer}>
      {answer ? (
        <div className="space-y-4">
          <p className="text-sm text-fg">
            {answer.result.found.length > 0 ? t('resumeTailor.found', { terms: answer.result.found.join(', ') }) : t('resumeTailor.foundNone')}
            {answer.result.missing.length > 0 && ` ${t('resumeTailor.missing', { terms: answer.result.missing.join(', ') })}`}
          </p>
          {answer.result.refused && <RefusedRewordings refused={answer.result.refused} />}
          <ResumeDiff model={resumeDiff({ base: master.data, copy: answer.result.data, trace: answer.result.trace, ...(answer.result.reworded ? { reworded: answer.result.reworded } : {}) })} />
        </div>
      ) : (
        <div className="space-y-3">
          <TextareaField label={t('resumeTailor.adLabel')} hint={t('resumeTailor.adHint')} value={ad} maxLength={jobAdMaxLength} onChange={(e) => setAd(e.target.value)} required />
          {hasModel && (
            <div className="flex items-start gap-2">
              <input id={rewordId} type="checkbox" className="mt-0.5 size-4" checked={reword} onChange={(e) => setReword(e.target.checked)} />
              <label htmlFor={rewordId} className="text-sm text-fg">
                {t('resumeTailor.reword')}
                <span className="block text-xs text-fg-muted">{t('resumeTailor.rewordHint')}</span>
              </label>
            </div>
          )}
        </div>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}

/**
 * The builder's "Tailor to a job ad": disabled, with a hint, until the
 * resume is saved (a copy remembers its master by id); a saved copy opens in
 * the builder.
 */
export function TailorButton({
  documentId,
  title,
  data,
  updatedAt,
  prepare,
}: {
  documentId?: string | undefined;
  title: string;
  data: ResumeData;
  updatedAt?: string | undefined;
  /** Runs before the dialog opens (the builder saves edits still waiting, so the copy is of the saved master). */
  prepare?: (() => Promise<unknown>) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useDocumentSaved();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const ready = Boolean(documentId && updatedAt);
  return (
    <>
      <Button
        variant="secondary"
        className="h-11 sm:h-10"
        disabled={!ready}
        focusableWhenDisabled
        aria-describedby={ready ? undefined : hintId}
        onClick={async () => {
          try {
            await prepare?.();
          } catch {
            // A save that failed says so beside Save; the copy is made from the last saved version.
          }
          setOpen(true);
        }}
      >
        <Target aria-hidden="true" className="size-4" />
        {t('resumeTailor.open')}
      </Button>
      {!ready && (
        <span id={hintId} className="text-xs text-fg-muted">
          {t('resumeTailor.saveFirst')}
        </span>
      )}
      {ready && open && (
        <TailorDialog
          master={{ id: documentId!, title, data, updatedAt: updatedAt! }}
          initialAd={data.jobAd ?? ''}
          open={open}
          onOpenChange={setOpen}
          onSaved={(copy) => {
            saved(copy);
            void navigate(`/resume-builder?document=${encodeURIComponent(copy.id)}`);
          }}
        />
      )}
    </>
  );
}
