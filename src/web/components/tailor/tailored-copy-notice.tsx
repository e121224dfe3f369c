import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocument } from '../../lib/documents.ts';
import { ResumeDiff } from './resume-diff.tsx';
import { tailorResume, type TailorAnswer } from './tailor-api.ts';
import { useErrorText } from './tailor-dialog.tsx';
import { masterChangedSince, resumeDiff, tailoredData } from './tailor-model.ts';

/**
 * Shown in the builder above a tailored copy: which resume it was tailored
 * from (a link to it), and when that master changed since, a way to pull
 * its changes: the current master tailored again to the copy's ad, shown
 * against the copy as it stands, applied only once confirmed (the copy keeps
 * its title, template and language).
 */
export function TailoredCopyNotice({ doc, data, onPull }: { doc: DocumentRecord; data: ResumeData; onPull: (data: ResumeData) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const from = data.tailoredFrom;
  const master = useDocument(from?.masterId);
  const [pull, setPull] = useState<{ master: DocumentRecord; result: TailorAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!from || from.masterId === doc.id) return null;

  const gone = (master.error instanceof ApiError && master.error.status === 404) || (master.data !== undefined && master.data.type !== 'resume');
  const loaded = master.data?.type === 'resume' ? master.data : undefined;
  const changed = loaded !== undefined && masterChangedSince(data, loaded);

  const start = async () => {
    if (!loaded || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await tailorResume(loaded.data as ResumeData, data.jobAd ?? '');
      setPull({ master: loaded, result });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (!pull) return;
    onPull(tailoredData(pull.result.data, data.jobAd ?? '', pull.master, data, new Date()));
    setPull(null);
  };

  return (
    <div className="rounded-lg border border-border bg-bg-subtle px-4 py-3 text-sm text-fg">
      {gone ? (
        <p>{t('resumeTailor.notice.masterDeleted')}</p>
      ) : (
        <p>
          {t('resumeTailor.notice.tailoredFrom')}{' '}
          <Link className="font-medium text-primary underline underline-offset-2" to={`/resume-builder?document=${encodeURIComponent(from.masterId)}`}>
            {loaded?.title ?? t('resumeTailor.notice.theMaster')}
          </Link>
        </p>
      )}
      {master.isError && !gone && <p className="mt-1 text-fg-muted">{errorText(master.error)}</p>}
      {changed && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p>{t('resumeTailor.notice.masterChanged')}</p>
          <Button size="sm" variant="secondary" onClick={() => void start()} disabled={busy} focusableWhenDisabled>
            {busy ? t('resumeTailor.notice.pulling') : t('resumeTailor.notice.pull')}
          </Button>
        </div>
      )}
      {error && (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      )}
      <Dialog
        open={pull !== null}
        onOpenChange={(open) => !open && setPull(null)}
        size="lg"
        title={t('resumeTailor.notice.pullTitle')}
        description={t('resumeTailor.notice.pullDescription')}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setPull(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={apply}>{t('resumeTailor.notice.apply')}</Button>
          </div>
        }
      >
        {pull && <ResumeDiff model={resumeDiff({ base: data, copy: pull.result.data, trace: pull.result.trace })} />}
      </Dialog>
    </div>
  );
}
