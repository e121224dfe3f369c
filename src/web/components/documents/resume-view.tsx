import { degreeName } from '../../../shared/degree-name.ts';
import { useTranslation } from 'react-i18next';
import { inlineEntryText, printedSections, type PrintedSection } from '../../../shared/resume-sections.ts';
import { dateRange, printableContact, visibleResumeParts, type DescriptionLine, type ResumeData } from '../../../shared/resume.ts';

const muted = 'text-fg-muted';

/** A description as the files print it: paragraphs, and bullets where the user wrote them. */
function Description({ lines }: { lines: DescriptionLine[] }) {
  // Consecutive bullets make one list; every other line is a paragraph.
  const groups: DescriptionLine[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (line.bullet && last?.[0]?.bullet) last.push(line);
    else groups.push([line]);
  }
  return (
    <div className="mt-1 space-y-1 leading-6 text-fg-muted">
      {groups.map((group, i) =>
        group[0]!.bullet ? (
          <ul key={i} className="list-disc space-y-0.5 pl-5">
            {group.map((line, j) => (
              <li key={j}>{line.text}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{group[0]!.text}</p>
        ),
      )}
    </div>
  );
}

/** A resume as a reader sees it: the sections the files print, in the user's order, hidden and empty ones left out. */
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

  const body = (section: PrintedSection) => {
    switch (section.key) {
      case 'summary':
        return <p className="mt-2 leading-6 whitespace-pre-line text-fg-muted">{data.summary?.trim()}</p>;
      case 'experience':
        return (
          <ul className="mt-2 space-y-4">
            {experience.map((e, i) => (
              <li key={e.id ?? i}>
                <p className="font-semibold">{[e.position?.trim(), e.company?.trim()].filter(Boolean).join(' · ')}</p>
                <p className={muted}>{[e.location?.trim(), range(e.startDate, e.endDate, e.current)].filter(Boolean).join(' · ')}</p>
                {e.description?.trim() && <p className="mt-1 leading-6 whitespace-pre-line text-fg-muted">{e.description.trim()}</p>}
              </li>
            ))}
          </ul>
        );
      case 'education':
        return (
          <ul className="mt-2 space-y-4">
            {education.map((e, i) => (
              <li key={e.id ?? i}>
                <p className="font-semibold">{[degreeName(e.degree, e.fieldOfStudy), e.institution?.trim()].filter(Boolean).join(' · ')}</p>
                {range(e.startDate, e.endDate) && <p className={muted}>{range(e.startDate, e.endDate)}</p>}
                {e.description?.trim() && <p className="mt-1 leading-6 whitespace-pre-line text-fg-muted">{e.description.trim()}</p>}
              </li>
            ))}
          </ul>
        );
      case 'skills':
        return (
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.map((s, i) => (
              <li key={s.id ?? i} className="rounded-full border border-border bg-bg-subtle px-3 py-1">
                {s.name!.trim()}
                {s.level && <span className={muted}> · {t(`documents.skillLevels.${s.level}`)}</span>}
              </li>
            ))}
          </ul>
        );
    }
    if (section.style === 'inline') {
      return (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {section.entries.map((e, i) => (
            <li key={i}>{inlineEntryText(section.key, e)}</li>
          ))}
        </ul>
      );
    }
    return (
      <ul className="mt-2 space-y-4">
        {section.entries.map((e, i) => (
          <li key={i}>
            <p className="font-semibold">{[e.title, e.subtitle].filter(Boolean).join(' · ')}</p>
            {(e.dates || e.url) && <p className={`break-words ${muted}`}>{[e.dates, e.url].filter(Boolean).join(' · ')}</p>}
            {e.lines.length > 0 && <Description lines={e.lines} />}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <article className="space-y-6 text-sm text-fg">
      <header>
        <Name className="text-2xl font-bold">{p.fullName?.trim() || t('documents.untitledResume')}</Name>
        {p.label?.trim() && <p className="mt-1 text-base font-medium text-primary">{p.label.trim()}</p>}
        {contact.length > 0 && <p className="mt-1 break-words text-fg-muted">{contact.join(' · ')}</p>}
      </header>
      {printedSections(data).map((section) => (
        <section key={section.key}>
          <Section className={sectionTitle}>{'title' in section && section.title ? section.title : t(`documents.resume.${section.key}`)}</Section>
          {body(section)}
        </section>
      ))}
    </article>
  );
}
