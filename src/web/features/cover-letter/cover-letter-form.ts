import { coverLetterRequestSchema, letterDefaults, letterKindFields, letterKindOfTemplate, type CoverLetterRequestInput } from '../../../shared/cover-letter.ts';
import { resumeTemplates, type ResumeTemplate } from '../../../shared/resume.ts';
import { z } from '../../../shared/zod.ts';

const request = coverLetterRequestSchema.shape;
const contact = request.contact.unwrap().shape;

/**
 * The generator's form, checked with the request's own field schemas (the
 * company and the role are required, every text has its bound). It holds
 * what the request leaves out: a blank for every optional field, the typed
 * contact beside a chosen resume, every kind's fields whichever kind is
 * chosen; letterRequestOf makes the request from it.
 */
export const letterFormSchema = z.strictObject({
  /** A resume document's id, or '' to type the sender's details. */
  resumeId: z.string(),
  contact: z.strictObject({ fullName: contact.fullName.unwrap(), email: contact.email.unwrap(), phone: contact.phone.unwrap(), location: contact.location.unwrap() }),
  company: request.company,
  role: request.role,
  manager: request.manager.unwrap(),
  // Not checked here: the job-match panel says when the ad is too long, and the server's refusal names it (no field here would).
  jobAd: z.string(),
  tone: request.tone.unwrap(),
  length: request.length.unwrap(),
  template: request.template.unwrap(),
  kind: request.kind.unwrap(),
  /** The kinds' own fields (an internship's availability and goals, a career change's reason); sent only for the kind that uses them. */
  availability: request.availability.unwrap(),
  learningGoals: request.learningGoals.unwrap(),
  changeReason: request.changeReason.unwrap(),
});
export type CoverLetterForm = z.input<typeof letterFormSchema>;

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
  kind: letterDefaults.kind,
  availability: '',
  learningGoals: '',
  changeReason: '',
};

const isTemplate = (value: string | null): value is ResumeTemplate => (resumeTemplates as readonly (string | null)[]).includes(value);

/**
 * The form a link opens: `?layout=` (a resume template) and `?template=` (the
 * kind of letter), from the Templates page's cover-letter cards, and
 * `?resume=` (a resume's id, from the Resume Builder). Anything else is ignored.
 */
export function formFromParams(params: URLSearchParams): CoverLetterForm {
  const layout = params.get('layout');
  const resume = params.get('resume');
  const kind = Object.hasOwn(letterKindOfTemplate, params.get('template') ?? '') ? letterKindOfTemplate[params.get('template')!] : undefined;
  return {
    ...emptyLetterForm,
    ...(kind ? { kind } : {}),
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
    kind: form.kind,
    ...Object.fromEntries(letterKindFields[form.kind].map((field) => [field, form[field].trim()]).filter(([, value]) => value)),
    ...(form.resumeId ? { resumeId: form.resumeId } : Object.keys(contact).length ? { contact } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}
