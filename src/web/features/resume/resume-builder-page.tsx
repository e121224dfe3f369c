import { Check, Copy, Eye, Mail, Pencil, Save, Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { documentTypeRules } from '../../../shared/document-types.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { isLanguage, languageFor, languageNames, languages } from '../../../shared/languages.ts';
import { resumeDataSchema, resumeTemplates, resumeToPlainText, skillLevels, type ResumeTemplate } from '../../../shared/resume.ts';
import { ResumeBracketNotesNotice } from '../../components/documents/bracket-notes-notice.tsx';
import { DownloadMenu } from '../../components/documents/download-menu.tsx';
import { ShareDialog } from '../../components/sharing/share-dialog.tsx';
import { DocumentLoadError, SaveStatusText } from '../../components/documents/save-status.tsx';
import type { JobMatchSection } from '../../components/job-match/job-match-panel.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';
import { RestoredDraftNotice } from '../../components/documents/restored-draft-notice.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner, Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes-guard.tsx';
import { editPathFor } from '../../lib/document-links.ts';
import { createDocument, updateDocument, useDocument, useDocumentSaved } from '../../lib/documents.ts';
import { usePreferences } from '../../lib/account.ts';
import { pendingDraft, useAutosave } from '../../lib/use-autosave.ts';
import { useShallowStable } from '../../lib/use-shallow-stable.ts';
import { fieldTarget, lineStart, resumeFieldId, type ResumePath } from './checks/field-target.ts';
import { ResumeChecksPanel } from './checks/resume-checks-panel.tsx';
import { EmptiedResumeNotice } from './emptied-resume-notice.tsx';
import { EntryCardList } from './entry-card-list.tsx';
import { ExperienceDescription } from './experience-description.tsx';
import { ResumeImportButton } from './import/resume-import-dialog.tsx';
import { JsonResumeActions } from './json-resume-actions.tsx';
import { TailorButton } from '../../components/tailor/tailor-dialog.tsx';
import { TailoredCopyNotice } from '../../components/tailor/tailored-copy-notice.tsx';
import { MonthYearField } from './month-year-field.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { SummaryField } from './summary-field.tsx';
import { ExtraSectionEditor } from './sections/extra-section-editor.tsx';
import { SectionArrange } from './sections/section-arrange.tsx';
import { useSectionName } from './sections/section-name.ts';
import {
  emptyEntry,
  fieldProblems,
  isEmptyResume,
  missingRequired,
  moveEntry,
  isExtraSection,
  presentSections,
  removeEntry,
  blankEntryFor,
  skillRowFor,
  titleFor,
  toDraft,
  withoutJobAd,
  worthKeeping,
  type ListKey,
  type ResumeDraft,
} from './resume-form.ts';

// The matcher brings stop-word lists and stemmers of five languages: loaded when the panel first opens.
const JobMatchPanel = lazy(() => import('../../components/job-match/job-match-panel.tsx').then((m) => ({ default: m.JobMatchPanel })));

interface Saved {
  title: string;
  data: ResumeDraft;
}


function parseTemplate(value: string | null): ResumeTemplate {
  return (resumeTemplates as readonly string[]).includes(value ?? '') ? (value as ResumeTemplate) : 'professional';
}

export function ResumeBuilderPage() {
  const [params] = useSearchParams();
  const documentId = params.get('document') ?? undefined;
  // The resume this page created itself: its address changes, the form on screen stays.
  const [createdHere, setCreatedHere] = useState<string>();
  // Bumped when the resume on screen is deleted: a new, empty form.
  const [fresh, setFresh] = useState(0);
  const discarded = useCallback(() => {
    setCreatedHere(undefined);
    setFresh((n) => n + 1);
  }, []);
  const query = useDocument(documentId === createdHere ? undefined : documentId);
  if (!documentId || documentId === createdHere) {
    return <Builder key={`new-${fresh}`} doc={null} template={parseTemplate(params.get('template'))} onCreated={setCreatedHere} onDeleted={discarded} />;
  }
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <DocumentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (documentTypeRules[query.data.type].editor !== 'resume-builder') return <Navigate to={editPathFor(query.data)} replace />;
  return <Builder key={query.data.id} doc={query.data} template="professional" onDeleted={discarded} />;
}

function Builder({ doc, template, onCreated, onDeleted }: { doc: DocumentRecord | null; template: ResumeTemplate; onCreated?: (id: string) => void; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const saved = useDocumentSaved();
  const storageKey = doc ? `inkwell.draft.document.${doc.id}` : 'inkwell.draft.resume.new';
  const [initial] = useState(() => {
    const parsed = doc ? resumeDataSchema.safeParse(doc.data) : null;
    // A resume without a language of its own is shown (and saved at its next edit) in the interface's.
    const language = languageFor([i18n.resolvedLanguage ?? 'en']);
    const server: Saved = { title: doc?.title ?? '', data: toDraft(parsed?.success ? parsed.data : { template }, language) };
    const local = pendingDraft<Saved>(storageKey);
    return { server, start: local ?? server, restored: Boolean(local) };
  });
  const [draft, setDraft] = useState<ResumeDraft>(initial.start.data);
  const [title, setTitle] = useState(initial.start.title);
  // A stored value that is already wrong is flagged at once; others once the user leaves the field.
  const [touched, setTouched] = useState<Set<string>>(() => new Set(fieldProblems(initial.start.data).keys()));
  const [tab, setTab] = useState('personal');
  const [preview, setPreview] = useState(false);
  const [copied, setCopied] = useState(false);
  // Closed until used; a resume saved with an ad opens with its match showing.
  const [matchOpen, setMatchOpen] = useState(() => Boolean(initial.start.data.jobAd?.trim()));
  const idRef = useRef(doc?.id);
  const [documentId, setDocumentId] = useState(doc?.id);
  const [sharing, setSharing] = useState(false);
  // When the server last saved this resume: a tailored copy remembers which version of its master it was made from.
  const [savedAt, setSavedAt] = useState(doc?.updatedAt);
  const missing = missingRequired(draft);
  const problems = fieldProblems(draft);
  const isNew = !documentId;
  const keepable = worthKeeping(draft);

  const defaultTitle = titleFor(draft, (name) => t('resume.namedTitle', { name }), t('resume.untitled'));
  const value = useMemo<Saved>(() => ({ title: title.trim() || defaultTitle, data: draft }), [title, defaultTitle, draft]);
  const save = useCallback(
    async (next: Saved) => {
      // A new resume becomes a History document only once it has a name and one more detail:
      // until then there is nothing to save, and an attempt left here leaves nothing behind.
      if (!idRef.current && !worthKeeping(next.data)) return;
      const body = { title: next.title, data: next.data };
      const record = idRef.current ? await updateDocument(idRef.current, body) : await createDocument({ type: 'resume', ...body });
      if (!idRef.current) {
        idRef.current = record.id;
        setDocumentId(record.id);
        onCreated?.(record.id);
        // The address now names the saved resume, so a reload opens it.
        setParams({ document: record.id }, { replace: true });
      }
      saved(record);
      setSavedAt(record.updatedAt);
    },
    [saved, setParams, onCreated],
  );
  // A new resume is saved once it is worth keeping (see save); a restored draft is saved at once.
  const [serverValue] = useState(() => (doc || initial.restored ? initial.server : value));
  const autoSave = usePreferences().privacy.autoSave;
  const autosave = useAutosave<Saved>({ value, serverValue, save, storageKey, enabled: autoSave });
  // Autosave off: edits wait for Save, so leaving with some asks first (not for a new resume too empty to keep).
  const mustAsk = !autoSave && autosave.dirty && (!isNew || keepable);

  /** The message of a field the user has been in: required and empty, or filled but wrong. */
  const show = (path: string) => {
    if (!touched.has(path)) return undefined;
    if (missing.has(path)) return t('validation.required');
    const problem = problems.get(path);
    return problem ? t(problem) : undefined;
  };
  /** A date's message: at once (a date is chosen, not typed). */
  const dateProblem = (path: string) => {
    const problem = problems.get(path);
    return problem ? t(problem) : undefined;
  };
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));

  function setPersonal(key: keyof ResumeDraft['personalInfo'], v: string) {
    setDraft((d) => ({ ...d, personalInfo: { ...d.personalInfo, [key]: v } }));
  }
  function setEntry<K extends ListKey>(list: K, index: number, patch: Partial<ResumeDraft[K][number]>) {
    setDraft((d) => ({ ...d, [list]: d[list].map((e, i) => (i === index ? { ...e, ...patch } : e)) }));
  }
  function add(list: ListKey) {
    setDraft((d) => ({ ...d, [list]: [...d[list], emptyEntry[list]()] }));
  }
  function remove(list: ListKey, index: number) {
    setDraft((d) => ({ ...d, [list]: removeEntry(d[list] as { id: string }[], index) }));
  }
  function move(list: ListKey, from: number, to: number) {
    setDraft((d) => ({ ...d, [list]: moveEntry(d[list] as { id: string }[], from, to) }));
  }

  // A tab for each section the resume has, in the resume's order, between Personal and Arrange.
  const sectionName = useSectionName(draft);
  const sectionTabs = presentSections(draft);
  const tabKeys = ['personal', ...sectionTabs, 'arrange'];
  const activeTab = tabKeys.includes(tab) ? tab : 'personal';
  /** A section just added: its tab opens with its first field focused. */
  function openAdded(key: string) {
    flushSync(() => setTab(key));
    document.querySelector<HTMLElement>(`#resume-section-${key} :is(input, textarea)`)?.focus();
  }

  // What the preview, the summary writer and JSON Resume read: the resume, not the ad beside it.
  // The same object while only the ad changes, so the preview is not drawn again at each keystroke in a long ad.
  const resume = useShallowStable(useMemo(() => withoutJobAd(draft), [draft]));

  /** A missing term of the job ad: to a skill name to fill in (an empty row, or a new one), or to the summary. */
  function goTo(section: JobMatchSection) {
    const row = section === 'skills' ? skillRowFor(draft.skills) : null;
    const entry = section === 'languages' || section === 'education' ? blankEntryFor(draft, section) : null;
    // Rendered at once, so the field is there to be focused.
    flushSync(() => {
      if (row?.added) setDraft((d) => ({ ...d, skills: [...d.skills, row.added!] }));
      if (entry && entry.draft !== draft) setDraft(entry.draft);
      setTab(section);
    });
    const field = entry
      ? document.querySelector<HTMLElement>(`[aria-labelledby="${entry.id}-heading"] input`)
      : document.getElementById(row ? resumeFieldId('skills', row.id, 'name') : resumeFieldId('summary'));
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }

  /** A check's "Go to field": the field's tab opened, the field focused, a description's caret at the start of the line meant. */
  function goToResumeField(path: ResumePath, line?: number) {
    const target = fieldTarget(draft, path);
    if (!target) return;
    // Rendered at once (the form, not the full preview; the field's tab), so the field is there to be focused.
    flushSync(() => {
      setPreview(false);
      setTab(target.tab);
    });
    const found = target.id ? document.getElementById(target.id) : null;
    // A date is a group of two selects: the first of them.
    const field = found?.matches('input, textarea, select') ? found : found?.querySelector<HTMLElement>('input, textarea, select');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
    if (line !== undefined && field instanceof HTMLTextAreaElement) {
      const at = lineStart(field.value, line);
      field.setSelectionRange(at, at);
      // The line in sight inside a long description too.
      const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight);
      if (Number.isFinite(lineHeight)) field.scrollTop = Math.max(0, (line - 1) * lineHeight);
    }
  }

  async function copy() {
    await navigator.clipboard.writeText(resumeToPlainText(draft));
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  return (
    <PageShell title={t('pages.resumeBuilder.title')} description={t('pages.resumeBuilder.description')} width="wide">
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5 md:flex-row md:items-start">
        <TextField
          className="flex-1"
          label={t('resume.name')}
          value={title}
          placeholder={defaultTitle}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <SelectField
          className="md:w-60"
          label={t('resume.template')}
          value={draft.template ?? 'professional'}
          onChange={(e) => setDraft((d) => ({ ...d, template: parseTemplate(e.target.value) }))}
          options={resumeTemplates.map((v) => ({ value: v, label: t(`resume.templates.${v}`) }))}
        />
        <SelectField
          className="md:w-48"
          label={t('resume.language')}
          hint={t('resume.languageHint')}
          value={draft.language ?? 'en'}
          onChange={(e) => {
            const language = e.target.value;
            if (isLanguage(language)) setDraft((d) => ({ ...d, language }));
          }}
          // Each language by its own name, as the language pickers show them.
          options={languages.map((v) => ({ value: v, label: languageNames[v] }))}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {isNew && !keepable ? <p role="status" className="text-sm text-fg-muted">{t('resume.notKept')}</p> : <SaveStatusText status={autosave.status} />}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" className="h-11 sm:h-10" onClick={() => setPreview((p) => !p)}>
            {preview ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {preview ? t('resume.edit') : t('resume.preview')}
          </Button>
          <Button variant="secondary" className="h-11 sm:h-10" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            <span aria-live="polite">{copied ? t('resume.copied') : t('resume.copy')}</span>
          </Button>
          {!autoSave && (
            <Button className="h-11 sm:h-10" onClick={() => void autosave.saveNow()} disabled={autosave.status === 'saving' || !autosave.dirty || (isNew && !keepable)} focusableWhenDisabled>
              <Save aria-hidden="true" className="size-4" />
              {t('editor.save')}
            </Button>
          )}
          {documentId && <DownloadMenu documentId={documentId} />}
          {documentId && !doc?.access && (
            <>
              <Button variant="secondary" className="h-11 sm:h-10" onClick={() => setSharing(true)}>
                <Share2 aria-hidden="true" className="size-4" />
                {t('sharing.button')}
              </Button>
              <ShareDialog documentId={documentId} title={value.title} open={sharing} onOpenChange={setSharing} />
            </>
          )}
          {documentId && (
            // The letter for this resume, in its layout (the generator picks the resume from the address).
            <ButtonLink variant="secondary" className="h-11 sm:h-10" to={`/cover-letter?resume=${encodeURIComponent(documentId)}&layout=${draft.template ?? 'professional'}`}>
              <Mail aria-hidden="true" className="size-4" />
              {t('coverLetter.writeOne')}
            </ButtonLink>
          )}
          <JsonResumeActions
            resume={resume}
            title={value.title}
            hasContent={resumeToPlainText(draft).trim().length > 0}
            // The job ad is not part of the resume file: it stays, and so does the resume's language.
            onImport={(data) => setDraft((d) => toDraft({ ...data, template: data.template ?? d.template, language: data.language ?? d.language, jobAd: d.jobAd }))}
          />
          <ResumeImportButton
            hasContent={resumeToPlainText(draft).trim().length > 0}
            // The job ad is not part of the file: it stays, and so do the template and the resume's language unless the file names one.
            onImport={(data) => setDraft((d) => toDraft({ ...data, template: d.template, language: data.language ?? d.language, jobAd: d.jobAd }))}
          />
          {!draft.tailoredFrom && (
            <TailorButton
              documentId={documentId}
              title={value.title}
              data={draft}
              updatedAt={savedAt}
              // The copy is made from the resume as saved: edits still waiting are saved first.
              prepare={autosave.dirty ? () => autosave.saveNow() : undefined}
            />
          )}
        </div>
      </div>

      <RestoredDraftNotice restored={initial.restored} />

      {doc && draft.tailoredFrom && <TailoredCopyNotice doc={doc} data={draft} onPull={(data) => setDraft((d) => toDraft({ ...data, template: d.template, language: d.language }))} />}

      {documentId && isEmptyResume(draft) && <EmptiedResumeNotice documentId={documentId} storageKey={storageKey} onDeleted={onDeleted} />}

      <ResumeBracketNotesNotice className="mt-4" resume={resume} />

      {preview ? (
        <section aria-label={t('resume.preview')} className="mx-auto mt-6 max-w-3xl">
          <ResumePreview data={resume} title={title} headingLevel={2} />
        </section>
      ) : (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <Tabs value={activeTab} onValueChange={setTab}>
              {/* Wrapped, not scrolled: on a phone every section stays in sight. */}
              <TabsList aria-label={t('resume.sections')} className="flex-wrap overflow-visible">
                <TabsTrigger value="personal">{t('resume.tabs.personal')}</TabsTrigger>
                {sectionTabs.map((key) => (
                  <TabsTrigger key={key} value={key}>
                    {isExtraSection(key) ? sectionName(key) : t(`resume.tabs.${key}`)}
                  </TabsTrigger>
                ))}
                <TabsTrigger value="arrange">{t('resume.tabs.arrange')}</TabsTrigger>
              </TabsList>

              <TabsContent value="personal">
                <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 sm:p-5">
                  <TextField id={resumeFieldId('personalInfo', 'fullName')} label={t('resume.fields.fullName')} required autoComplete="name" value={draft.personalInfo.fullName ?? ''} onChange={(e) => setPersonal('fullName', e.target.value)} onBlur={() => touch('personalInfo.fullName')} error={show('personalInfo.fullName')} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'label')} label={t('resume.fields.label')} hint={t('resume.fields.labelHint')} value={draft.personalInfo.label ?? ''} onChange={(e) => setPersonal('label', e.target.value)} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'email')} label={t('resume.fields.email')} required type="email" autoComplete="email" value={draft.personalInfo.email ?? ''} onChange={(e) => setPersonal('email', e.target.value)} onBlur={() => touch('personalInfo.email')} error={show('personalInfo.email')} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'phone')} label={t('resume.fields.phone')} type="tel" autoComplete="tel" value={draft.personalInfo.phone ?? ''} onChange={(e) => setPersonal('phone', e.target.value)} onBlur={() => touch('personalInfo.phone')} error={show('personalInfo.phone')} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'location')} label={t('resume.fields.location')} autoComplete="address-level2" value={draft.personalInfo.location ?? ''} onChange={(e) => setPersonal('location', e.target.value)} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'linkedin')} label={t('resume.fields.linkedin')} type="url" value={draft.personalInfo.linkedin ?? ''} onChange={(e) => setPersonal('linkedin', e.target.value)} onBlur={() => touch('personalInfo.linkedin')} error={show('personalInfo.linkedin')} maxLength={200} />
                  <TextField id={resumeFieldId('personalInfo', 'website')} label={t('resume.fields.website')} type="url" autoComplete="url" value={draft.personalInfo.website ?? ''} onChange={(e) => setPersonal('website', e.target.value)} onBlur={() => touch('personalInfo.website')} error={show('personalInfo.website')} maxLength={200} />
                </div>
              </TabsContent>

              <TabsContent value="summary">
                <div className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
                  <SummaryField id={resumeFieldId('summary')} resume={resume} value={draft.summary ?? ''} onChange={(summary) => setDraft((d) => ({ ...d, summary }))} />
                </div>
              </TabsContent>

              <TabsContent value="experience" className="space-y-4">
                <EntryCardList
                  entries={draft.experience}
                  entryName={(n) => t('resume.experienceN', { n })}
                  addLabel={t('resume.addExperience')}
                  onAdd={() => add('experience')}
                  onMove={(from, to) => move('experience', from, to)}
                  onRemove={(index) => remove('experience', index)}
                >
                  {(e, i) => (
                    <>
                      <TextField id={resumeFieldId('experience', e.id, 'company')} label={t('resume.fields.company')} required value={e.company ?? ''} onChange={(ev) => setEntry('experience', i, { company: ev.target.value })} onBlur={() => touch(`experience.${e.id}.company`)} error={show(`experience.${e.id}.company`)} maxLength={200} />
                      <TextField id={resumeFieldId('experience', e.id, 'position')} label={t('resume.fields.position')} required value={e.position ?? ''} onChange={(ev) => setEntry('experience', i, { position: ev.target.value })} onBlur={() => touch(`experience.${e.id}.position`)} error={show(`experience.${e.id}.position`)} maxLength={200} />
                      <TextField id={resumeFieldId('experience', e.id, 'location')} label={t('resume.fields.location')} value={e.location ?? ''} onChange={(ev) => setEntry('experience', i, { location: ev.target.value })} maxLength={200} />
                      <MonthYearField id={resumeFieldId('experience', e.id, 'startDate')} className="sm:col-start-1" label={t('resume.fields.startDate')} value={e.startDate ?? ''} onChange={(startDate) => setEntry('experience', i, { startDate })} />
                      <MonthYearField id={resumeFieldId('experience', e.id, 'endDate')} label={t('resume.fields.endDate')} value={e.current ? '' : (e.endDate ?? '')} disabled={Boolean(e.current)} error={dateProblem(`experience.${e.id}.endDate`)} onChange={(endDate) => setEntry('experience', i, { endDate })} />
                      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-fg sm:col-span-2">
                        <input id={resumeFieldId('experience', e.id, 'current')} type="checkbox" className="size-4 accent-[var(--primary)]" checked={Boolean(e.current)} onChange={(ev) => setEntry('experience', i, { current: ev.target.checked })} />
                        {t('resume.fields.current')}
                      </label>
                      <ExperienceDescription id={resumeFieldId('experience', e.id, 'description')} label={t('resume.fields.description')} value={e.description ?? ''} onChange={(description) => setEntry('experience', i, { description })} />
                    </>
                  )}
                </EntryCardList>
              </TabsContent>

              <TabsContent value="education" className="space-y-4">
                <EntryCardList
                  entries={draft.education}
                  entryName={(n) => t('resume.educationN', { n })}
                  addLabel={t('resume.addEducation')}
                  onAdd={() => add('education')}
                  onMove={(from, to) => move('education', from, to)}
                  onRemove={(index) => remove('education', index)}
                >
                  {(e, i) => (
                    <>
                      <TextField id={resumeFieldId('education', e.id, 'institution')} label={t('resume.fields.institution')} required value={e.institution ?? ''} onChange={(ev) => setEntry('education', i, { institution: ev.target.value })} onBlur={() => touch(`education.${e.id}.institution`)} error={show(`education.${e.id}.institution`)} maxLength={200} />
                      <TextField id={resumeFieldId('education', e.id, 'degree')} label={t('resume.fields.degree')} required value={e.degree ?? ''} onChange={(ev) => setEntry('education', i, { degree: ev.target.value })} onBlur={() => touch(`education.${e.id}.degree`)} error={show(`education.${e.id}.degree`)} maxLength={200} />
                      <TextField id={resumeFieldId('education', e.id, 'fieldOfStudy')} label={t('resume.fields.fieldOfStudy')} value={e.fieldOfStudy ?? ''} onChange={(ev) => setEntry('education', i, { fieldOfStudy: ev.target.value })} maxLength={200} />
                      <MonthYearField id={resumeFieldId('education', e.id, 'startDate')} className="sm:col-start-1" label={t('resume.fields.startDate')} value={e.startDate ?? ''} onChange={(startDate) => setEntry('education', i, { startDate })} />
                      <MonthYearField id={resumeFieldId('education', e.id, 'endDate')} label={t('resume.fields.endDate')} value={e.endDate ?? ''} error={dateProblem(`education.${e.id}.endDate`)} onChange={(endDate) => setEntry('education', i, { endDate })} />
                      <TextareaField id={resumeFieldId('education', e.id, 'description')} className="sm:col-span-2" label={t('resume.fields.description')} value={e.description ?? ''} onChange={(ev) => setEntry('education', i, { description: ev.target.value })} maxLength={5000} />
                    </>
                  )}
                </EntryCardList>
              </TabsContent>

              <TabsContent value="skills" className="space-y-4">
                <EntryCardList
                  entries={draft.skills}
                  entryName={(n) => t('resume.skillN', { n })}
                  addLabel={t('resume.addSkill')}
                  onAdd={() => add('skills')}
                  onMove={(from, to) => move('skills', from, to)}
                  onRemove={(index) => remove('skills', index)}
                >
                  {(s, i) => (
                    <>
                      <TextField id={resumeFieldId('skills', s.id, 'name')} label={t('resume.fields.skill')} value={s.name ?? ''} onChange={(ev) => setEntry('skills', i, { name: ev.target.value })} maxLength={200} />
                      <SelectField
                        id={resumeFieldId('skills', s.id, 'level')}
                        label={t('resume.fields.level')}
                        value={String(s.level ?? 3)}
                        onChange={(ev) => setEntry('skills', i, { level: Number(ev.target.value) })}
                        options={skillLevels.map((level) => ({ value: String(level), label: t(`documents.skillLevels.${level}`) }))}
                      />
                    </>
                  )}
                </EntryCardList>
              </TabsContent>
              {sectionTabs.filter(isExtraSection).map((key) => (
                <TabsContent key={key} value={key}>
                  <div id={`resume-section-${key}`}>
                    <ExtraSectionEditor sectionKey={key} draft={draft} update={setDraft} dateProblem={dateProblem} />
                  </div>
                </TabsContent>
              ))}

              <TabsContent value="arrange">
                <SectionArrange draft={draft} update={setDraft} onAdded={openAdded} />
              </TabsContent>
            </Tabs>
            <Accordion type="single" collapsible value={matchOpen ? 'job-match' : ''} onValueChange={(value) => setMatchOpen(value === 'job-match')} className="rounded-2xl border border-border bg-surface px-4 sm:px-5">
              <AccordionItem value="job-match">
                <AccordionTrigger level={2} className="py-4">
                  {t('jobMatch.title')}
                </AccordionTrigger>
                <AccordionContent className="pb-5">
                  <Suspense fallback={<Spinner />}>
                    <JobMatchPanel ad={draft.jobAd ?? ''} onAdChange={(jobAd) => setDraft((d) => ({ ...d, jobAd }))} resume={resume} onGoTo={goTo} />
                  </Suspense>
                </AccordionContent>
              </AccordionItem>
            </Accordion>
            <Accordion type="single" collapsible className="rounded-2xl border border-border bg-surface px-4 sm:px-5">
              <AccordionItem value="resume-checks">
                <AccordionTrigger level={2} className="py-4">
                  {t('resume.checks.panel.title')}
                </AccordionTrigger>
                <AccordionContent className="pb-5">
                  <ResumeChecksPanel resume={resume} title={value.title} onGoTo={goToResumeField} />
                </AccordionContent>
              </AccordionItem>
            </Accordion>
          </div>
          {/* Beside the form on wide screens; under it (after the form and the job-ad match) on phones. */}
          <aside aria-labelledby="live-preview-heading">
            <div className="lg:sticky lg:top-24">
              <h2 id="live-preview-heading" className="mb-2 text-sm font-medium text-fg-muted">
                {t('resume.livePreview')}
              </h2>
              <ResumePreview data={resume} title={title} headingLevel={3} />
            </div>
          </aside>
        </div>
      )}
      <UnsavedChangesGuard when={mustAsk} title={t('editor.leaveTitle')} message={t('editor.leaveMessage')} confirmLabel={t('editor.leave')} />
    </PageShell>
  );
}
