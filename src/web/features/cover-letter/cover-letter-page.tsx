import { useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useWatch } from 'react-hook-form';
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
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { emptyLetterForm, formFromParams, letterFormSchema, letterRequestOf } from './cover-letter-form.ts';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * The cover-letter generator: one of the user's resumes (or typed
 * details), the company, the role and the job ad in; a letter streamed out,
 * saved to History as a cover letter and opened in the editor from there.
 */
export function CoverLetterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Raw: letterRequestOf makes the request from the fields as typed (it trims them and leaves blanks out).
  const {
    register,
    control,
    handleSubmit,
    reset: resetForm,
    setFocus,
    getValues,
    errorOf,
  } = useSchemaForm(letterFormSchema, formFromParams(params), { raw: true, reValidateMode: 'onChange', shouldFocusError: true });
  // What the page shows besides the fields: the chosen resume, the kind's own fields, the job match's company and role.
  const [resumeId, company, role, kind] = useWatch({ control, name: ['resumeId', 'company', 'role', 'kind'] });
  const generation = useGenerationRun();
  const { run, startError, generating, start, regenerate, clear } = generation;
  const resumes = useQuery({ queryKey: ['documents', 'list', 'resumes-for-letter'], queryFn: ({ signal }) => api<DocumentPage>('/api/documents?type=resume&limit=100', { signal }) });
  const resume = useDocument(resumeId || undefined);
  const resumeData = (resumeId && resume.data?.type === 'resume' ? resume.data.data : {}) as ResumeData;
  const view = useDraftReady(run, generating);

  /** `again`: Regenerate (or Retry after a failure), which replaces the letter on screen in History. */
  async function generate(seed?: number, again = false) {
    if (generating) return;
    // A refused form puts the keyboard on the first field to fill (the company, else the role).
    await handleSubmit(async (values) => {
      // Written: the fields are checked again at the next Write only, as a blank company says nothing until then.
      resetForm(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true, keepFieldsRef: true });
      preloadMarkdown();
      view.bringIntoView();
      await (again ? regenerate : start)('/api/generate/cover-letter', letterRequestOf(values, seed));
    })();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void generate();
  }

  function reset() {
    // Reset goes with the letter it empties: the keyboard starts again at the company.
    flushSync(() => {
      clear();
      resetForm(emptyLetterForm);
    });
    setFocus('company');
  }

  /** What Download renders when the letter was not kept in History: the letter on screen with its layout. */
  function draftDocument(): CreateDocumentInput {
    const form = getValues();
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
            {/* Controlled: a resume named by the link (?resume=) is chosen once the list of resumes has come. */}
            <Controller
              control={control}
              name="resumeId"
              render={({ field }) => (
                <SelectField label={t('coverLetter.resume')} hint={resumes.isError ? t('coverLetter.resumesFailed') : t('coverLetter.resumeHint')} options={resumeOptions} {...field} />
              )}
            />
            {resumeId && resume.isError && <Alert tone="error">{t('coverLetter.resumeMissing')}</Alert>}
            {!resumeId && (
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium text-fg">{t('coverLetter.yourDetails')}</legend>
                <TextField label={t('resume.fields.fullName')} autoComplete="name" maxLength={200} error={errorOf('contact.fullName')} {...register('contact.fullName')} />
                <TextField label={t('resume.fields.email')} type="email" autoComplete="email" maxLength={200} error={errorOf('contact.email')} {...register('contact.email')} />
                <TextField label={t('resume.fields.phone')} type="tel" autoComplete="tel" maxLength={200} error={errorOf('contact.phone')} {...register('contact.phone')} />
                <TextField label={t('resume.fields.location')} maxLength={200} error={errorOf('contact.location')} {...register('contact.location')} />
              </fieldset>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('coverLetter.company')} required autoComplete="organization" maxLength={200} error={errorOf('company')} {...register('company')} />
              <TextField label={t('coverLetter.role')} required maxLength={200} error={errorOf('role')} {...register('role')} />
              <TextField label={t('coverLetter.manager')} hint={t('coverLetter.managerHint')} maxLength={200} error={errorOf('manager')} {...register('manager')} />
              <SelectField
                label={t('coverLetter.kind')}
                hint={t(`coverLetter.kindHints.${kind}`)}
                options={letterKinds.map((v) => ({ value: v, label: t(`coverLetter.kinds.${v}`) }))}
                {...register('kind')}
              />
              <SelectField
                label={t('coverLetter.layout')}
                hint={t('coverLetter.layoutHint')}
                options={resumeTemplates.map((v) => ({ value: v, label: t(`resume.templates.${v}`) }))}
                {...register('template')}
              />
              <SelectField
                label={t('coverLetter.tone')}
                options={letterTones.map((v) => ({ value: v, label: t(`coverLetter.tones.${v}`) }))}
                {...register('tone')}
              />
              <SelectField
                label={t('coverLetter.length')}
                options={letterLengths.map((v) => ({ value: v, label: t(`coverLetter.lengths.${v}`) }))}
                {...register('length')}
              />
            </div>
            {letterKindFields[kind].length > 0 && (
              <fieldset className="space-y-4">
                <legend className="mb-2 text-sm font-medium text-fg">{t(`coverLetter.kinds.${kind}`)}</legend>
                {letterKindFields[kind].map((field) =>
                  field === 'availability' ? (
                    <TextField
                      key={field}
                      label={t('coverLetter.fields.availability')}
                      hint={t('coverLetter.fields.availabilityHint')}
                      maxLength={letterLimits.kindField}
                      error={errorOf('availability')}
                      {...register('availability')}
                    />
                  ) : (
                    <TextareaField
                      key={field}
                      label={t(`coverLetter.fields.${field}`)}
                      hint={t(`coverLetter.fields.${field}Hint`)}
                      rows={3}
                      maxLength={letterLimits.kindField}
                      error={errorOf(field)}
                      {...register(field)}
                    />
                  ),
                )}
              </fieldset>
            )}
            <Controller
              control={control}
              name="jobAd"
              render={({ field }) => <JobMatchPanel ad={field.value} onAdChange={field.onChange} resume={resumeData} company={company} role={role} headingLevel={3} />}
            />
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
