import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Check, MessageSquarePlus, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commentLimits, mentionedIn, type Anchor, type CommentPerson, type CommentThread, type DocumentComment } from '../../../../shared/comments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { failureSentence } from '../../../lib/api.ts';
import { useCommentActions, useComments } from '../../../lib/comments.ts';
import { cn } from '../../../lib/cn.ts';
import { activateThread, placedThreads, refindThreads, selectionAnchor, showThreads, threadAt } from './comment-highlights.ts';
import { MentionField } from './mention-field.tsx';

/** How long typing pauses before every passage is found again. */
const refindAfterMs = 300;
const worded = new Set(['comments_full', 'not_found', 'forbidden', 'network', 'rate_limited']);

/** A comment's text, with the people it mentions in bold. */
function CommentBody({ comment }: { comment: DocumentComment }) {
  const names = comment.mentions.map((p) => `@${p.name}`).filter((n) => n.length > 1);
  if (names.length === 0) return <p className="whitespace-pre-wrap break-words text-fg">{comment.body}</p>;
  const pattern = new RegExp(`(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return (
    <p className="whitespace-pre-wrap break-words text-fg">
      {comment.body.split(pattern).map((part, i) => (names.includes(part) ? <strong key={i} className="font-semibold text-primary">{part}</strong> : part))}
    </p>
  );
}

/** A passage as the panel quotes it: its start, clipped. */
const quoted = (anchor: Anchor) => (anchor.exact.length > 140 ? `${anchor.exact.slice(0, 140).trimEnd()}…` : anchor.exact).replace(/\s+/g, ' ');

/**
 * The comments beside the rich editor: open threads in the order of their
 * passages, the detached ones (their passage was deleted or rewritten), and
 * the resolved ones folded away. Selecting text and "Comment" (Ctrl+Alt+M)
 * opens a thread on it; a click on a highlighted passage picks its thread.
 */
export function CommentsPanel({ editor, documentId, focusThread }: { editor: Editor; documentId: string; focusThread?: string | null }) {
  const { t, i18n } = useTranslation();
  const query = useComments(documentId, true);
  const actions = useCommentActions(documentId);
  const [active, setActive] = useState<string | null>(focusThread ?? null);
  const [composing, setComposing] = useState<Anchor | null>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const composer = useRef<HTMLTextAreaElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const data = query.data;
  const threads = useMemo(() => data?.threads ?? [], [data]);
  const open = useMemo(() => threads.filter((th) => !th.resolved), [threads]);
  const resolved = threads.filter((th) => th.resolved);

  // The open threads' passages are highlighted in the text, and found again after a pause in typing.
  useEffect(() => {
    if (!editor.isDestroyed) editor.view.dispatch(showThreads(editor.state, open.map((th) => ({ id: th.id, anchor: th.anchor }))));
  }, [editor, open]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(() => !editor.isDestroyed && editor.view.dispatch(refindThreads(editor.state)), refindAfterMs);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.view.dispatch(activateThread(editor.state, active));
  }, [editor, active]);

  const placed = useEditorState({ editor, selector: ({ editor: e }) => placedThreads(e.state).map((p) => p.id).join('\n') }) ?? '';
  const selectable = useEditorState({ editor, selector: ({ editor: e }) => !e.state.selection.empty }) ?? false;
  const order = placed ? placed.split('\n') : [];
  const anchored = order.flatMap((id) => open.filter((th) => th.id === id));
  const detached = open.filter((th) => !order.includes(th.id));

  /** A thread to bring into view once its card is drawn: one clicked in the text, or the one a link named. */
  const reveal = useRef<string | null>(focusThread ?? null);
  // A click in a highlighted passage picks its thread here and shows it; the caret moved into one only picks it (the page stays where the writer is).
  useEffect(() => {
    editor.storage.commentHighlights.whenPicked((id) => {
      reveal.current = id;
      setActive(id);
    });
    const onSelection = () => {
      const id = threadAt(editor.state, editor.state.selection.from);
      if (id) setActive(id);
    };
    editor.on('selectionUpdate', onSelection);
    return () => {
      editor.off('selectionUpdate', onSelection);
    };
  }, [editor]);
  useEffect(() => {
    const id = reveal.current;
    const card = id ? cards.current.get(id) : undefined;
    if (!card) return;
    reveal.current = null;
    card.scrollIntoView({ block: 'nearest' });
  }, [active, data]);

  const startComment = () => {
    const anchor = selectionAnchor(editor.state);
    if (!anchor) return;
    if (anchor.exact.length > commentLimits.quote) {
      setProblem(t('comments.tooLongPassage', { max: commentLimits.quote.toLocaleString(i18n.language) }));
      return;
    }
    setProblem(null);
    setComposing(anchor);
    requestAnimationFrame(() => composer.current?.focus());
  };
  const start = useRef(startComment);
  useEffect(() => {
    start.current = startComment;
  });
  // Ctrl+Alt+M in the text comments on the selection, as in word processors.
  useEffect(() => {
    const dom = editor.view.dom;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.altKey && event.key.toLowerCase() === 'm') {
        event.preventDefault();
        start.current();
      }
    };
    dom.addEventListener('keydown', onKey);
    return () => dom.removeEventListener('keydown', onKey);
  }, [editor]);

  const people = data?.people ?? [];
  const fail = (error: unknown) => setProblem(failureSentence(error, t, worded));
  const post = () => {
    if (!composing || !draft.trim()) return;
    actions.create.mutate(
      { anchor: composing, body: draft, mentions: mentionedIn(draft, people) },
      {
        onSuccess: (thread) => {
          setComposing(null);
          setDraft('');
          setProblem(null);
          setActive(thread.id);
        },
        onError: fail,
      },
    );
  };
  const show = (thread: CommentThread) => {
    setActive(thread.id);
    const at = placedThreads(editor.state).find((p) => p.id === thread.id);
    if (at) editor.chain().focus().setTextSelection({ from: at.from, to: at.to }).scrollIntoView().run();
  };
  const card = (thread: CommentThread, kind: 'open' | 'detached' | 'resolved') => (
    <ThreadCard
      key={thread.id}
      thread={thread}
      kind={kind}
      active={thread.id === active}
      people={people}
      me={data?.me ?? { id: '', owner: false }}
      onShow={() => show(thread)}
      onActivate={() => setActive(thread.id)}
      onFail={fail}
      actions={actions}
      register={(element) => {
        if (element) cards.current.set(thread.id, element);
        else cards.current.delete(thread.id);
      }}
    />
  );

  return (
    <aside id="comments" aria-labelledby="comments-title" data-threads={open.length} className="min-w-0 space-y-3 rounded-xl border border-border bg-surface p-4 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="comments-title" className="text-base font-semibold text-fg">
          {t('comments.title')}
        </h2>
        <Button size="sm" variant="secondary" onClick={startComment} disabled={!selectable || composing !== null} aria-keyshortcuts="Control+Alt+M" title={selectable ? undefined : t('comments.selectFirst')}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('comments.add')}
        </Button>
      </div>
      {!selectable && !composing && open.length === 0 && <p className="text-fg-muted">{t('comments.empty')}</p>}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      {query.isError && <p role="alert" className="text-danger">{failureSentence(query.error, t, worded)}</p>}
      {composing && (
        <form
          className="space-y-2 rounded-lg border border-primary p-3"
          onSubmit={(event) => {
            event.preventDefault();
            post();
          }}
        >
          <blockquote className="border-l-2 border-primary pl-2 text-fg-muted italic">{quoted(composing)}</blockquote>
          <MentionField inputRef={composer} value={draft} onChange={setDraft} people={people} label={t('comments.new')} onSubmit={post} onCancel={() => setComposing(null)} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" disabled={!draft.trim() || actions.create.isPending}>
              {t('comments.post')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setComposing(null)}>
              {t('comments.cancel')}
            </Button>
          </div>
        </form>
      )}
      <ul className="space-y-3" aria-label={t('comments.openList')}>
        {anchored.map((thread) => card(thread, 'open'))}
      </ul>
      {detached.length > 0 && (
        <section aria-labelledby="comments-detached" className="space-y-2">
          <h3 id="comments-detached" className="font-semibold text-fg">
            {t('comments.detached', { count: detached.length })}
          </h3>
          <p className="text-fg-muted">{t('comments.detachedHint')}</p>
          <ul className="space-y-3">{detached.map((thread) => card(thread, 'detached'))}</ul>
        </section>
      )}
      {resolved.length > 0 && (
        <section className="space-y-2">
          <Button size="sm" variant="ghost" aria-expanded={showResolved} onClick={() => setShowResolved(!showResolved)}>
            {t('comments.resolvedToggle', { count: resolved.length })}
          </Button>
          {showResolved && <ul className="space-y-3">{resolved.map((thread) => card(thread, 'resolved'))}</ul>}
        </section>
      )}
    </aside>
  );
}

function ThreadCard({
  thread,
  kind,
  active,
  people,
  me,
  onShow,
  onActivate,
  onFail,
  actions,
  register,
}: {
  thread: CommentThread;
  kind: 'open' | 'detached' | 'resolved';
  active: boolean;
  people: readonly CommentPerson[];
  me: { id: string; owner: boolean };
  onShow: () => void;
  onActivate: () => void;
  onFail: (error: unknown) => void;
  actions: ReturnType<typeof useCommentActions>;
  register: (element: HTMLElement | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [reply, setReply] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const send = () => {
    if (!reply.trim()) return;
    actions.reply.mutate({ threadId: thread.id, body: reply, mentions: mentionedIn(reply, people) }, { onSuccess: () => setReply(''), onError: onFail });
  };
  const save = () => {
    if (!editing || !editing.body.trim()) return;
    actions.edit.mutate({ threadId: thread.id, commentId: editing.id, body: editing.body, mentions: mentionedIn(editing.body, people) }, { onSuccess: () => setEditing(null), onError: onFail });
  };
  const quote: ReactNode =
    kind === 'open' ? (
      <button type="button" onClick={onShow} className="block max-w-full text-left text-fg-muted italic underline-offset-2 hover:underline" title={t('comments.showInText')}>
        “{quoted(thread.anchor)}”
      </button>
    ) : (
      <p className="text-fg-muted italic line-through decoration-fg-muted/50">“{quoted(thread.anchor)}”</p>
    );
  return (
    <li
      ref={register}
      data-thread={thread.id}
      aria-current={active || undefined}
      onFocus={onActivate}
      className={cn('space-y-2 rounded-lg border p-3', active ? 'border-primary bg-primary/5' : 'border-border', kind === 'resolved' && 'opacity-80')}
    >
      {quote}
      <ol className="space-y-2">
        {thread.comments.map((comment) => (
          <li key={comment.id} className="space-y-1">
            <p className="text-xs text-fg-muted">
              <span className="font-semibold text-fg">{comment.author.name || t('comments.someone')}</span> · <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
              {comment.editedAt ? ` · ${t('comments.edited')}` : ''}
            </p>
            {editing?.id === comment.id ? (
              <div className="space-y-2">
                <MentionField value={editing.body} onChange={(body) => setEditing({ id: comment.id, body })} people={people} label={t('comments.editLabel')} onSubmit={save} onCancel={() => setEditing(null)} />
                <div className="flex gap-2">
                  <Button size="sm" onClick={save} disabled={!editing.body.trim() || actions.edit.isPending}>
                    {t('comments.save')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    {t('comments.cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <CommentBody comment={comment} />
            )}
            {editing?.id !== comment.id && (comment.author.id === me.id || me.owner) && (
              <div className="flex gap-1">
                {comment.author.id === me.id && (
                  <Button size="sm" variant="ghost" onClick={() => setEditing({ id: comment.id, body: comment.body })} aria-label={t('comments.editNamed', { name: comment.author.name || t('comments.someone') })}>
                    {t('comments.edit')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => actions.remove.mutate({ threadId: thread.id, commentId: comment.id }, { onError: onFail })}
                  aria-label={t('comments.deleteNamed', { name: comment.author.name || t('comments.someone') })}
                >
                  {t('comments.delete')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {thread.resolved && <p className="text-xs text-fg-muted">{t('comments.resolvedBy', { name: thread.resolved.by.name || t('comments.someone'), when: when(thread.resolved.at) })}</p>}
      {active && kind !== 'resolved' && (
        <div className="space-y-2">
          <MentionField value={reply} onChange={setReply} people={people} label={t('comments.replyLabel')} onSubmit={send} />
          <Button size="sm" variant="secondary" onClick={send} disabled={!reply.trim() || actions.reply.isPending}>
            {t('comments.reply')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!active && kind !== 'resolved' && (
          <Button size="sm" variant="ghost" onClick={onActivate}>
            {t('comments.reply')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => actions.resolve.mutate({ threadId: thread.id, resolved: !thread.resolved }, { onError: onFail })}>
          {thread.resolved ? <RotateCcw aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
          {thread.resolved ? t('comments.reopen') : t('comments.resolve')}
        </Button>
      </div>
    </li>
  );
}
