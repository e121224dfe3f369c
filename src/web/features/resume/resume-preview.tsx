import { RefreshCw } from 'lucide-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { languageFor } from '../../../shared/languages.ts';
import { endsBeforeStart, formatResumeDate, presentWords, printableContact, type ResumeData } from '../../../shared/resume.ts';
import { ResumeView } from '../../components/documents/resume-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorFromBody } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { cn } from '../../lib/cn.ts';
import { isEmptyResume } from './resume-form.ts';

/** The last picture drawn (and whether it is of the example), and which request the last answer (picture or failure) was for. */
type State = { url: string | null; example: boolean; answered: string; failed: boolean };

/**
 * What an empty builder previews: its template filled with placeholders in
 * the interface language. It lives here only: never in the draft, so never
 * saved, copied or exported.
 */
function exampleResume(t: TFunction, data: ResumeData): ResumeData {
  return {
    template: data.template,
    language: data.language,
    personalInfo: { fullName: t('resume.example.name'), email: 'name@example.com', phone: '+1 555 0100', location: t('resume.example.location') },
    summary: t('resume.example.summary'),
    experience: [
      {
        id: 'example-job',
        position: t('resume.example.position'),
        company: t('resume.example.company'),
        location: t('resume.example.location'),
        startDate: '2022-01',
        current: true,
        description: `• ${t('resume.example.achievement')}`,
      },
    ],
    education: [{ id: 'example-school', degree: t('resume.example.degree'), fieldOfStudy: t('resume.example.field'), institution: t('resume.example.school'), startDate: '2017-09', endDate: '2021-06' }],
    skills: [1, 2, 3].map((n) => ({ id: `example-skill-${n}`, name: t('resume.skillN', { n }), level: 5 - n })),
  };
}

/**
 * The resume as the screen-reader copy reads it: what the picture shows
 * (contact details that fail their check left off, dates in the resume's
 * language, "Present" in its words), so both say the same.
 */
function asPrinted(data: ResumeData): ResumeData {
  const language = data.language ?? 'en';
  const contact = Object.fromEntries(printableContact(data.personalInfo).map((c) => [c.kind, c.text]));
  const dated = <T extends { startDate?: string | undefined; endDate?: string | undefined; current?: boolean | undefined }>(entry: T): T => ({
    ...entry,
    startDate: formatResumeDate(entry.startDate, language),
    endDate: entry.current ? presentWords[languageFor([language])] : endsBeforeStart(entry) ? '' : formatResumeDate(entry.endDate, language),
    current: false,
  });
  return {
    ...data,
    personalInfo: { fullName: data.personalInfo?.fullName ?? '', label: data.personalInfo?.label ?? '', ...contact },
    experience: data.experience?.map(dated),
    education: data.education?.map(dated),
  };
}

/**
 * The resume as its PDF will look: SVG pages rendered on the server by the
 * same Typst template, refreshed (debounced) as the user types. The picture
 * is for the eyes; screen readers get the same content as structured HTML.
 * Until the form holds anything, the template is shown filled with an
 * example, faded and labelled as one.
 */
export const ResumePreview = memo(function ResumePreview({ data, title, headingLevel, className }: { data: ResumeData; title: string; headingLevel: 2 | 3; className?: string }) {
  const { t } = useTranslation();
  const example = isEmptyResume(data);
  const printed = useMemo(() => asPrinted(data), [data]);
  const drawn = useMemo(() => ({ example, body: JSON.stringify(example ? { data: exampleResume(t, data), title: '' } : { data, title }) }), [example, t, data, title]);
  const { body, example: drawsExample } = useDebouncedValue(drawn, 400);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ url: null, example: false, answered: '', failed: false });
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
        setState({ url, example: drawsExample, answered: key, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, answered: key, failed: true }));
      });
    return () => {
      controller.abort();
      // The next picture replaces this one; the browser may drop it once it is off screen.
      if (url) setTimeout(() => URL.revokeObjectURL(url!), 1000);
    };
  }, [body, drawsExample, attempt]);

  // The example stays marked as one until the picture of the user's own resume replaces it.
  const showsExample = state.url !== null && state.example;
  return (
    <div className={cn('relative', className)}>
      {example ? (
        <p className="mb-2 text-sm text-fg-muted">{t('resume.example.note')}</p>
      ) : (
        <div className="sr-only">
          <ResumeView data={printed} headingLevel={headingLevel} />
        </div>
      )}
      <div aria-hidden="true" className="relative overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-border">
        {state.url ? (
          <img src={state.url} alt="" data-example={showsExample || undefined} className={cn('block h-auto w-full transition-opacity', showsExample ? 'opacity-55 grayscale' : loading && 'opacity-70')} />
        ) : (
          <div className="flex aspect-[210/297] items-center justify-center">{!failed && <Spinner />}</div>
        )}
        {showsExample && (
          <span className="absolute top-2 right-2 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-primary-fg uppercase shadow">{t('resume.example.badge')}</span>
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
});
