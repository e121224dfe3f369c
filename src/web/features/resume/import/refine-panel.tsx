import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeData } from '../../../../shared/resume.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { api } from '../../../lib/api.ts';
import { useUserModel } from '../../../lib/user-model.ts';
import { failureText, resumeImportPath, valueAt, type ResumeRefineAnswer } from './import-answers.ts';
import { useFieldLabel } from './review-form.tsx';

interface Change {
  path: string;
  before: string;
  after: string;
}

/**
 * "Refine N uncertain fields with your model": offered only when a model
 * serves the user (their own, or the server's). The server keeps a model's
 * value only when every word of it is in the file; the panel lists what
 * changed and what was not taken.
 */
export function RefinePanel({ draft, uncertain, text, onRefined }: { draft: ResumeData; uncertain: readonly string[]; text: string; onRefined: (data: ResumeData) => void }) {
  const { t } = useTranslation();
  const model = useUserModel();
  const fieldLabel = useFieldLabel();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ changes: Change[]; rejected: ResumeRefineAnswer['rejected'] } | null>(null);
  // The same rule as the server's chooser: the user's own model while the operator allows them, else the operator's.
  const hasModel = Boolean(model.data && ((model.data.policy !== 'off' && model.data.connection) || model.data.operatorModel));
  if (!hasModel || uncertain.length === 0) return null;

  async function refine() {
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await api<ResumeRefineAnswer>(`${resumeImportPath}/refine`, { method: 'POST', json: { data: draft, uncertain, text } });
      const valueText = (data: ResumeData, path: string) => String(valueAt(data, path) ?? '');
      setOutcome({ changes: answer.refined.map((path) => ({ path, before: valueText(draft, path), after: valueText(answer.data, path) })), rejected: answer.rejected });
      onRefined(answer.data);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-xl border border-border p-3" aria-busy={busy}>
      <Button variant="secondary" className="h-11 sm:h-10" disabled={busy} aria-disabled={busy} onClick={() => void refine()}>
        <Sparkles aria-hidden="true" className="size-4" />
        {busy ? t('resume.importFile.refining') : t('resume.importFile.refine', { count: uncertain.length })}
      </Button>
      <p className="text-xs text-fg-muted">{t('resume.importFile.refineHint')}</p>
      <div aria-live="polite">
        {failure && <Alert tone="error">{failure}</Alert>}
        {outcome && (
          <Alert tone="success">
            <p>{outcome.changes.length === 0 ? t('resume.importFile.refinedNone') : t('resume.importFile.refinedTitle', { count: outcome.changes.length })}</p>
            {outcome.changes.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {outcome.changes.map((change) => (
                  <li key={change.path}>{t('resume.importFile.change', { field: fieldLabel(change.path), before: change.before, after: change.after })}</li>
                ))}
              </ul>
            )}
            {outcome.rejected.length > 0 && (
              <>
                <p className="mt-2">{t('resume.importFile.rejectedTitle')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {outcome.rejected.map((rejection) => (
                    <li key={rejection.path}>{t('resume.importFile.rejected', { field: fieldLabel(rejection.path), reason: t(`resume.importFile.reasons.${rejection.reason}`) })}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
      </div>
    </div>
  );
}
