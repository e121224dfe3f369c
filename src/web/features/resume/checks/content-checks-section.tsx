import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatResumeDate, type ResumeData } from '../../../../shared/resume.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFieldName } from './field-name.ts';
import type { ResumePath } from './field-target.ts';
import { GoToFieldButton } from './go-to-field-button.tsx';
import type { ContentCheck, ContentFinding } from '../../../../shared/resume-checks.ts';
import { checkFailure, useContentChecks } from './resume-checks-api.ts';

type Heading = 'h3' | 'h4';
const severities = ['warning', 'info'] as const;
const checksPrefix = 'resume.checks.';

/** A severity's findings, kind by kind in the order the server found them (so each kind's basis is said once a group). */
function byCheck(findings: ContentFinding[]): { check: ContentCheck; findings: ContentFinding[] }[] {
  const groups = new Map<ContentCheck, ContentFinding[]>();
  for (const finding of findings) groups.set(finding.check, [...(groups.get(finding.check) ?? []), finding]);
  return [...groups].map(([check, list]) => ({ check, findings: list }));
}

/**
 * The content checks, run a moment after each edit: warnings first, then
 * what is worth a look, each with the field to change and, per kind of
 * check, what it rests on. The last answer stays while the next is computed.
 */
export function ContentChecksSection({ resume, onGoTo, level }: { resume: ResumeData; onGoTo: (path: ResumePath, line?: number) => void; level: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Title = `h${level}` as Heading;
  const Sub = (level === 3 ? 'h4' : 'h5') as Heading;
  const fieldName = useFieldName(resume);
  const checks = useContentChecks(resume);
  const report = checks.data;
  const numbers = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  /** A finding's sentence: its numbers and months in the interface's language. */
  const sentence = (finding: ContentFinding) => {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(finding.params)) {
      if (typeof value === 'number') params[name] = numbers.format(value);
      else if (name === 'from' || name === 'to') params[name] = formatResumeDate(value, i18n.language);
      // A role whose company is not filled in yet is still named.
      else if ((name === 'company' || name === 'other') && !value.trim()) params[name] = t('resume.checks.panel.unnamedRole');
      else params[name] = value;
    }
    // A finding names a sentence under `resume.checks` (the server's key without that prefix is its name there).
    const sentenceKey = finding.key.startsWith(checksPrefix) ? finding.key.slice(checksPrefix.length) : `kinds.${finding.check}`;
    return t(`resume.checks.${sentenceKey}`, params);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex items-center gap-2">
        <Title id={`${id}-title`} className="text-base font-semibold text-fg">
          {t('resume.checks.panel.contentTitle')}
        </Title>
        {checks.isFetching && <Spinner className="[&_svg]:size-4" label={t('resume.checks.panel.checking')} />}
      </div>
      <p className="text-sm text-fg-muted">{t('resume.checks.panel.contentIntro')}</p>

      {checks.isError && (
        <p role="alert" className="text-sm text-danger">
          {checkFailure(checks.error, t)}
        </p>
      )}

      {report && (
        <>
          <p className="text-sm font-medium text-fg">
            {report.bullets > 0
              ? t('resume.checks.panel.summary', { bullets: numbers.format(report.bullets), quantified: numbers.format(report.quantified), share: percent.format(report.quantified / report.bullets), words: numbers.format(report.words) })
              : t('resume.checks.panel.summaryNoBullets', { words: numbers.format(report.words) })}
          </p>
          {!report.english && <p className="text-sm text-fg-muted">{t('resume.checks.panel.englishOnly')}</p>}
          {report.findings.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('resume.checks.panel.none')}</p>
          ) : (
            severities.map((severity) => {
              const groups = byCheck(report.findings.filter((finding) => finding.severity === severity));
              if (groups.length === 0) return null;
              return (
                <section key={severity} aria-labelledby={`${id}-${severity}`} className="space-y-2">
                  <Sub id={`${id}-${severity}`} className="text-sm font-semibold text-fg">
                    {t(`resume.checks.panel.${severity}`)}
                  </Sub>
                  <ul className="space-y-2">
                    {groups.map((group) => (
                      <li key={group.check} className="rounded-lg border border-border px-3 py-2">
                        <ul className="divide-y divide-border">
                          {group.findings.map((finding, index) => {
                            const field = fieldName(finding.path);
                            return (
                              <li key={`${finding.key}-${index}`} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
                                <div className="min-w-0 flex-1 break-words">
                                  <p className="text-sm text-fg">{sentence(finding)}</p>
                                  {field && <p className="text-xs text-fg-muted">{field}</p>}
                                </div>
                                {field && <GoToFieldButton field={field} onClick={() => onGoTo(finding.path, finding.line)} />}
                              </li>
                            );
                          })}
                        </ul>
                        <details className="pt-1 text-xs text-fg-muted">
                          <summary className="cursor-pointer py-1 font-medium">
                            {t('resume.checks.panel.how')}
                            <span className="sr-only">: {t(`resume.checks.kinds.${group.check}`)}</span>
                          </summary>
                          <p className="pb-1">{t(`resume.checks.basis.${group.check}`)}</p>
                        </details>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </>
      )}
    </section>
  );
}
