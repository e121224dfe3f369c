import { letterDefaults, type CoverLetterRequestInput, type LetterContact, type LetterLength, type LetterTone } from '../../../shared/cover-letter.ts';
import { resumeTemplates, type ResumeTemplate } from '../../../shared/resume.ts';

export interface CoverLetterForm {
  /** A resume document's id, or '' to type the sender's details. */
  resumeId: string;
  contact: Required<Pick<LetterContact, 'fullName' | 'email' | 'phone' | 'location'>>;
  company: string;
  role: string;
  manager: string;
  jobAd: string;
  tone: LetterTone;
  length: LetterLength;
  template: ResumeTemplate;
}

export const emptyLetterForm: CoverLetterForm = {
  resumeId: '',
  contact: { fullName: '', email: '', phone: '', location: '' },
  company: '',
  role: '',
  manager: '',
  jobAd: '',
  tone: letterDefaults.tone,
  length: letterDefaults.length,
  template: letterDefaults.template,
};

const isTemplate = (value: string | null): value is ResumeTemplate => (resumeTemplates as readonly (string | null)[]).includes(value);

/**
 * The form a link opens: `?layout=` (a resume template, from the Templates
 * page's cover-letter cards) and `?resume=` (a resume's id, from the Resume
 * Builder). Anything else is ignored.
 */
export function formFromParams(params: URLSearchParams): CoverLetterForm {
  const layout = params.get('layout');
  const resume = params.get('resume');
  return {
    ...emptyLetterForm,
    ...(isTemplate(layout) ? { template: layout } : {}),
    ...(resume && /^[0-9a-f-]{36}$/i.test(resume) ? { resumeId: resume } : {}),
  };
}

/** The request the generator sends: blank optional fields left out, the typed contact only without a resume. */
export function letterRequestOf(form: CoverLetterForm, seed?: number): CoverLetterRequestInput {
  const contact = Object.fromEntries(Object.entries(form.contact).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
  return {
    company: form.company.trim(),
    role: form.role.trim(),
    ...(form.manager.trim() ? { manager: form.manager.trim() } : {}),
    ...(form.jobAd.trim() ? { jobAd: form.jobAd.trim() } : {}),
    tone: form.tone,
    length: form.length,
    template: form.template,
    ...(form.resumeId ? { resumeId: form.resumeId } : Object.keys(contact).length ? { contact } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}
