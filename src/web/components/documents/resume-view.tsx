import { useTranslation } from 'react-i18next';
import { dateRange, printableContact, visibleResumeParts, type ResumeData } from '../../../shared/resume.ts';

/** A resume as a reader sees it: only the entries the spec's preview rule keeps. */
export function ResumeView({ data, headingLevel = 3 }: { data: ResumeData; /** Level of the name's heading; sections are one below. */ headingLevel?: 2 | 3 }) {
  const Name = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { t, i18n } = useTranslation();
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const contact = printableContact(p).map((c) => c.text);
  // Dates as the resume's files print them: months in its language (else the interface's), "Present" in its words.
  const range = (start?: string, end?: string, current?: boolean) => dateRange(start, end, current, data.language ?? i18n.resolvedLanguage);
  const sectionTitle = 'border-b border-border pb-1 text-xs font-bold tracking-widest text-primary uppercase';
  return (
    <article className="space-y-6 text-sm text-fg">
      <header>
        <Name className="text-2xl font-bold">{p.fullName?.trim() || t('documents.untitledResume')}</Name>
        {contact.length > 0 && <p className="mt-1 break-words text-fg-muted">{contact.join(' · ')}</p>}
      </header>
      {data.summary?.trim() && (
        <section>
          <Section className={sectionTitle}>{t('documents.resume.summary')}</Section>
          <p className="mt-2 leading-6 whitespace-pre-line text-fg-muted">{data.summary.trim()}</p>
        </section>
      )}
      {experience.length > 0 && (
        <section>
          <Section className={sectionTitle}>{t('documents.resume.experience')}</Section>
          <ul className="mt-2 space-y-4">
            {experience.map((e) => (
              <li key={e.id}>
                <p className="font-semibold">{[e.position?.trim(), e.company?.trim()].filter(Boolean).join(' · ')}</p>
                <p className="text-fg-muted">{[e.location?.trim(), range(e.startDate, e.endDate, e.current)].filter(Boolean).join(' · ')}</p>
                {e.description?.trim() && <p className="mt-1 leading-6 whitespace-pre-line text-fg-muted">{e.description.trim()}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {education.length > 0 && (
        <section>
          <Section className={sectionTitle}>{t('documents.resume.education')}</Section>
          <ul className="mt-2 space-y-4">
            {education.map((e) => (
              <li key={e.id}>
                <p className="font-semibold">{[[e.degree?.trim(), e.fieldOfStudy?.trim()].filter(Boolean).join(', '), e.institution?.trim()].filter(Boolean).join(' · ')}</p>
                {range(e.startDate, e.endDate) && <p className="text-fg-muted">{range(e.startDate, e.endDate)}</p>}
                {e.description?.trim() && <p className="mt-1 leading-6 whitespace-pre-line text-fg-muted">{e.description.trim()}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {skills.length > 0 && (
        <section>
          <Section className={sectionTitle}>{t('documents.resume.skills')}</Section>
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.map((s) => (
              <li key={s.id} className="rounded-full border border-border bg-bg-subtle px-3 py-1">
                {s.name!.trim()}
                {s.level && <span className="text-fg-muted"> · {t(`documents.skillLevels.${s.level}`)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
