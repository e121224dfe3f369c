import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobMatchRequest } from '../../../shared/job-match/request.ts';
import { resumeIsEmpty } from '../../../shared/job-match/resume-places.ts';
import { sectionFor, type JobMatchSection } from '../../../shared/job-match/section-for.ts';
import type { JobMatch, MatchedTerm, TermPlace } from '../../../shared/job-match/types.ts';
import { languageNames } from '../../../shared/languages.ts';
import { jobAdMaxLength, type ResumeData } from '../../../shared/resume.ts';
import { api, ApiError, type ClientErrorCode } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { TextareaField } from '../ui/textarea-field.tsx';

export type { JobMatchSection };

export interface JobMatchPanelProps {
  /** The ad's text, as the user pasted it. */
  ad: string;
  onAdChange: (ad: string) => void;
  /** The resume the ad is compared with (as it stands now; the match follows its edits). */
  resume: ResumeData;
  /** The employer's name: never listed as a requirement. */
  company?: string | undefined;
  /** The role applied for: named in every ad, never listed as a requirement either. */
  role?: string | undefined;
  /** Makes each missing requirement a button that goes where it can be added. */
  onGoTo?: ((section: JobMatchSection, term: string) => void) | undefined;
  /** The ad is shown, not edited. */
  readOnly?: boolean | undefined;
  /** Level of the two lists' headings in the page's outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** The server's match of the ad and the resume, asked for a moment after the last edit; the last answer stays while the next is computed. */
function useJobMatch(request: JobMatchRequest | null) {
  const [answer, setAnswer] = useState<{ key: string; match: JobMatch | null; error: ClientErrorCode | null } | null>(null);
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<JobMatch>('/api/resume/match', { method: 'POST', json: JSON.parse(key) as JobMatchRequest, signal: controller.signal })
      .then((match) => setAnswer({ key, match, error: null }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((previous) => ({ key, match: previous?.match ?? null, error: caught instanceof ApiError ? caught.code : 'internal' }));
      });
    return () => controller.abort();
  }, [key]);
  return { match: answer?.match ?? null, pending: key !== '' && answer?.key !== key, error: answer?.key === key ? answer.error : null };
}

/**
 * The job-ad match: a textarea for the ad and, below it, the ad's
 * requirements the resume meets (with where) and those it does not meet yet,
 * the most stressed first. Computed on the server (`POST /api/resume/match`)
 * a moment after the last keystroke in the ad or the resume.
 */
export function JobMatchPanel({ ad, onAdChange, resume, company, role, onGoTo, readOnly, headingLevel = 3 }: JobMatchPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const settledAd = useDebouncedValue(ad, 300);
  const settledResume = useDebouncedValue(resume, 300);
  const tooLong = settledAd.length > jobAdMaxLength;
  const empty = resumeIsEmpty(settledResume);
  const askable = settledAd.trim() !== '' && !tooLong && !empty;
  const { match: last, pending, error } = useJobMatch(
    askable ? { ad: settledAd, resume: settledResume, ...(company?.trim() ? { company: company.trim() } : {}), ...(role?.trim() ? { role: role.trim() } : {}) } : null,
  );
  const match = askable ? last : null;
  const numbers = new Intl.NumberFormat(i18n.language);
  const total = match ? match.found.length + match.missing.length : 0;
  const sectionName = (section: TermPlace['section']) => t(`jobMatch.sections.${section}`);

  /** "Skills · Tableau; Experience · Graduate Teaching Assistant, University of Leeds" */
  const where = (term: MatchedTerm) =>
    term.places
      .map((place) =>
        // A skill named exactly like the requirement says nothing the requirement does not.
        place.label && !(place.section === 'skills' && place.label.toLocaleLowerCase() === term.term.toLocaleLowerCase())
          ? t('jobMatch.place', { section: sectionName(place.section), entries: place.label })
          : sectionName(place.section),
      )
      .filter((text, i, all) => all.indexOf(text) === i)
      .join('; ');
  const repeated = (term: MatchedTerm) =>
    term.count > 1 && (
      <span className="text-xs font-medium text-fg-muted">
        <span aria-hidden="true">×{numbers.format(term.count)}</span> <span className="sr-only">{t('jobMatch.repeated', { times: numbers.format(term.count) })}</span>
      </span>
    );
  const stress = (term: MatchedTerm) =>
    term.stress === 'essential' ? (
      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-fg">{t('jobMatch.essential')}</span>
    ) : term.stress === 'desirable' ? (
      <span className="text-xs text-fg-muted">{t('jobMatch.desirable')}</span>
    ) : null;

  let notice: string | null = null;
  if (!settledAd.trim()) notice = t('jobMatch.empty');
  else if (tooLong) notice = t('jobMatch.tooLong', { max: numbers.format(jobAdMaxLength) });
  else if (empty) notice = t('jobMatch.emptyResume');

  return (
    <div className="space-y-5">
      <TextareaField
        label={t('jobMatch.ad')}
        hint={t('jobMatch.characters', { used: numbers.format(ad.length), max: numbers.format(jobAdMaxLength) })}
        value={ad}
        maxLength={jobAdMaxLength}
        readOnly={readOnly}
        spellCheck={false}
        onChange={(event) => onAdChange(event.target.value.slice(0, jobAdMaxLength))}
      />

      {/* Always in the page, so a screen reader hears the count change as the resume does. */}
      <p role="status" className="text-sm font-medium text-fg empty:hidden">
        {match && total > 0 ? t('jobMatch.count', { found: numbers.format(match.found.length), total: numbers.format(total) }) : ''}
      </p>
      {askable && pending && (
        <p className="text-xs text-fg-muted" aria-live="polite">
          {t('jobMatch.matching')}
        </p>
      )}
      {askable && error && (
        <p role="alert" className="text-sm text-danger">
          {t(`errors.${error}`)}
        </p>
      )}

      {notice ? (
        <p className="text-sm text-fg-muted">{notice}</p>
      ) : !match ? null : total === 0 ? (
        <p className="text-sm text-fg-muted">{match.coverage === 'partial' ? t('jobMatch.notCovered') : t('jobMatch.noTerms')}</p>
      ) : (
        <>
          {match.coverage === 'partial' && <p className="text-sm text-fg-muted">{t('jobMatch.partial')}</p>}
          <section aria-labelledby={`${id}-found`} className="space-y-2">
            <Heading id={`${id}-found`} className="text-sm font-semibold text-fg">
              {t('jobMatch.found')}
            </Heading>
            {match.found.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('jobMatch.foundNone')}</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {match.found.map((term) => (
                  <li key={term.term} className="flex items-start gap-2 px-3 py-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <div className="min-w-0 break-words">
                      <p className="text-sm">
                        <span className="font-medium text-fg">{term.term}</span> {repeated(term)} {stress(term)}
                        <span className="sr-only"> — </span>
                      </p>
                      <p className="text-xs text-fg-muted">{where(term)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${id}-missing`} className="space-y-2">
            <Heading id={`${id}-missing`} className="text-sm font-semibold text-fg">
              {t('jobMatch.missing')}
            </Heading>
            {match.missing.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('jobMatch.missingNone')}</p>
            ) : (
              <>
                {onGoTo && !readOnly && <p className="text-xs text-fg-muted">{t('jobMatch.missingHint')}</p>}
                <ol className="flex flex-wrap gap-2">
                  {match.missing.map((term) => {
                    const section = sectionFor(term.term, match.language, term.kind);
                    return (
                      <li key={term.term} className="max-w-full">
                        {onGoTo && !readOnly ? (
                          <button
                            type="button"
                            onClick={() => onGoTo(section, term.term)}
                            className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-left text-sm text-fg transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                          >
                            <Plus aria-hidden="true" className="size-4 shrink-0 text-primary" />
                            <span className="min-w-0 break-words font-medium">{term.term}</span>
                            {repeated(term)}
                            {stress(term)}
                            <span aria-hidden="true" className="text-xs text-fg-muted">
                              · {sectionName(section)}
                            </span>
                            <span className="sr-only"> {t('jobMatch.addIn', { section: sectionName(section) })}</span>
                          </button>
                        ) : (
                          <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-sm text-fg">
                            <span className="min-w-0 break-words font-medium">{term.term}</span>
                            {repeated(term)}
                            {stress(term)}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
          </section>

          <p className="text-xs text-fg-muted">{t('jobMatch.language', { language: languageNames[match.language] })}</p>
        </>
      )}
    </div>
  );
}
