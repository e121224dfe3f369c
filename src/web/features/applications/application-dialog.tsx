import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applicationLimits, applicationStatuses, createApplicationSchema, type ApplicationRecord } from '../../../shared/applications.ts';
import type { DocumentPage, DocumentRecord } from '../../../shared/documents.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { fetchDocument } from '../../lib/documents.ts';
import { TailorDialog } from '../../components/tailor/tailor-dialog.tsx';
import { applicationKeys, createApplication, updateApplication, useDeleteApplication } from '../../lib/applications.ts';
import { formatNumber } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** An empty date or document choice is no date or document at all (the API's null). */
const orNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema);

/** The server's own rules, for the values as a form holds them. */
const formSchema = createApplicationSchema.extend({
  ad: createApplicationSchema.shape.ad.unwrap(),
  link: createApplicationSchema.shape.link.unwrap(),
  notes: createApplicationSchema.shape.notes.unwrap(),
  status: createApplicationSchema.shape.status.unwrap(),
  appliedOn: orNull(createApplicationSchema.shape.appliedOn.unwrap()),
  deadlineOn: orNull(createApplicationSchema.shape.deadlineOn.unwrap()),
  followUpOn: orNull(createApplicationSchema.shape.followUpOn.unwrap()),
  resumeId: orNull(createApplicationSchema.shape.resumeId.unwrap()),
  coverLetterId: orNull(createApplicationSchema.shape.coverLetterId.unwrap()),
});
type FormValues = z.input<typeof formSchema>;

function valuesOf(application: ApplicationRecord | null, status: ApplicationRecord['status']): FormValues {
  return {
    company: application?.company ?? '',
    role: application?.role ?? '',
    status: application?.status ?? status,
    link: application?.link ?? '',
    appliedOn: application?.appliedOn ?? '',
    deadlineOn: application?.deadlineOn ?? '',
    followUpOn: application?.followUpOn ?? '',
    resumeId: application?.resumeId ?? '',
    coverLetterId: application?.coverLetterId ?? '',
    ad: application?.ad ?? '',
    notes: application?.notes ?? '',
  };
}

/** The user's documents of one type, to link to an application (the hundred most recent; the API's page). */
function useDocumentsOfType(type: 'resume' | 'cover-letter', enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'list', 'for-application', type],
    queryFn: ({ signal }) => api<DocumentPage>(`/api/documents?type=${type}&limit=100`, { signal }),
    enabled,
  });
}

/**
 * One application, new or saved: its company, role and ad, where it stands,
 * its dates, notes, and the resume and cover letter sent. Saving sends only
 * what the form holds; a refusal keeps every field as typed.
 */
export function ApplicationDialog({
  application,
  newStatus = 'saved',
  open,
  onOpenChange,
}: {
  /** The application to edit; null for a new one. */
  application: ApplicationRecord | null;
  /** The column a new application starts in. */
  newStatus?: ApplicationRecord['status'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useDeleteApplication();
  const [confirming, setConfirming] = useState(false);
  // The resume being tailored to this application's ad (the master, as saved).
  const [tailoring, setTailoring] = useState<DocumentRecord | null>(null);
  const [tailorFailure, setTailorFailure] = useState<string | null>(null);
  const form = useSchemaForm(formSchema, valuesOf(application, newStatus), { shouldFocusError: true, reValidateMode: 'onChange' });
  const { register, errorOf, failure, setFailure, submitWith, formState, watch, setValue } = form;
  const resumes = useDocumentsOfType('resume', open);
  const letters = useDocumentsOfType('cover-letter', open);
  const ad = watch('ad') ?? '';
  const link = watch('link') ?? '';

  const send = submitWith(async (values) => {
    try {
      const saved = application ? await updateApplication(application.id, values) : await createApplication(values);
      await client.invalidateQueries({ queryKey: applicationKeys.all });
      void notify('success', application ? t('applications.saved', { company: saved.company }) : t('applications.added', { company: saved.company }));
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof ApiError && error.code !== 'internal' ? (error.code === 'validation_failed' ? error.message : t(`errors.${error.code}`)) : t('errors.internal'));
    }
  });

  const documentOptions = (page: DocumentPage | undefined, linked: string | null | undefined) => {
    const items = page?.documents ?? [];
    const options = items.map((doc) => ({ value: doc.id, label: doc.title }));
    // A linked document older than the hundred listed is still shown by name.
    if (linked && !items.some((doc) => doc.id === linked)) options.unshift({ value: linked, label: t('applications.linkedDocument') });
    return [{ value: '', label: t('applications.noDocument') }, ...options];
  };
  const linkedResume = watch('resumeId');
  const linkedLetter = watch('coverLetterId');
  const company = watch('company') ?? '';

  /** Opens the tailoring of the chosen resume to the ad typed here; the copy becomes the resume sent. */
  async function tailor() {
    setTailorFailure(null);
    try {
      setTailoring(await fetchDocument(String(linkedResume)));
    } catch (error) {
      setTailorFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={application ? t('applications.editTitle', { company: application.company }) : t('applications.newTitle')}
        description={application ? `${application.role} · ${t(`applications.statuses.${application.status}`)}` : t('applications.newDescription')}
      >
        <form id="application-form" className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={send}>
          <TextField label={t('applications.fields.company')} required maxLength={applicationLimits.company} error={errorOf('company')} {...register('company')} />
          <TextField label={t('applications.fields.role')} required maxLength={applicationLimits.role} error={errorOf('role')} {...register('role')} />
          <SelectField
            label={t('applications.fields.status')}
            error={errorOf('status')}
            options={applicationStatuses.map((status) => ({ value: status, label: t(`applications.statuses.${status}`) }))}
            {...register('status')}
          />
          <div className="flex items-end gap-2">
            <TextField className="flex-1" label={t('applications.fields.link')} type="url" inputMode="url" maxLength={applicationLimits.link} error={errorOf('link')} {...register('link')} />
            {/^https?:\/\/\S+$/i.test(link.trim()) && (
              <a className="mb-1 inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-bg-subtle hover:text-fg" href={link.trim()} target="_blank" rel="noreferrer noopener" aria-label={t('applications.openLink')}>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            )}
          </div>
          <TextField label={t('applications.fields.appliedOn')} type="date" error={errorOf('appliedOn')} {...register('appliedOn')} />
          <TextField label={t('applications.fields.deadlineOn')} type="date" error={errorOf('deadlineOn')} {...register('deadlineOn')} />
          <TextField label={t('applications.fields.followUpOn')} hint={t('applications.followUpHint')} type="date" error={errorOf('followUpOn')} {...register('followUpOn')} />
          <div />
          <div className="space-y-1">
            <SelectField label={t('applications.fields.resume')} error={errorOf('resumeId')} options={documentOptions(resumes.data, linkedResume as string | null)} {...register('resumeId')} />
            {linkedResume ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <Link className="text-sm text-primary underline-offset-2 hover:underline" to={`/resume-builder?document=${encodeURIComponent(String(linkedResume))}`}>
                  {t('applications.openResume')}
                </Link>
                <Button type="button" variant="ghost" size="sm" disabled={!ad.trim()} focusableWhenDisabled onClick={() => void tailor()} aria-describedby={ad.trim() ? undefined : 'application-tailor-hint'}>
                  <Target aria-hidden="true" className="size-4" />
                  {t('applications.tailor')}
                </Button>
                {!ad.trim() && (
                  <span id="application-tailor-hint" className="text-xs text-fg-muted">
                    {t('applications.tailorNeedsAd')}
                  </span>
                )}
              </div>
            ) : null}
            {tailorFailure && <Alert tone="error">{tailorFailure}</Alert>}
          </div>
          <div className="space-y-1">
            <SelectField label={t('applications.fields.coverLetter')} error={errorOf('coverLetterId')} options={documentOptions(letters.data, linkedLetter as string | null)} {...register('coverLetterId')} />
            {linkedLetter ? (
              <Link className="text-sm text-primary underline-offset-2 hover:underline" to={`/documents/${encodeURIComponent(String(linkedLetter))}/edit`}>
                {t('applications.openCoverLetter')}
              </Link>
            ) : null}
          </div>
          <TextareaField
            className="sm:col-span-2"
            label={t('applications.fields.ad')}
            hint={t('applications.adHint', { used: formatNumber(ad.length), max: formatNumber(applicationLimits.ad) })}
            rows={6}
            error={errorOf('ad')}
            {...register('ad')}
          />
          <TextareaField className="sm:col-span-2" label={t('applications.fields.notes')} rows={4} maxLength={applicationLimits.notes} error={errorOf('notes')} {...register('notes')} />
          {failure && (
            <Alert tone="error" className="sm:col-span-2">
              {failure}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:col-span-2 sm:flex-row sm:items-center">
            {application && (
              <Button type="button" variant="ghost" className="h-11 text-danger sm:mr-auto sm:h-10" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('applications.delete')}
              </Button>
            )}
            <Button type="button" variant="secondary" className="h-11 sm:ml-auto sm:h-10" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" className="h-11 sm:h-10" disabled={formState.isSubmitting} focusableWhenDisabled>
              {formState.isSubmitting ? t('applications.saving') : application ? t('applications.save') : t('applications.add')}
            </Button>
          </div>
        </form>
      </Dialog>
      {tailoring && (
        <TailorDialog
          master={{ id: tailoring.id, title: tailoring.title, data: resumeDataSchema.catch({}).parse(tailoring.data), updatedAt: tailoring.updatedAt }}
          initialAd={ad}
          {...(company.trim() ? { company: company.trim() } : {})}
          open
          onOpenChange={(next) => !next && setTailoring(null)}
          onSaved={(copy) => {
            // The copy is the resume this application sends; the list of resumes now holds it.
            void client.invalidateQueries({ queryKey: ['documents', 'list', 'for-application', 'resume'] });
            client.setQueryData<DocumentPage>(['documents', 'list', 'for-application', 'resume'], (page) => (page ? { ...page, documents: [copy, ...page.documents] } : page));
            setValue('resumeId', copy.id, { shouldDirty: true });
            void notify('success', t('applications.tailored', { title: copy.title }));
          }}
        />
      )}
      {application && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('applications.deleteTitle')}
          message={t('applications.deleteMessage', { company: application.company, role: application.role })}
          confirmLabel={t('applications.delete')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(application.id, {
              onSuccess: () => {
                setConfirming(false);
                onOpenChange(false);
                void notify('success', t('applications.deleted', { company: application.company }));
              },
              onError: (error) => void notify('error', t(`errors.${error instanceof ApiError ? error.code : 'internal'}`)),
            })
          }
        />
      )}
    </>
  );
}
