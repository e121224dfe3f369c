import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeData } from '../../../shared/resume.ts';
import { ResumeView } from '../../components/documents/resume-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorFromBody } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { cn } from '../../lib/cn.ts';

/** The last picture drawn, and which request the last answer (picture or failure) was for. */
type State = { url: string | null; answered: string; failed: boolean };

/**
 * The resume as its PDF will look: SVG pages rendered on the server by the
 * same Typst template, refreshed (debounced) as the user types. The picture
 * is for the eyes; screen readers get the same content as structured HTML.
 */
export function ResumePreview({ data, title, headingLevel, className }: { data: ResumeData; title: string; headingLevel: 2 | 3; className?: string }) {
  const { t } = useTranslation();
  const body = useDebouncedValue(JSON.stringify({ data, title }), 400);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ url: null, answered: '', failed: false });
  const request = `${attempt}:${body}`;
  const loading = state.answered !== request;
  const failed = state.failed && !loading;

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const key = `${attempt}:${body}`;
    fetch('/api/resume/preview', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => undefined));
        url = URL.createObjectURL(await response.blob());
        setState({ url, answered: key, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, answered: key, failed: true }));
      });
    return () => {
      controller.abort();
      // The next picture replaces this one; the browser may drop it once it is off screen.
      if (url) setTimeout(() => URL.revokeObjectURL(url!), 1000);
    };
  }, [body, attempt]);

  return (
    <div className={cn('relative', className)}>
      <div className="sr-only">
        <ResumeView data={data} headingLevel={headingLevel} />
      </div>
      <div aria-hidden="true" className="overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-border">
        {state.url ? (
          <img src={state.url} alt="" className={cn('block h-auto w-full transition-opacity', loading && 'opacity-70')} />
        ) : (
          <div className="flex aspect-[210/297] items-center justify-center">{!failed && <Spinner />}</div>
        )}
      </div>
      {failed && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-danger">
          {t('resume.previewFailed')}
          <Button variant="secondary" size="sm" onClick={() => setAttempt((a) => a + 1)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('resume.previewRetry')}
          </Button>
        </div>
      )}
    </div>
  );
}
