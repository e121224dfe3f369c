import { Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../../shared/errors.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { GenerationErrorAlert } from '../../components/generation/generation-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { streamGeneration } from '../../lib/generation.ts';

type Phase = 'idle' | 'generating' | 'filled';

/**
 * The Summary tab: the text the user writes, or a summary the generation
 * engine composes from the resume's own experience, education and skills,
 * streamed into the field (idle → generating → filled) and editable after.
 */
export function SummaryField({ id, resume, value, onChange }: { id?: string; resume: ResumeData; value: string; onChange: (summary: string) => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function generate() {
    const abort = new AbortController();
    controller.current = abort;
    setPhase('generating');
    setError(null);
    const before = value;
    let text = '';
    try {
      await streamGeneration('/api/generate/resume-summary', { resume }, {
        signal: abort.signal,
        onEvent(event) {
          if (event.type === 'delta') {
            text += event.text;
            onChange(text);
          } else if (event.type === 'error') setError(new ApiError(0, isErrorCode(event.code) ? event.code : 'internal', event.message));
        },
      });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new ApiError(0, 'network', String(failure)));
      // Nothing arrived: the user's own summary stays as it was.
      if (!text) onChange(before);
    } finally {
      controller.current = null;
      setPhase(text ? 'filled' : 'idle');
    }
  }

  return (
    <div className="space-y-3">
      <TextareaField
        id={id}
        label={t('resume.fields.summary')}
        hint={t('resume.summaryHint')}
        value={value}
        readOnly={phase === 'generating'}
        aria-busy={phase === 'generating'}
        onChange={(e) => onChange(e.target.value)}
        maxLength={5000}
      />
      <div className="flex flex-wrap items-center gap-3">
        {phase === 'generating' ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            <Square aria-hidden="true" className="size-4" />
            {t('resume.summaryStop')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void generate()}>
            <Sparkles aria-hidden="true" className="size-4" />
            {value.trim() ? t('resume.summaryRegenerate') : t('resume.summaryGenerate')}
          </Button>
        )}
        <p role="status" className="text-sm text-fg-muted">
          {phase === 'generating' ? t('resume.summaryGenerating') : phase === 'filled' ? t('resume.summaryFilled') : ''}
        </p>
      </div>
      {error && <GenerationErrorAlert error={error} onRetry={() => void generate()} />}
    </div>
  );
}
