import { escapeMarkdown } from './markdown-escape.ts';
import { z } from './zod.ts';

/** Spec section 3: resume templates (professional blue, modern teal, creative purple, minimal gray). */
export const resumeTemplates = ['professional', 'modern', 'creative', 'minimal'] as const;
export type ResumeTemplate = (typeof resumeTemplates)[number];

/** Spec section 9: 1 Beginner … 5 Master, default 3 Advanced. */
export const skillLevels = [1, 2, 3, 4, 5] as const;
export const defaultSkillLevel = 3;

const noNul = (v: string) => !v.includes('\u0000');
const field = (max: number) => z.string().max(max, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' });
const short = () => field(200).optional();
const long = () => field(5000).optional();

// Stored resumes are drafts: every field may still be empty (the builder saves
// as the user types). "Required" is the builder's rule for a finished resume.
// Objects are loose so that fields we do not model (a JSON Resume import's
// extras) are kept, not stripped.
export const experienceSchema = z.looseObject({
  id: z.string().max(100).optional(),
  company: short(),
  position: short(),
  location: short(),
  startDate: short(),
  endDate: short(),
  current: z.boolean().optional(),
  description: long(),
});

export const educationSchema = z.looseObject({
  id: z.string().max(100).optional(),
  institution: short(),
  degree: short(),
  fieldOfStudy: short(),
  startDate: short(),
  endDate: short(),
  description: long(),
});

export const skillSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  level: z.number().int().min(1).max(5).optional(),
});

/** Characters of a pasted job ad (the Resume Builder's match panel, the cover letter's ad). */
export const jobAdMaxLength = 20_000;

export const resumeDataSchema = z.looseObject({
  template: z.enum(resumeTemplates).optional(),
  personalInfo: z
    .looseObject({
      fullName: short(),
      email: short(),
      phone: short(),
      location: short(),
      linkedin: short(),
      website: short(),
    })
    .optional(),
  summary: long(),
  experience: z.array(experienceSchema).max(50).optional(),
  education: z.array(educationSchema).max(50).optional(),
  skills: z.array(skillSchema).max(100).optional(),
  /** The job ad the resume is being matched against (issue 20): kept with it, never shown on it. */
  jobAd: field(jobAdMaxLength).optional(),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;
export type ResumeExperience = z.infer<typeof experienceSchema>;
export type ResumeEducation = z.infer<typeof educationSchema>;
export type ResumeSkill = z.infer<typeof skillSchema>;

/** Entries the preview (and every export) shows: spec section 5. */
export function visibleResumeParts(data: ResumeData) {
  return {
    experience: (data.experience ?? []).filter((e) => e.company?.trim() || e.position?.trim()),
    education: (data.education ?? []).filter((e) => e.institution?.trim() || e.degree?.trim()),
    skills: (data.skills ?? []).filter((s) => s.name?.trim()),
  };
}

/** One line of an entry's description: a bullet when the user started it with •, - or *. */
export interface DescriptionLine {
  bullet: boolean;
  text: string;
}

/** An entry's description as every layout shows it: paragraphs, and bullets where the user wrote them. */
export function descriptionLines(text: string | undefined): DescriptionLine[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bullet = /^[•\-*–]\s+/.exec(line);
      return bullet ? { bullet: true, text: line.slice(bullet[0].length) } : { bullet: false, text: line };
    });
}

/** A description in Markdown: bullets as a list, other lines as paragraphs, the user's text escaped. */
function descriptionMarkdown(text: string | undefined): string {
  const blocks: string[] = [];
  for (const line of descriptionLines(text)) {
    const md = line.bullet ? `- ${escapeMarkdown(line.text)}` : escapeMarkdown(line.text);
    if (line.bullet && blocks.at(-1)?.startsWith('- ')) blocks[blocks.length - 1] += `\n${md}`;
    else blocks.push(md);
  }
  return blocks.join('\n\n');
}

export const skillLevelNames = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;

export function dateRange(start?: string, end?: string, current?: boolean): string {
  const to = current ? 'Present' : end?.trim();
  return [start?.trim(), to].filter(Boolean).join(' – ');
}

/** A well-formatted plain-text resume (the .txt download and the builder's Copy). */
export function resumeToPlainText(data: ResumeData): string {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const lines: string[] = [];
  if (p.fullName?.trim()) lines.push(p.fullName.trim().toUpperCase());
  const contact = [p.email, p.phone, p.location, p.linkedin, p.website].map((v) => v?.trim()).filter(Boolean);
  if (contact.length) lines.push(contact.join(' | '));
  const section = (title: string, body: string[]) => {
    if (!body.length) return;
    lines.push('', title.toUpperCase(), '-'.repeat(title.length), ...body);
  };
  if (data.summary?.trim()) section('Summary', [data.summary.trim()]);
  section(
    'Experience',
    experience.flatMap((e, i) => [
      ...(i ? [''] : []),
      [e.position?.trim(), e.company?.trim()].filter(Boolean).join(', '),
      ...[[e.location?.trim(), dateRange(e.startDate, e.endDate, e.current)].filter(Boolean).join(' · ')].filter(Boolean),
      ...(e.description?.trim() ? [e.description.trim()] : []),
    ]),
  );
  section(
    'Education',
    education.flatMap((e, i) => [
      ...(i ? [''] : []),
      [[e.degree?.trim(), e.fieldOfStudy?.trim()].filter(Boolean).join(' in '), e.institution?.trim()].filter(Boolean).join(', '),
      ...[dateRange(e.startDate, e.endDate)].filter(Boolean),
      ...(e.description?.trim() ? [e.description.trim()] : []),
    ]),
  );
  section(
    'Skills',
    skills.map((s) => `• ${s.name!.trim()}${s.level ? ` (${skillLevelNames[s.level - 1]})` : ''}`),
  );
  return lines.join('\n') + '\n';
}

/** The resume as Markdown (the .md download). */
export function resumeToMarkdown(data: ResumeData): string {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const out: string[] = [];
  // Every value is the user's plain text: escaped, so it reads back exactly as typed.
  const join = (values: (string | undefined)[], separator: string) => escapeMarkdown(values.map((v) => v?.trim()).filter(Boolean).join(separator));
  const esc = (value: string | undefined) => join([value], '');
  out.push(`# ${esc(p.fullName) || 'Resume'}`);
  const contact = join([p.email, p.phone, p.location, p.linkedin, p.website], ' · ');
  if (contact) out.push(contact);
  if (data.summary?.trim()) out.push('## Summary', esc(data.summary));
  if (experience.length) {
    out.push('## Experience');
    for (const e of experience) {
      out.push(`### ${join([e.position, e.company], ', ')}`);
      const meta = join([e.location, dateRange(e.startDate, e.endDate, e.current)], ' · ');
      if (meta) out.push(`*${meta}*`);
      if (e.description?.trim()) out.push(descriptionMarkdown(e.description));
    }
  }
  if (education.length) {
    out.push('## Education');
    for (const e of education) {
      out.push(`### ${join([[e.degree?.trim(), e.fieldOfStudy?.trim()].filter(Boolean).join(' in '), e.institution], ', ')}`);
      const dates = esc(dateRange(e.startDate, e.endDate));
      if (dates) out.push(`*${dates}*`);
      if (e.description?.trim()) out.push(descriptionMarkdown(e.description));
    }
  }
  if (skills.length) {
    out.push('## Skills', skills.map((s) => `- ${esc(s.name)}${s.level ? ` (${skillLevelNames[s.level - 1]})` : ''}`).join('\n'));
  }
  return out.join('\n\n') + '\n';
}

/** The body of `POST /api/resume/preview`: the resume as it stands in the builder. */
export const resumePreviewSchema = z.object({
  data: resumeDataSchema,
  title: z.string().max(200).optional(),
});
