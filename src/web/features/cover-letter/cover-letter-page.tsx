import { useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { coverLetterTitle, letterKindFields, letterKinds, letterLengths, letterLimits, letterTones } from '../../../shared/cover-letter.ts';
import type { CreateDocumentInput, DocumentPage } from '../../../shared/documents.ts';
import { resumeTemplates, type ResumeData } from '../../../shared/resume.ts';
import { preloadMarkdown } from '../../components/documents/markdown-draft.tsx';
import { DownloadMenu } from '../../components/documents/download-menu.tsx';
import { DraftReadyAnnouncer, useDraftReady, writeOnCtrlEnter } from '../../components/generation/draft-ready.tsx';
import { DraftResult, QuotaLeft } from '../../components/generation/draft-result.tsx';
import { GenerationErrorAlert } from '../../components/generation/generation-status.tsx';
import { JobMatchPanel } from '../../components/job-match/job-match-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { TipsPanel } from '../../components/ui/titled-section.tsx';
import { api } from '../../lib/api.ts';
import { useDocument } from '../../lib/documents.ts';
import { useGenerationRun } from '../../lib/use-generation-run.ts';
import { emptyLetterForm, formFromParams, letterRequestOf, type CoverLetterForm } from './cover-letter-form.ts';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * The cover-letter generator: one of the user's resumes (or typed
 * details), the company, the role and the job ad in; a letter streamed out,
 * saved to History as a cover letter and opened in the editor from there.
 */
export function CoverLetterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, setForm] = useState<CoverLetterForm>(() => formFromParams(params));
  const [missing, setMissing] = useState<{ company?: boolean; role?: boolean }>({});
  const generation = useGenerationRun();
  const { run, startError, generating, start, regenerate, clear } = generation;
  const resumes = useQuery({ queryKey: ['documents', 'list', 'resumes-for-letter'], queryFn: ({ signal }) => api<DocumentPage>('/api/documents?type=resume&limit=100', { signal }) });
  const resume = useDocument(form.resumeId || undefined);
  const resumeData = (form.resumeId && resume.data?.type === 'resume' ? resume.data.data : {}) as ResumeData;
  const companyRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLInputElement>(null);
  const view = useDraftReady(run, generating);

  const set = <K extends keyof CoverLetterForm>(key: K, value: CoverLetterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  /** `again`: Regenerate (or Retry after a failure), which replaces the letter on screen in History. */
  async function generate(seed?: number, again = false) {
    if (generating) return;
    const gaps = { company: !form.company.trim(), role: !form.role.trim() };
    setMissing(gaps);
    if (gaps.company || gaps.role) {
      (gaps.company ? companyRef : roleRef).current?.focus();
      return;
    }
    preloadMarkdown();
    view.bringIntoView();
    await (again ? regenerate : start)('/api/generate/cover-letter', letterRequestOf(form, seed));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void generate();
  }

  function reset() {
    // Reset goes with the letter it empties: the keyboard starts again at the company.
    flushSync(() => {
      clear();
      setForm(emptyLetterForm);
    });
    companyRef.current?.focus();
  }

  /** What Download renders when the letter was not kept in History: the letter on screen with its layout. */
  function draftDocument(): CreateDocumentInput {
    const sender = form.resumeId ? (resumeData.personalInfo ?? {}) : form.contact;
    return {
      type: 'cover-letter',
      title: coverLetterTitle(form.role || t('coverLetter.untitledRole'), form.company || t('coverLetter.untitledCompany')),
      content: run?.text ?? '',
      data: { company: form.company.trim(), position: form.role.trim(), recipient: form.manager.trim() || undefined, template: form.template, sender },
    };
  }

  const resumeOptions = [
    { value: '', label: t('coverLetter.noResume') },
    ...(resumes.data?.documents ?? []).map((d) => ({ value: d.id, label: d.title })),
  ];

  return (
    <PageShell title={t('coverLetter.title')} description={t('coverLetter.intro')} width="wide">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="letter-inputs" className="h-fit rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <h2 id="letter-inputs" className="sr-only">
            {t('coverLetter.inputs')}
          </h2>
          <form onSubmit={submit} onKeyDown={(event) => writeOnCtrlEnter(event, () => void generate())} aria-label={t('coverLetter.formLabel')} className="space-y-5" noValidate>
            <SelectField
              label={t('coverLetter.resume')}
              hint={resumes.isError ? t('coverLetter.resumesFailed') : t('coverLetter.resumeHint')}
              value={form.resumeId}
              onChange={(e) => set('resumeId', e.target.value)}
              options={resumeOptions}
            />
            {form.resumeId && resume.isError && <Alert tone="error">{t('coverLetter.resumeMissing')}</Alert>}
            {!form.resumeId && (
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium text-fg">{t('coverLetter.yourDetails')}</legend>
                <TextField label={t('resume.fields.fullName')} autoComplete="name" value={form.contact.fullName} maxLength={200} onChange={(e) => set('contact', { ...form.contact, fullName: e.target.value })} />
                <TextField label={t('resume.fields.email')} type="email" autoComplete="email" value={form.contact.email} maxLength={200} onChange={(e) => set('contact', { ...form.contact, email: e.target.value })} />
                <TextField label={t('resume.fields.phone')} type="tel" autoComplete="tel" value={form.contact.phone} maxLength={200} onChange={(e) => set('contact', { ...form.contact, phone: e.target.value })} />
                <TextField label={t('resume.fields.location')} value={form.contact.location} maxLength={200} onChange={(e) => set('contact', { ...form.contact, location: e.target.value })} />
              </fieldset>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                ref={companyRef}
                label={t('coverLetter.company')}
                required
                autoComplete="organization"
                value={form.company}
                maxLength={200}
                error={missing.company && !form.company.trim() ? t('validation.required') : undefined}
                onChange={(e) => set('company', e.target.value)}
              />
              <TextField
                ref={roleRef}
                label={t('coverLetter.role')}
                required
                value={form.role}
                maxLength={200}
                error={missing.role && !form.role.trim() ? t('validation.required') : undefined}
                onChange={(e) => set('role', e.target.value)}
              />
              <TextField label={t('coverLetter.manager')} hint={t('coverLetter.managerHint')} value={form.manager} maxLength={200} onChange={(e) => set('manager', e.target.value)} />
              <SelectField
                label={t('coverLetter.kind')}
                hint={t(`coverLetter.kindHints.${form.kind}`)}
                value={form.kind}
                onChange={(e) => set('kind', e.target.value as CoverLetterForm['kind'])}
                options={letterKinds.map((v) => ({ value: v, label: t(`coverLetter.kinds.${v}`) }))}
              />
              <SelectField
                label={t('coverLetter.layout')}
                hint={t('coverLetter.layoutHint')}
                value={form.template}
                onChange={(e) => set('template', e.target.value as CoverLetterForm['template'])}
                options={resumeTemplates.map((v) => ({ value: v, label: t(`resume.templates.${v}`) }))}
              />
              <SelectField
                label={t('coverLetter.tone')}
                value={form.tone}
                onChange={(e) => set('tone', e.target.value as CoverLetterForm['tone'])}
                options={letterTones.map((v) => ({ value: v, label: t(`coverLetter.tones.${v}`) }))}
              />
              <SelectField
                label={t('coverLetter.length')}
                value={form.length}
                onChange={(e) => set('length', e.target.value as CoverLetterForm['length'])}
                options={letterLengths.map((v) => ({ value: v, label: t(`coverLetter.lengths.${v}`) }))}
              />
            </div>
            {letterKindFields[form.kind].length > 0 && (
              <fieldset className="space-y-4">
                <legend className="mb-2 text-sm font-medium text-fg">{t(`coverLetter.kinds.${form.kind}`)}</legend>
                {letterKindFields[form.kind].map((field) =>
                  field === 'availability' ? (
                    <TextField key={field} label={t('coverLetter.fields.availability')} hint={t('coverLetter.fields.availabilityHint')} value={form.availability} maxLength={letterLimits.kindField} onChange={(e) => set('availability', e.target.value)} />
                  ) : (
                    <TextareaField key={field} label={t(`coverLetter.fields.${field}`)} hint={t(`coverLetter.fields.${field}Hint`)} rows={3} value={form[field]} maxLength={letterLimits.kindField} onChange={(e) => set(field, e.target.value)} />
                  ),
                )}
              </fieldset>
            )}
            <JobMatchPanel ad={form.jobAd} onAdChange={(ad) => set('jobAd', ad)} resume={resumeData} company={form.company} role={form.role} headingLevel={3} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg" disabled={generating} focusableWhenDisabled>
                <Sparkles aria-hidden="true" className="size-4" />
                {generating ? t('essay.generating') : t('coverLetter.generate')}
              </Button>
              {run && !generating && (
                <Button variant="secondary" onClick={reset}>
                  {t('essay.reset')}
                </Button>
              )}
              <QuotaLeft />
            </div>
          </form>
        </section>

        <div className="min-w-0 space-y-6">
          {startError && <GenerationErrorAlert error={startError} onRetry={() => void generate()} />}
          {run ? (
            <DraftResult
              generation={generation}
              view={view}
              headingId="letter-result"
              title={t('coverLetter.result')}
              actions={<DownloadMenu {...(run.documentId ? { documentId: run.documentId } : { draft: draftDocument })} label={t('essay.download')} />}
              onRegenerate={() => void generate(newSeed(), true)}
              offlineNotice={t('coverLetter.offlineNotice')}
              finishedStatus={(words, numberFormat) => t('coverLetter.words', { count: words, words: numberFormat.format(words) })}
              draftLabel={t('coverLetter.letterLabel')}
            />
          ) : (
            <TipsPanel
              headingId="letter-how"
              title={t('coverLetter.how.title')}
              icon={<FileText aria-hidden="true" className="size-4 text-primary" />}
              tips={t('coverLetter.how.items', { returnObjects: true }) as string[]}
            />
          )}
          <DraftReadyAnnouncer announcement={view.announcement} />
        </div>
      </div>
    </PageShell>
  );
}
