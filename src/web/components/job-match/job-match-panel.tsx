import { Check, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchJobAd, type MatchedTerm, type TermPlace } from '../../../shared/job-match.ts';
import type { Language } from '../../../shared/languages.ts';
import { languageNames } from '../../../shared/languages.ts';
import { jobAdMaxLength, type ResumeData } from '../../../shared/resume.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Where a missing term can be added: the resume builder's Skills or Summary. */
export type JobMatchSection = 'skills' | 'summary';

export interface JobMatchPanelProps {
  /** The ad's text, as the user pasted it. */
  ad: string;
  onAdChange: (ad: string) => void;
  /** The resume the ad is compared with (as it stands now; the match follows its edits). */
  resume: ResumeData;
  /** The employer's name: never listed as a term. */
  company?: string | undefined;
  /** The role applied for: named in every ad, never listed as a term either. */
  role?: string | undefined;
  /** Makes each missing term a button that goes where it can be added. */
  onGoTo?: ((section: JobMatchSection, term: string) => void) | undefined;
  /** The ad is shown, not edited. */
  readOnly?: boolean | undefined;
  /** Level of the two lists' headings in the page's outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * A one- or two-word term ("Kubernetes", "unit tests") is a skill; a longer
 * phrase ("Senior Frontend Engineer", "manage product roadmaps") reads better
 * in a sentence of the summary. Chinese has no spaces: more than four
 * characters is a phrase.
 */
export function sectionFor(term: string, language: Language): JobMatchSection {
  const long = language === 'zh' ? [...term.replace(/\s/g, '')].length > 4 : term.trim().split(/\s+/).length > 2;
  return long ? 'summary' : 'skills';
}

/**
 * The job-ad match (issue 20): a textarea for the ad and, below it, the ad's
 * key terms the resume holds (with where) and those it does not hold yet.
 * Computed in the browser by `matchJobAd`, a moment after the last
 * keystroke in the ad or the resume. The matcher brings word lists and
 * stemmers along: import this only from lazily loaded pages.
 */
export function JobMatchPanel({ ad, onAdChange, resume, company, role, onGoTo, readOnly, headingLevel = 3 }: JobMatchPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const settledAd = useDebouncedValue(ad, 250);
  const settledResume = useDebouncedValue(resume, 250);
  const match = useMemo(
    () => (settledAd.trim() ? matchJobAd(settledAd, settledResume, { ignore: [company, role].filter((name): name is string => Boolean(name?.trim())) }) : null),
    [settledAd, settledResume, company, role],
  );
  const numbers = new Intl.NumberFormat(i18n.language);
  const total = match ? match.found.length + match.missing.length : 0;

  /** "Experience: Web Developer, Acme; Intern, Initech · Skills: React" */
  const where = (term: MatchedTerm) => {
    const bySection = new Map<TermPlace['section'], string[]>();
    for (const place of term.places) {
      const entries = bySection.get(place.section) ?? [];
      // A skill named exactly like the term says nothing the term does not.
      if (place.label && !(place.section === 'skills' && place.label.toLocaleLowerCase() === term.term.toLocaleLowerCase())) entries.push(place.label);
      bySection.set(place.section, entries);
    }
    return [...bySection]
      .map(([section, entries]) => (entries.length ? t('jobMatch.place', { section: t(`resume.tabs.${section}`), entries: entries.join('; ') }) : t(`resume.tabs.${section}`)))
      .join(' · ');
  };
  const repeated = (term: MatchedTerm) =>
    term.count > 1 && (
      <span className="text-xs font-medium text-fg-muted">
        <span aria-hidden="true">×{numbers.format(term.count)}</span>{' '}
        <span className="sr-only">{t('jobMatch.repeated', { times: numbers.format(term.count) })}</span>
      </span>
    );

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

      {!match ? (
        <p className="text-sm text-fg-muted">{t('jobMatch.empty')}</p>
      ) : total === 0 ? (
        <p className="text-sm text-fg-muted">{t('jobMatch.noTerms')}</p>
      ) : (
        <>
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
                        <span className="font-medium text-fg">{term.term}</span> {repeated(term)}
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
                <ul className="flex flex-wrap gap-2">
                  {match.missing.map((term) => {
                    const section = sectionFor(term.term, match.language);
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
                            <span aria-hidden="true" className="text-xs text-fg-muted">
                              · {t(`resume.tabs.${section}`)}
                            </span>
                            <span className="sr-only"> {t('jobMatch.addIn', { section: t(`resume.tabs.${section}`) })}</span>
                          </button>
                        ) : (
                          <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-sm text-fg">
                            <span className="min-w-0 break-words font-medium">{term.term}</span>
                            {repeated(term)}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </section>

          <p className="text-xs text-fg-muted">{t('jobMatch.language', { language: languageNames[match.language] })}</p>
        </>
      )}
    </div>
  );
}
