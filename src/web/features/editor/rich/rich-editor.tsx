import { Extension, type Editor } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  FileCode,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Superscript,
  Table2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Prose } from '../../../components/ui/prose.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isSafeUrl } from '../../../../shared/markdown.ts';
import { cn } from '../../../lib/cn.ts';
import { schemaExtensions } from '../../../../shared/rich-text/schema.ts';
import { withoutSuggestions } from '../../../../shared/rich-text/suggestions.ts';
import { docToMarkdown, markdownToDoc, type DocNode } from '../../../../shared/rich-text/markdown-bridge.ts';
import { PrintedCitations, setPrintedForms, type CitationAt, type PrintedForm } from './printed-citations.ts';
import { WritingChecks } from './writing-checks.ts';
import { WritingChecksPanel } from './writing-checks-panel.tsx';
import type { CheckLanguage } from '../checks/writing-checker.ts';
import type { Language } from '../../../../shared/languages.ts';
import { cleanPastedHtml, cleanPastedText, pasteMessages, pasteProblem } from './paste.ts';
import type { AiTextHost } from '../ai-text-host.ts';
import type { LiveSession } from './collaboration.ts';
import { Plugin } from '@tiptap/pm/state';
import { CommentHighlights } from '../comments/comment-highlights.ts';
import { CommentsPanel } from '../comments/comments-panel.tsx';
import { SuggestionsPanel } from '../comments/suggestions-panel.tsx';
import { setSuggesting, SuggestMode } from './suggest-mode.ts';

/** How long typing may pause before the text is written as Markdown for saving (a 10,000-word document takes tens of milliseconds to write). */
const writeAfterMs = 300;

/** The editor's frame, and the frame shown before it is made. */
const editorBox = 'min-w-0 rounded-xl border border-border bg-surface focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30';

/** What the page around the editor can ask of it. */
export interface RichEditorHandle {
  /** Puts a citation (its Pandoc Markdown) at the caret, as one atom. */
  insertCitation(markdown: string): void;
  /** The Markdown of what is on screen now, written at once (before a save). */
  flush(): void;
  focus(): void;
  /** The selection, as the AI actions read and replace it. */
  aiHost: AiTextHost;
}

interface RichEditorProps {
  /** The Markdown the editor opens with; later changes of it are the editor's own (it is not reloaded). */
  markdown: string;
  /** The document's Markdown after an edit: never called for a document opened and left as it was. */
  onChange: (markdown: string) => void;
  /** The text area's accessible name. */
  label: string;
  describedBy?: string;
  placeholder?: string;
  handle?: Ref<RichEditorHandle>;
  /** The citations as they print in the paper's style (none: they show as their Markdown). */
  printedCitations?: readonly PrintedForm[];
  /** A citation was clicked (or Enter pressed on it): `apply` puts its new Markdown in, or null removes it. */
  onEditCitation?: (markdown: string, apply: (next: string | null) => void) => void;
  /** The writing checks beside the text, in the document's language (its own, or the interface's): none when off. */
  checks?: { language: CheckLanguage; choice: Language | null; onChoice: (language: Language | null) => void };
  /** Edited live with everyone who has the document open: the text comes from the shared session, not from `markdown`. */
  live?: LiveSession;
  /** The text can be read, selected and commented on, not changed (a reviewer who may comment). */
  readOnly?: boolean;
  /** The document's comment threads beside the text (`focusThread`: one to pick when they come). */
  comments?: { documentId: string; focusThread?: string | null };
  /** Suggestion mode: `on` makes the writer's changes suggestions; the panel lists everyone's, to accept or reject when `canReview`. */
  suggest?: { documentId: string; me: { id: string; name: string }; on: boolean; canReview: boolean };
}

/** Lets the text be selected and read, never changed. */
const readOnlyText = Extension.create({
  name: 'readOnlyText',
  addProseMirrorPlugins: () => [new Plugin({ filterTransaction: (tr) => !tr.docChanged })],
});

/**
 * The rich-text editor of essays, papers and letters: headings, emphasis,
 * lists, quotes, links, tables, footnotes and citations, edited as they look,
 * with Markdown's own shortcuts (`## `, `**bold**`, `- `) and the usual keys.
 * Storage stays Markdown (markdown-bridge.ts).
 */
export function RichEditor({ markdown, onChange, label, describedBy, placeholder, handle, printedCitations, onEditCitation, checks, live, readOnly, comments, suggest }: RichEditorProps) {
  const [initial] = useState(() => markdownToDoc(markdown));
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = useRef(() => setLinkOpen(true));
  const [pasteNotice, setPasteNotice] = useState<{ key: string; count?: number } | null>(null);
  const write = useCallback((current: Editor) => {
    pending.current = null;
    // Suggestions not yet accepted are no part of the text that is saved.
    changed.current(docToMarkdown(withoutSuggestions(current.schema, current.getJSON() as DocNode)));
  }, []);

  const editor = useEditor({
    extensions: [
      ...schemaExtensions({ collaborative: Boolean(live) }),
      ...(live
        ? [Collaboration.configure({ document: live.doc, field: 'default' }), CollaborationCaret.configure({ provider: live.provider, user: live.user })]
        : []),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      PrintedCitations,
      WritingChecks,
      CommentHighlights,
      ...(readOnly ? [readOnlyText] : []),
      ...(suggest ? [SuggestMode.configure({ userId: suggest.me.id })] : []),
      // Ctrl+K asks for the selection's link, as in word processors.
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink.current();
            return true;
          },
        }),
      }),
    ],
    ...(live ? {} : { content: initial }),
    // Made in an effect, once the component is on the page: an editor made during a render that takes longer
    // than a millisecond to commit is destroyed by useEditor before its first effects run.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        spellcheck: readOnly ? 'false' : 'true',
        class: 'ink-rich prose-editor min-h-[60vh] px-4 py-4 text-base leading-7 text-fg focus:outline-none',
      },
      // Word, Google Docs, LibreOffice and web pages: their structure kept, their styles, scripts and images not (paste.ts).
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html);
        setPasteNotice(cleaned.droppedImages ? { key: pasteMessages.imagesDropped, count: cleaned.droppedImages } : null);
        return cleaned.html;
      },
      transformPastedText: (text) => cleanPastedText(text),
      handleDOMEvents: {
        // Before ProseMirror reads the clipboard: a paste longer than a document may be is refused whole.
        paste: (_view, event) => {
          const data = event.clipboardData;
          if (!data || pasteProblem(data.getData('text/html'), data.getData('text/plain')) !== 'tooLarge') return false;
          event.preventDefault();
          setPasteNotice({ key: pasteMessages.tooLarge });
          return true;
        },
      },
    },
    onUpdate: ({ editor: current, transaction }) => {
      if (!transaction.docChanged) return;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => write(current), writeAfterMs);
    },
  });

  // The first frame, before the editor is made: its frame, so nothing moves when it comes.
  if (!editor) return <div className={cn(editorBox, 'min-h-[60vh]')} aria-busy="true" />;
  return (
    <EditorView
      editor={editor}
      write={write}
      pending={pending}
      handle={handle}
      printedCitations={printedCitations}
      onEditCitation={onEditCitation}
      checks={checks}
      readOnly={readOnly}
      comments={comments}
      suggest={suggest}
      pasteNotice={pasteNotice}
      linkOpen={linkOpen}
      setLinkOpen={setLinkOpen}
    />
  );
}

interface EditorViewProps extends Pick<RichEditorProps, 'handle' | 'printedCitations' | 'onEditCitation' | 'checks' | 'readOnly' | 'comments' | 'suggest'> {
  editor: Editor;
  /** Writes the editor's Markdown out now. */
  write: (editor: Editor) => void;
  /** The timer of a write still to come. */
  pending: RefObject<ReturnType<typeof setTimeout> | null>;
  pasteNotice: { key: string; count?: number } | null;
  linkOpen: boolean;
  setLinkOpen: (open: boolean) => void;
}

/** The made editor with its toolbar, notices and checks panel. */
function EditorView({ editor, write, pending, handle, printedCitations, onEditCitation, checks, readOnly, comments, suggest, pasteNotice, linkOpen, setLinkOpen }: EditorViewProps) {
  const { t } = useTranslation();
  const suggesting = Boolean(suggest?.on);
  useEffect(() => {
    setSuggesting(editor, suggesting);
  }, [editor, suggesting]);
  useLayoutEffect(() => {
    editor.storage.printedCitations.whenEdited(({ pos, markdown: source }: CitationAt) => {
      onEditCitation?.(source, (next) => {
        // The citation is changed only where it still stands as it was.
        const node = editor.state.doc.nodeAt(pos);
        if (node?.type.name !== 'citation' || node.attrs.markdown !== source) return;
        if (next === null) editor.chain().focus().deleteRange({ from: pos, to: pos + node.nodeSize }).run();
        else editor.chain().focus().command(({ tr }) => {
          tr.setNodeMarkup(pos, undefined, { markdown: next });
          return true;
        }).setNodeSelection(pos).run();
      });
    });
  });

  useEffect(() => {
    if (!editor.isDestroyed) editor.view.dispatch(setPrintedForms(editor.state, printedCitations ?? []));
  }, [editor, printedCitations]);

  // What was typed in the last moments is written before the editor goes (a switch to Markdown, leaving the page).
  useEffect(
    () => () => {
      if (pending.current && !editor.isDestroyed) write(editor);
    },
    [editor, pending, write],
  );

  useImperativeHandle(
    handle,
    () => ({
      insertCitation: (citation: string) => {
        editor.chain().focus().insertContent([{ type: 'citation', attrs: { markdown: citation } }, { type: 'text', text: ' ' }]).run();
      },
      flush: () => {
        if (!pending.current) return;
        clearTimeout(pending.current);
        // Rendered at once, so a save that follows (Ctrl+S) sends this text.
        flushSync(() => write(editor));
      },
      focus: () => editor.commands.focus(),
      aiHost: richAiHost(editor),
    }),
    [editor, pending, write],
  );

  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', (checks || comments || suggest) && 'xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start')}>
    <div className={editorBox}>
      {!readOnly && <Toolbar editor={editor} onLink={() => setLinkOpen(true)} />}
      <Prose className="text-fg">
        <EditorContent editor={editor} />
      </Prose>
      <p role="status" className="px-4 pb-2 text-sm text-fg-muted empty:hidden">
        {pasteNotice ? t(pasteNotice.key, { count: pasteNotice.count }) : null}
      </p>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      <span className="sr-only">{t('editor.rich.keysHint')}</span>
    </div>
    {(checks || comments || suggest) && (
      <div className="min-w-0 space-y-4 empty:hidden">
        {suggest && <SuggestionsPanel editor={editor} documentId={suggest.documentId} me={suggest.me} canReview={suggest.canReview} />}
        {comments && <CommentsPanel editor={editor} documentId={comments.documentId} focusThread={comments.focusThread ?? null} />}
        {checks && <WritingChecksPanel editor={editor} language={checks.language} choice={checks.choice} onChoice={checks.onChoice} />}
      </div>
    )}
    </div>
  );
}

/** Markdown of a suggestion, as the editor's content: a single paragraph goes in as its text, several as blocks. */
function suggestionContent(text: string): DocNode[] {
  const blocks = markdownToDoc(text).content ?? [];
  const [only] = blocks;
  return blocks.length === 1 && only?.type === 'paragraph' ? (only.content ?? []) : blocks;
}

/** The rich editor's selection for the AI actions: its text, the text before it, and a replacement that is one step of undo. */
function richAiHost(editor: Editor): AiTextHost {
  const textOf = (from: number, to: number) => editor.state.doc.textBetween(from, to, '\n\n', (leaf) => (leaf.type.name === 'citation' ? String(leaf.attrs.markdown) : ''));
  return {
    selection() {
      const { from, to } = editor.state.selection;
      return { start: from, end: to, text: textOf(from, to), before: (chars) => textOf(Math.max(0, from - chars), from) };
    },
    apply(place, text) {
      const size = editor.state.doc.content.size;
      if (!place.replaces) {
        // A continuation is a paragraph of its own, after the block the caret is in.
        const at = Math.min(place.end, size);
        const $at = editor.state.doc.resolve(at);
        const after = $at.depth > 0 ? $at.after(1) : at;
        const blocks = markdownToDoc(text).content ?? [];
        return editor.chain().focus().insertContentAt(after, blocks).run();
      }
      let { start, end } = place;
      if (end > size || textOf(start, end).trim() !== place.replaces) {
        // Edited meanwhile: the passage is found where it is now, in one text block, or the user chooses again.
        let found: { start: number; end: number } | undefined;
        editor.state.doc.descendants((node, pos) => {
          if (found || !node.isTextblock) return !found;
          const at = node.textContent.indexOf(place.replaces);
          if (at >= 0 && node.childCount === 1) found = { start: pos + 1 + at, end: pos + 1 + at + place.replaces.length };
          return false;
        });
        if (!found) return false;
        ({ start, end } = found);
      }
      return editor.chain().focus().insertContentAt({ from: start, to: end }, suggestionContent(text)).run();
    },
    focus(select) {
      const chain = editor.chain().focus();
      if (select) chain.setTextSelection({ from: select.start, to: select.end });
      chain.run();
    },
    element: () => (editor.isDestroyed ? null : editor.view.dom),
  };
}

interface Tool {
  id: string;
  icon: LucideIcon;
  /** The button's name (an interface key). */
  label: string;
  keys?: string;
  run: (editor: Editor) => void;
  /** Whether the button shows as pressed at the selection. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
}

/** The next footnote's label: one more than the largest number in use. */
function nextFootnoteLabel(editor: Editor): string {
  let largest = 0;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'footnoteReference' || node.type.name === 'footnoteDefinition') {
      const n = Number(node.attrs.label);
      if (Number.isInteger(n)) largest = Math.max(largest, n);
    }
  });
  return String(largest + 1);
}

/** A footnote mark at the caret, and its text at the end of the document with the caret in it. */
function insertFootnote(editor: Editor) {
  const label = nextFootnoteLabel(editor);
  editor.chain().focus().insertContent({ type: 'footnoteReference', attrs: { label } }).run();
  editor.chain().insertContentAt(editor.state.doc.content.size, { type: 'footnoteDefinition', attrs: { label }, content: [{ type: 'paragraph' }] }).run();
  // The caret goes into the new note's paragraph, to type it.
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'footnoteDefinition' && node.attrs.label === label) at = pos;
  });
  if (at >= 0) editor.chain().setTextSelection(at + 2).focus().scrollIntoView().run();
}

const tools: Tool[][] = [
  [
    { id: 'undo', icon: Undo2, label: 'editor.rich.undo', keys: 'Control+Z', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
    { id: 'redo', icon: Redo2, label: 'editor.rich.redo', keys: 'Control+Shift+Z', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
  ],
  [
    { id: 'h2', icon: Heading2, label: 'editor.rich.heading2', keys: 'Control+Alt+2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { id: 'h3', icon: Heading3, label: 'editor.rich.heading3', keys: 'Control+Alt+3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  ],
  [
    { id: 'bold', icon: Bold, label: 'editor.rich.bold', keys: 'Control+B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    { id: 'italic', icon: Italic, label: 'editor.rich.italic', keys: 'Control+I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
    { id: 'strike', icon: Strikethrough, label: 'editor.rich.strike', keys: 'Control+Shift+S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
    { id: 'code', icon: Code, label: 'editor.rich.code', keys: 'Control+E', run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    { id: 'bullets', icon: List, label: 'editor.rich.bulletList', keys: 'Control+Shift+8', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { id: 'numbers', icon: ListOrdered, label: 'editor.rich.orderedList', keys: 'Control+Shift+7', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { id: 'quote', icon: Quote, label: 'editor.rich.quote', keys: 'Control+Shift+B', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
    { id: 'codeBlock', icon: FileCode, label: 'editor.rich.codeBlock', keys: 'Control+Alt+C', run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  ],
  [
    { id: 'link', icon: Link2, label: 'editor.rich.link', keys: 'Control+K', run: () => undefined, active: (e) => e.isActive('link') },
    { id: 'table', icon: Table2, label: 'editor.rich.table', run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), can: (e) => e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
    { id: 'footnote', icon: Superscript, label: 'editor.rich.footnote', run: insertFootnote },
    { id: 'rule', icon: Minus, label: 'editor.rich.rule', run: (e) => e.chain().focus().setHorizontalRule().run() },
  ],
];

const allTools = tools.flat();
/** Each button's place in the toolbar's one row of tab order. */
const toolIndex = new Map(allTools.map((tool, i) => [tool.id, i]));

/**
 * The formatting toolbar: one tab stop, the arrow keys (and Home, End) move
 * between its buttons, as WAI-ARIA's toolbar pattern has it. Each button has
 * its name, its shortcut and, for a format, whether the selection has it.
 */
function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(allTools.map((tool) => [tool.id, { on: tool.active?.(e) ?? false, can: tool.can?.(e) ?? true }])),
  });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = allTools.length - 1;
    const next = event.key === 'ArrowRight' ? (current === last ? 0 : current + 1) : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t('editor.rich.toolbar')} onKeyDown={move} className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5">
      {tools.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-border not-last:border-r not-last:pr-1">
          {group.map((tool) => {
            const at = toolIndex.get(tool.id) ?? 0;
            const { on, can } = state[tool.id] ?? { on: false, can: true };
            const Icon = tool.icon;
            const isToggle = tool.active !== undefined && tool.id !== 'link';
            return (
              <button
                key={tool.id}
                ref={(element) => {
                  buttons.current[at] = element;
                }}
                type="button"
                tabIndex={at === current ? 0 : -1}
                aria-label={t(tool.label)}
                title={tool.keys ? `${t(tool.label)} (${tool.keys.replace('Control', 'Ctrl')})` : t(tool.label)}
                {...(tool.keys ? { 'aria-keyshortcuts': tool.keys } : {})}
                {...(isToggle ? { 'aria-pressed': on } : {})}
                aria-disabled={!can || undefined}
                onFocus={() => setCurrent(at)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!can) return;
                  if (tool.id === 'link') onLink();
                  else tool.run(editor);
                }}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-primary',
                  on && 'bg-primary/10 text-primary',
                  !can && 'cursor-not-allowed opacity-50',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Adds, changes or removes the link on the selection. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | undefined>();
  const had = editor.isActive('link');

  const apply = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const url = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    if (!isSafeUrl(url)) {
      setError(t('editor.rich.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !had) chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('editor.rich.linkTitle')}
      footer={
        <>
          {had && (
            <Button
              variant="secondary"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t('editor.rich.linkRemove')}
            </Button>
          )}
          <Button onClick={apply}>{t('editor.rich.linkApply')}</Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField label={t('editor.rich.linkAddress')} value={href} onChange={(event) => setHref(event.target.value)} error={error} inputMode="url" autoFocus />
      </form>
    </Dialog>
  );
}
