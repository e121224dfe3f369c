import { ArrowLeft, FilePenLine, History, ListTree, MessageSquare, Quote, Save, Share2, SpellCheck } from 'lucide-react';
import type { RichEditorHandle } from './rich/rich-editor.tsx';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { documentTypeRules } from '../../../shared/document-types.ts';
import { documentLimits, type DocumentRecord } from '../../../shared/documents.ts';
import { bracketNotes } from '../../../shared/bracket-notes.ts';
import { BracketNotesNotice } from '../../components/documents/bracket-notes-notice.tsx';
import { DocumentTypeIcon } from '../../components/documents/document-type.tsx';
import { DownloadMenu } from '../../components/documents/download-menu.tsx';
import { DocumentLoadError, SaveStatusText } from '../../components/documents/save-status.tsx';
import { RestoredDraftNotice } from '../../components/documents/restored-draft-notice.tsx';
import { ShareDialog } from '../../components/sharing/share-dialog.tsx';
import { SharedDocumentBody } from '../../components/sharing/shared-document-body.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes-guard.tsx';
import { cn } from '../../lib/cn.ts';
import { editPathFor, outlinePathFor } from '../../lib/document-links.ts';
import { fetchDocument, updateDocument, useDocument, useDocumentSaved } from '../../lib/documents.ts';
import { usePreferences } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { pendingDraft, useAutosave } from '../../lib/use-autosave.ts';
import { EditorAiActions } from './ai-actions-menu.tsx';
import { textareaHost } from './ai-text-host.ts';
import { CitationCheckPanel } from './citation-check-panel.tsx';
import { CitationPicker } from './citation-picker.tsx';
import { citationChoice, type CitationChoice, type PaperSettings } from '../../../shared/papers.ts';
import { usePrintedCitations } from './use-printed-citations.ts';
import { PaperPanel } from './paper-panel.tsx';
import { VersionsDialog } from './versions-dialog.tsx';
import { useLiveSession, useLiveState, type LiveState } from './rich/collaboration.ts';
import { useSession } from '../../lib/session.ts';
import { WordCount } from './word-goal.tsx';
import { countWords } from '../../../shared/generation.ts';
import { languageFor, type Language } from '../../../shared/languages.ts';
import { withoutTitleHeading } from '../../../shared/title-heading.ts';

const RichEditor = lazy(async () => ({ default: (await import('./rich/rich-editor.tsx')).RichEditor }));
const MarkdownPreview = lazy(async () => ({ default: (await import('../../components/documents/document-body.tsx')).MarkdownView }));
const FormattedPaperPreview = lazy(async () => ({ default: (await import('../../components/documents/document-body.tsx')).FormattedPaper }));

interface Draft {
  title: string;
  content: string;
  /** The document's data: an academic paper's settings (style, title page), and any document's word goal. */
  data?: Record<string, unknown>;
}

const sameData = (a: Draft['data'], b: Draft['data']) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const draftKey = (id: string) => `inkwell.draft.document.${id}`;

export function EditorPage() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  const saved = useDocumentSaved();
  // A restored version starts the editor afresh on the restored text (its autosave included).
  const [restores, setRestores] = useState(0);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <DocumentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (documentTypeRules[query.data.type].editor !== 'editor') return <Navigate to={editPathFor(query.data)} replace />;
  const role = query.data.access?.role;
  if (role === 'view') return <ReadOnly doc={query.data} />;
  if (role === 'comment') return <Reviewer doc={query.data} />;
  const onRestored = (doc: DocumentRecord) => {
    saved(doc);
    setRestores((n) => n + 1);
  };
  return <Editor key={`${query.data.id}:${restores}`} doc={query.data} justRestored={restores > 0} onRestored={onRestored} />;
}

function Editor({ doc, justRestored, onRestored }: { doc: DocumentRecord; justRestored: boolean; onRestored: (doc: DocumentRecord) => void }) {
  const { t, i18n } = useTranslation();
  const saved = useDocumentSaved();
  const titleId = useId();
  const bodyId = useId();
  const paper = doc.type === 'academic';
  const body = useRef<HTMLTextAreaElement>(null);
  const [citing, setCiting] = useState(false);
  /** The citation the picker changes (clicked in the rich editor), with what applies the change. */
  const [editingCitation, setEditingCitation] = useState<{ markdown: string; choice?: CitationChoice; apply: (next: string | null) => void } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  /** Someone else's document, shared with this writer to edit or suggest: no versions, sharing or library of theirs here. */
  const member = doc.access;
  /** Shared to suggest: everything typed becomes a suggestion, in the rich view, and nothing else is saved from here. */
  const suggestOnly = member?.role === 'suggest';
  const versionsButton = useRef<HTMLButtonElement>(null);
  // Where the caret goes once an inserted citation is on screen: set in the same commit, before anything else is typed.
  const caretAfterInsert = useRef<number | null>(null);
  const [initial] = useState(() => {
    const server: Draft = { title: doc.title, content: doc.content, data: doc.data };
    const local = pendingDraft<Draft>(draftKey(doc.id));
    const restored = local && (local.title !== server.title || local.content !== server.content || (local.data !== undefined && !sameData(local.data, server.data))) ? local : undefined;
    return { server, draft: restored ?? server, restored: Boolean(restored) };
  });
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [tab, setTab] = useState('write');
  const [chosenView, setView] = useEditorView();
  const view: EditorView = suggestOnly ? 'rich' : chosenView;
  /** An editor's own suggestion mode (in a live session): their changes become suggestions too. */
  const [suggesting, setSuggesting] = useState(false);
  const [checksOn, setChecksOn] = useStoredSwitch(checksKey);
  const focusThread = useSearchParams()[0].get('comment');
  const [commentsChoice, setCommentsOn] = useStoredSwitch(commentsKey);
  // A link to a thread (a mention mail) shows the comments whatever was chosen before.
  const commentsOn = commentsChoice || Boolean(focusThread);
  const [language, setLanguage] = useState<Language | null>(doc.language);
  /** Whether this editor saved an edit: closing it then keeps the text it leaves as a version. */
  const editedHere = useRef(false);
  const rich = useRef<RichEditorHandle>(null);
  const titleMissing = draft.title.trim() === '';
  // Shared for editing: the rich view edits live with everyone in it, and the server writes the Markdown.
  const user = useSession().data?.user ?? null;
  const collaborative = Boolean(doc.collaborative) && view === 'rich';
  const live = useLiveSession(doc.id, user, collaborative);
  const liveState = useLiveState(live);
  const collaborativeNow = useRef(collaborative);
  useLayoutEffect(() => {
    collaborativeNow.current = collaborative;
  });
  /** The text as it stood when the live session began: the autosaver leaves the text to the session meanwhile. */
  const [liveBase, setLiveBase] = useState<string | null>(null);
  // Set while rendering (React's way to follow a change of what the state derives from).
  if (collaborative && liveBase === null) setLiveBase(draft.content);
  if (!collaborative && liveBase !== null) setLiveBase(null);

  // A blank title is never sent: the last good title is saved with the body.
  const [lastTitle, setLastTitle] = useState(doc.title);
  const toSave = useMemo<Draft>(
    () => ({ title: titleMissing ? lastTitle : draft.title.trim(), content: liveBase ?? draft.content, ...(draft.data ? { data: draft.data } : {}) }),
    [titleMissing, lastTitle, draft.title, draft.content, draft.data, liveBase],
  );
  const autoSave = usePreferences().privacy.autoSave;
  /** The Markdown view's text was refused: the live text holds suggestions that are decided in the rich view first. */
  const [suggestionsWaiting, setSuggestionsWaiting] = useState(false);
  // Longer than a document may be (the rich editor and a paste have no hard stop): kept in this browser, not sent.
  const over = draft.content.length - documentLimits.content;
  const overLimit = useRef(false);
  useLayoutEffect(() => {
    overLimit.current = over > 0;
  });
  const autosave = useAutosave({
    enabled: autoSave && over <= 0 && !suggestOnly,
    value: toSave,
    serverValue: initial.server,
    storageKey: draftKey(doc.id),
    save: async (value) => {
      // While the session is live its text is saved by the server: only the title and settings go from here.
      const next = await updateDocument(doc.id, collaborativeNow.current ? { title: value.title, ...(value.data ? { data: value.data } : {}) } : value).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'suggestions_pending') setSuggestionsWaiting(true);
        throw error;
      });
      setSuggestionsWaiting(false);
      setLastTitle(next.title);
      saved(next);
      editedHere.current = true;
    },
  });
  useClosingVersion(doc.id, editedHere);
  const dirty = autosave.dirty || titleMissing;

  // After a restore the editor is new: focus goes back to the control the restore started from.
  useEffect(() => {
    if (justRestored) versionsButton.current?.focus();
  }, [justRestored]);

  /** Before a restore: what is on screen is saved, so it becomes the version the restore keeps. */
  async function saveBeforeRestore(): Promise<boolean> {
    await saveNow();
    // The autosaver forgets its browser copy only once the server has the text.
    return pendingDraft<Draft>(draftKey(doc.id)) === undefined;
  }

  /** Save, Ctrl+S: the rich editor's last keystrokes written first; nothing is sent while the text is over the limit. */
  async function saveNow(): Promise<void> {
    rich.current?.flush();
    if (overLimit.current || suggestOnly) return;
    await autosave.saveNow();
  }
  const saveShortcut = useRef(saveNow);
  useLayoutEffect(() => {
    saveShortcut.current = saveNow;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveShortcut.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const words = countWords(draft.content);
  const goal = typeof draft.data?.wordGoal === 'number' ? draft.data.wordGoal : null;
  const printed = usePrintedCitations(paper && view === 'rich' ? draft.content : '', (draft.data ?? {}) as PaperSettings);
  // An essay or paper drafted from an outline goes back to it in the Essay Generator.
  const outlinePath = outlinePathFor(doc);

  useLayoutEffect(() => {
    const area = body.current;
    const caret = caretAfterInsert.current;
    if (!area || caret === null) return;
    caretAfterInsert.current = null;
    area.focus();
    area.setSelectionRange(caret, caret);
  }, [draft.content]);

  /** Puts a citation where the caret was (or at the end), with a space before it, and the caret after it. */
  function insertAtCursor(markdown: string) {
    if (view === 'rich' && rich.current) {
      rich.current.insertCitation(markdown);
      return;
    }
    const area = body.current;
    const at = area ? area.selectionEnd : draft.content.length;
    const before = draft.content.slice(0, at);
    const text = (before && !/\s$/.test(before) ? ' ' : '') + markdown;
    caretAfterInsert.current = at + text.length;
    setDraft((d) => ({ ...d, content: d.content.slice(0, at) + text + d.content.slice(at) }));
  }

  /** A finding shown in the text: the Markdown view, where its exact characters can be selected. */
  function showMarkdownText() {
    setView('markdown');
    setTab('write');
  }

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-10">
      <div className={cn('mx-auto max-w-4xl', view === 'rich' && (checksOn || commentsOn) && 'xl:max-w-6xl')}>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/history" className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-fg-muted hover:text-fg">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('editor.backToHistory')}
          </Link>
          {outlinePath && (
            <Link to={outlinePath} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-fg-muted hover:text-fg">
              <ListTree aria-hidden="true" className="size-4" />
              {t('editor.editOutline')}
            </Link>
          )}
          <div className="ml-auto flex flex-wrap items-center gap-3">
            {collaborative ? <LiveStatus state={liveState} /> : <SaveStatusText status={over > 0 ? 'tooLong' : autosave.status} />}
            <DownloadMenu documentId={doc.id} />
            {!member && (
              <>
                <Button variant="secondary" className="h-11 sm:h-10" onClick={() => setSharingOpen(true)}>
                  <Share2 aria-hidden="true" className="size-4" />
                  {t('sharing.button')}
                </Button>
                <Button ref={versionsButton} variant="secondary" className="h-11 sm:h-10" onClick={() => setVersionsOpen(true)}>
                  <History aria-hidden="true" className="size-4" />
                  {t('editor.versions.button')}
                </Button>
              </>
            )}
            {/* Never disabled while an autosave runs (that would drop the keyboard's focus): Save then waits for it. */}
            {!suggestOnly && (
            <Button
              className="h-11 sm:h-10"
              onClick={() => void saveNow()}
              aria-keyshortcuts="Control+S"
            >
              <Save aria-hidden="true" className="size-4" />
              {t('editor.save')}
            </Button>
            )}
          </div>
        </div>

        {member && (
          <Alert className="mt-4" tone="info">
            {t(suggestOnly ? 'suggestions.suggestingShared' : 'sharing.editingShared', { name: member.owner.name || t('sharing.page.someone') })}
          </Alert>
        )}
        <RestoredDraftNotice restored={initial.restored} />
        {justRestored && (
          <Alert className="mt-4" tone="success">
            {t('editor.versions.restored')}
          </Alert>
        )}
        <BracketNotesNotice className="mt-4" kind="document" notes={bracketNotes(draft.content).map((note) => ({ note }))} />

        <div className="mt-6 flex items-start gap-3">
          <DocumentTypeIcon type={doc.type} className="mt-7" />
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={titleId} className="block text-sm font-medium text-fg">
              {t('editor.title')} <span className="font-normal text-fg-muted">· {t(documentTypeRules[doc.type].labelKey)}</span>
            </label>
            <input
              id={titleId}
              value={draft.title}
              maxLength={documentLimits.title}
              onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))}
              readOnly={suggestOnly}
              aria-invalid={titleMissing || undefined}
              aria-describedby={titleMissing ? `${titleId}-error` : undefined}
              className={cn(inputClass, 'h-12 text-lg font-semibold', titleMissing && 'border-danger')}
            />
            {titleMissing && (
              <p id={`${titleId}-error`} className="text-sm text-danger">
                {t('validation.required')}
              </p>
            )}
          </div>
        </div>

        <h1 className="sr-only">{t('editor.heading', { title: draft.title || doc.title })}</h1>

        {suggestOnly ? null : paper ? (
          <PaperPanel value={(draft.data ?? {}) as PaperSettings} onChange={(settings) => setDraft((d) => ({ ...d, data: { ...d.data, ...settings } }))}>
            {/* The check reads the writer's own library: a shared paper cites its owner's. */}
            {!member && <CitationCheckPanel headingLevel={3} markdown={draft.content} documentData={draft.data} body={body} onShowText={showMarkdownText} />}
          </PaperPanel>
        ) : (
          doc.type === 'essay' && !member && <CitationCheckPanel markdown={draft.content} documentData={doc.data} body={body} onShowText={showMarkdownText} />
        )}

        <Tabs value={tab} onValueChange={setTab} className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label={t('editor.modes')}>
              <TabsTrigger value="write">{t('editor.write')}</TabsTrigger>
              <TabsTrigger value="preview">{t('editor.preview')}</TabsTrigger>
            </TabsList>
            <div className="flex flex-wrap items-center gap-3">
              {!suggestOnly && (
                <ViewSwitch view={view} onChange={(next) => {
                  rich.current?.flush();
                  setView(next);
                }} />
              )}
              {collaborative && !suggestOnly && (
                <Button variant="secondary" size="sm" aria-pressed={suggesting} onClick={() => setSuggesting(!suggesting)}>
                  <FilePenLine aria-hidden="true" className="size-4" />
                  {t('suggestions.toggle')}
                </Button>
              )}
              {view === 'rich' && (
                <>
                  <Button variant="secondary" size="sm" aria-pressed={commentsOn} onClick={() => setCommentsOn(!commentsOn)}>
                    <MessageSquare aria-hidden="true" className="size-4" />
                    {t('comments.toggle')}
                  </Button>
                  <Button variant="secondary" size="sm" aria-pressed={checksOn} onClick={() => setChecksOn(!checksOn)}>
                    <SpellCheck aria-hidden="true" className="size-4" />
                    {t('editor.checks.toggle')}
                  </Button>
                </>
              )}
              <WordCount words={words} goal={goal} onGoalChange={(wordGoal) => setDraft((d) => ({ ...d, data: { ...d.data, wordGoal } }))} />
            </div>
          </div>
          <TabsContent value="write">
            {/* Empty (and hidden) when a document has no citations and no model serves the user. */}
            <div className="mb-3 flex flex-wrap items-center gap-2 empty:hidden">
              <EditorAiActions host={() => (view === 'rich' ? (rich.current?.aiHost ?? null) : textareaHost(body.current, draft.content))} />
              {paper && (
                <>
                  <Button variant="secondary" size="sm" onClick={() => setCiting(true)}>
                    <Quote aria-hidden="true" className="size-4" />
                    {t('paper.cite.button')}
                  </Button>
                  <span className="text-sm text-fg-muted">{view === 'rich' ? t('paper.cite.editHint') : t('paper.cite.syntaxHint')}</span>
                </>
              )}
            </div>
            {view === 'rich' ? (
              <Suspense fallback={<PageSpinner />}>
                {collaborative && !live ? (
                  <div className="min-h-[60vh] rounded-xl border border-border bg-surface" aria-busy="true" />
                ) : (
                <RichEditor
                  key={live ? 'live' : 'solo'}
                  {...(live ? { live } : {})}
                  handle={rich}
                  markdown={draft.content}
                  onChange={(content) => setDraft((d) => ({ ...d, content }))}
                  label={t('editor.rich.body')}
                  placeholder={t('editor.rich.placeholder')}
                  describedBy={`${bodyId}-hint`}
                  printedCitations={printed}
                  {...(commentsOn ? { comments: { documentId: doc.id, focusThread } } : {})}
                  {...(live && user ? { suggest: { documentId: doc.id, me: { id: user.id, name: user.name }, on: suggestOnly || suggesting, canReview: !suggestOnly } } : {})}
                  {...(checksOn
                    ? {
                        checks: {
                          language: language ?? languageFor([i18n.language]),
                          choice: language,
                          onChoice: (next: Language | null) => {
                            setLanguage(next);
                            void updateDocument(doc.id, { language: next }).then(saved);
                          },
                        },
                      }
                    : {})}
                  onEditCitation={(markdown, apply) => {
                    const choice = citationChoice(markdown);
                    setEditingCitation({ markdown, apply, ...(choice ? { choice } : {}) });
                  }}
                />
                )}
              </Suspense>
            ) : (
              <>
                <label htmlFor={bodyId} className="sr-only">
                  {t('editor.body')}
                </label>
                <textarea
                  ref={body}
                  id={bodyId}
                  value={draft.content}
                  maxLength={documentLimits.content}
                  onChange={(event) => setDraft((d) => ({ ...d, content: event.target.value }))}
                  spellCheck
                  aria-describedby={`${bodyId}-hint`}
                  className={cn(inputClass, 'min-h-[60vh] resize-y px-4 py-4 text-base leading-7')}
                />
              </>
            )}
            {suggestionsWaiting && view === 'markdown' && (
              <Alert tone="error" className="mt-2">
                {t('errors.suggestions_pending')}{' '}
                <button type="button" className="font-semibold underline" onClick={() => setView('rich')}>
                  {t('editor.rich.richText')}
                </button>
              </Alert>
            )}
            {over > 0 && (
              <Alert tone="error" className="mt-2">
                {t('editor.tooLong', { over: over.toLocaleString(i18n.language), max: documentLimits.content.toLocaleString(i18n.language) })}
              </Alert>
            )}
            <p id={`${bodyId}-hint`} className="mt-2 text-sm text-fg-muted">
              {view === 'rich' ? t('editor.rich.hint') : t('editor.markdownHint')}
            </p>
          </TabsContent>
          <TabsContent value="preview">
            <div className="min-h-[60vh] rounded-xl border border-border bg-surface px-5 py-6 sm:px-8">
              <Suspense fallback={<PageSpinner />}>
                {paper ? <FormattedPaperPreview markdown={draft.content} settings={(draft.data ?? {}) as PaperSettings} /> : <MarkdownPreview markdown={draft.content} />}
              </Suspense>
            </div>
          </TabsContent>
        </Tabs>
      </div>

      {paper && citing && <CitationPicker open onOpenChange={setCiting} onInsert={insertAtCursor} />}
      {editingCitation?.choice && (
        <CitationPicker
          open
          onOpenChange={(open) => !open && setEditingCitation(null)}
          editing={editingCitation.choice}
          onInsert={(markdown) => editingCitation.apply(markdown)}
          onRemove={() => editingCitation.apply(null)}
        />
      )}
      {editingCitation && !editingCitation.choice && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setEditingCitation(null)}
          title={t('paper.cite.editTitle')}
          message={t('paper.cite.tooComplex', { citation: editingCitation.markdown })}
          confirmLabel={t('paper.cite.remove')}
          onConfirm={() => {
            editingCitation.apply(null);
            setEditingCitation(null);
          }}
        />
      )}
      {!member && (
        <ShareDialog
          documentId={doc.id}
          title={draft.title || doc.title}
          open={sharingOpen}
          onOpenChange={setSharingOpen}
          // Shared for editing now: what is typed is saved first, then the editor joins the live session.
          onEditLink={async () => {
            await saveNow();
            saved(await fetchDocument(doc.id));
          }}
        />
      )}
      <VersionsDialog
        documentId={doc.id}
        currentText={draft.content}
        currentTitle={draft.title}
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        beforeRestore={saveBeforeRestore}
        onRestored={(restored) => {
          // The restore kept the edited text as a version already.
          editedHere.current = false;
          onRestored(restored);
        }}
      />
      <UnsavedChangesGuard when={dirty} title={t('editor.leaveTitle')} message={t('editor.leaveMessage')} confirmLabel={t('editor.leave')} />
    </div>
  );
}

type EditorView = 'rich' | 'markdown';
const viewKey = 'inkwell.editorView';
const checksKey = 'inkwell.writingChecks';
const commentsKey = 'inkwell.comments';

/** An on/off choice kept in this browser (on unless turned off). */
function useStoredSwitch(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(key) !== 'off';
    } catch {
      return true;
    }
  });
  const choose = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(key, next ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing still switches, for this page.
    }
  };
  return [on, choose];
}

/** Rich text or Markdown: the writer's choice, kept in this browser for every document. */
function useEditorView(): [EditorView, (view: EditorView) => void] {
  const [view, setView] = useState<EditorView>(() => {
    try {
      return localStorage.getItem(viewKey) === 'markdown' ? 'markdown' : 'rich';
    } catch {
      return 'rich';
    }
  });
  const choose = (next: EditorView) => {
    setView(next);
    try {
      localStorage.setItem(viewKey, next);
    } catch {
      // A browser that keeps nothing still switches, for this page.
    }
  };
  return [view, choose];
}

/** The two views of the text, as a pair of pressed/unpressed buttons. */
function ViewSwitch({ view, onChange }: { view: EditorView; onChange: (view: EditorView) => void }) {
  const { t } = useTranslation();
  const option = (value: EditorView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn('min-h-9 rounded-md px-3 text-sm font-medium', view === value ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg')}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('editor.rich.view')} className="inline-flex rounded-lg bg-bg-subtle p-1">
      {option('rich', t('editor.rich.richText'))}
      {option('markdown', t('editor.rich.markdown'))}
    </div>
  );
}

/**
 * When the editor closes (another page, a closed tab) after it saved an
 * edit, the server keeps the text it leaves as a version (only if it
 * differs from the newest one). Sent with `keepalive`, so a closing tab
 * still delivers it.
 */
function useClosingVersion(documentId: string, editedHere: { current: boolean }) {
  useEffect(() => {
    const keep = () => {
      if (!editedHere.current) return;
      editedHere.current = false;
      void fetch(`/api/documents/${documentId}/versions`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [documentId, editedHere]);
}

/** The top of a shared document's page for a reader: the way back to Shared with me, its title, and whose it is. */
function SharedHeader({ doc, note, download = false }: { doc: DocumentRecord; note: 'comments.reviewing' | 'sharing.readingShared'; download?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/history#shared-with-me" className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-fg-muted hover:text-fg">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('sharing.withMe.back')}
        </Link>
        {download && (
          <div className="ml-auto">
            <DownloadMenu documentId={doc.id} />
          </div>
        )}
      </div>
      <h1 className="mt-4 text-3xl font-bold break-words text-fg">{doc.title}</h1>
      <Alert className="mt-4" tone="info">
        {t(note, { name: doc.access?.owner.name || t('sharing.page.someone') })}
      </Alert>
    </>
  );
}

/**
 * A document shared with this reader to comment on: the text as the editor
 * shows it, to select and read but not change, with the comments beside it.
 */
function Reviewer({ doc }: { doc: DocumentRecord }) {
  const { t } = useTranslation();
  const focusThread = useSearchParams()[0].get('comment');
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-10">
      <div className="mx-auto max-w-4xl xl:max-w-6xl">
        <SharedHeader doc={doc} note="comments.reviewing" download />
        <div className="mt-6">
          <Suspense fallback={<PageSpinner />}>
            <RichEditor readOnly markdown={withoutTitleHeading(doc.content, doc.title)} onChange={() => undefined} label={t('editor.rich.body')} comments={{ documentId: doc.id, focusThread }} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/** A document shared with this reader to view: the text as it reads, no editor. */
function ReadOnly({ doc }: { doc: DocumentRecord }) {
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <SharedHeader doc={doc} note="sharing.readingShared" />
        <SharedDocumentBody doc={doc} className="mt-6" />
      </div>
    </div>
  );
}

/** Where a live session stands, beside the page's buttons: who else is here, and whether edits reach the others. */
function LiveStatus({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const text =
    state.closedBy === 'notASuggestion'
      ? t('editor.live.notASuggestion')
      : state.status === 'closed'
      ? t('editor.live.closed')
      : state.status === 'offline'
        ? t('editor.live.offline')
        : state.status === 'connecting'
          ? t('editor.live.connecting')
          : state.others.length > 0
            ? t('editor.live.with', { count: state.others.length, names: state.others.join(', ') })
            : t('editor.live.alone');
  return (
    <span role="status" className={cn('text-sm', state.status === 'live' ? 'text-success' : state.status === 'closed' ? 'text-danger' : 'text-fg-muted')}>
      {text}
      {state.split && state.status === 'live' ? ` ${t('editor.live.split')}` : ''}
    </span>
  );
}
