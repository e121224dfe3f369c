import { ScanText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeData } from '../../../../shared/resume.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFieldName } from './field-name.ts';
import { parseResumePath, type ResumePath } from './field-target.ts';
import { GoToFieldButton } from './go-to-field-button.tsx';
import type { AtsFormat } from '../../../../shared/resume-checks.ts';
import { checkFailure, useAtsCheck } from './resume-checks-api.ts';

type Heading = 'h3' | 'h4';
const formats: AtsFormat[] = ['pdf', 'docx'];

/**
 * "Will an ATS read this?": on demand (a check renders the file and reads it
 * back, a few seconds), the share of fields read back, the ones missed with
 * the value the resume holds, and the layout's traps in plain words.
 */
export function AtsCheckSection({ resume, title, onGoTo, level }: { resume: ResumeData; title: string; onGoTo: (path: ResumePath, line?: number) => void; level: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Title = `h${level}` as Heading;
  const Sub = (level === 3 ? 'h4' : 'h5') as Heading;
  const fieldName = useFieldName(resume);
  const [format, setFormat] = useState<AtsFormat>('pdf');
  const check = useAtsCheck();
  const report = check.data;
  // The resume a shown result was checked on: an edit since makes it out of date.
  const checkedOn = check.variables?.data;
  const numbers = new Intl.NumberFormat(i18n.language);

  const run = () => check.mutate({ data: resume, title, format });
  const share = report && report.total > 0 ? report.found / report.total : 1;
  const countText = report ? t('resume.checks.ats.count', { found: numbers.format(report.found), total: numbers.format(report.total) }) : '';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <Title id={`${id}-title`} className="text-base font-semibold text-fg">
        {t('resume.checks.ats.title')}
      </Title>
      <p className="text-sm text-fg-muted">{t('resume.checks.ats.intro')}</p>

      <div className="flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('resume.checks.ats.format')}</legend>
          <div className="flex gap-4">
            {formats.map((value) => (
              <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-fg">
                <input type="radio" name={`${id}-format`} value={value} checked={format === value} onChange={() => setFormat(value)} className="size-4 accent-[var(--primary)]" />
                {t(`resume.checks.ats.formats.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button variant="secondary" onClick={run} disabled={check.isPending} focusableWhenDisabled>
          <ScanText aria-hidden="true" className="size-4" />
          {t('resume.checks.ats.run')}
        </Button>
        {check.isPending && <Spinner className="[&_svg]:size-4" label={t('resume.checks.ats.running')} />}
      </div>

      {check.isError && <Alert tone="error">{checkFailure(check.error, t)}</Alert>}

      {/* Always in the page, so a screen reader hears the result when it comes. */}
      <p role="status" className="text-sm font-medium text-fg empty:hidden">
        {report && !check.isPending ? countText : ''}
      </p>
      {report && !check.isPending && (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <div
              role="meter"
              aria-label={t('resume.checks.ats.meter')}
              aria-valuemin={0}
              aria-valuemax={report.total}
              aria-valuenow={report.found}
              aria-valuetext={countText}
              className="h-2 w-full overflow-hidden rounded-full bg-bg-subtle"
            >
              <div className={share === 1 ? 'h-full bg-success' : 'h-full bg-primary'} style={{ width: `${Math.round(share * 100)}%` }} />
            </div>
            <p className="text-xs text-fg-muted">{t('resume.checks.ats.readFrom', { format: t(`resume.checks.ats.formats.${report.format}`), pages: numbers.format(report.pages) })}</p>
            {checkedOn !== resume && <p className="text-xs text-fg-muted">{t('resume.checks.ats.outdated')}</p>}
          </div>

          <section aria-labelledby={`${id}-missed`} className="space-y-2">
            <Sub id={`${id}-missed`} className="text-sm font-semibold text-fg">
              {t('resume.checks.ats.missed')}
            </Sub>
            {report.missed.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('resume.checks.ats.missedNone')}</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {report.missed.map((missed) => {
                  const path = parseResumePath(missed.path);
                  const field = fieldName(path) ?? missed.path;
                  return (
                    <li key={missed.path} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3 py-2">
                      <div className="min-w-0 flex-1 break-words">
                        <p className="text-sm font-medium text-fg">{field}</p>
                        <p className="line-clamp-3 text-xs text-fg-muted">{t('resume.checks.ats.expected', { value: missed.expected })}</p>
                      </div>
                      <GoToFieldButton field={field} onClick={() => onGoTo(path)} />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          {(report.layout.spacedHeadings.length > 0 || report.layout.brokenAddresses.length > 0) && (
            <section aria-labelledby={`${id}-layout`} className="space-y-2">
              <Sub id={`${id}-layout`} className="text-sm font-semibold text-fg">
                {t('resume.checks.ats.layout')}
              </Sub>
              {report.layout.spacedHeadings.length > 0 && (
                <LayoutFinding text={t('resume.checks.ats.spacedHeadings')} examples={report.layout.spacedHeadings} />
              )}
              {report.layout.brokenAddresses.length > 0 && (
                <LayoutFinding text={t('resume.checks.ats.brokenAddresses')} examples={report.layout.brokenAddresses} />
              )}
            </section>
          )}
        </div>
      )}

      <details className="text-xs text-fg-muted">
        <summary className="cursor-pointer py-1 font-medium">
          {t('resume.checks.panel.how')}
          <span className="sr-only">: {t('resume.checks.ats.title')}</span>
        </summary>
        <p className="pb-1">{t('resume.checks.basis.ats')}</p>
      </details>
    </section>
  );
}

/** One trap of the layout: what it does to a reader, and where it was seen. */
function LayoutFinding({ text, examples }: { text: string; examples: string[] }) {
  return (
    <div className="rounded-lg border border-border px-3 py-2">
      <p className="text-sm text-fg">{text}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {[...new Set(examples)].map((example) => (
          <li key={example} className="rounded bg-bg-subtle px-2 py-0.5 font-mono text-xs break-all text-fg">
            {example}
          </li>
        ))}
      </ul>
    </div>
  );
}
