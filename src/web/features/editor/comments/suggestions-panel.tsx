import { applySuggestion, applySuggestions, revertSuggestion, revertSuggestions, selectSuggestion } from '@handlewithcare/prosemirror-suggest-changes';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Check, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestionsIn, type Suggestion } from '../../../../shared/rich-text/suggestions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { api, failureSentence } from '../../../lib/api.ts';
import { useComments } from '../../../lib/comments.ts';

const worded = new Set(['forbidden', 'not_found', 'network', 'rate_limited']);

/** A suggestion's text as the panel quotes it. */
const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
};

/**
 * The suggestions in the text, in order, each by its author: inserted,
 * deleted, replaced or reformatted words. Whoever may edit accepts or
 * rejects each, or all at once (accepting keeps the text it replaces as a
 * version that says who accepted what); a suggester takes back their own.
 */
export function SuggestionsPanel({ editor, documentId, me, canReview }: { editor: Editor; documentId: string; me: { id: string; name: string }; canReview: boolean }) {
  const { t } = useTranslation();
  const listed = useEditorState({ editor, selector: ({ editor: e }) => JSON.stringify(suggestionsIn(e.state.doc)) }) ?? '[]';
  const suggestions = useMemo(() => JSON.parse(listed) as Suggestion[], [listed]);
  const people = useComments(documentId, true).data?.people;
  const names = useMemo(() => new Map([...(people ?? []).map((p) => [p.id, p.name] as const), [me.id, me.name]]), [people, me.id, me.name]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (suggestions.length === 0) return null;

  const author = (s: Suggestion) => names.get(s.authorId) || t('comments.someone');
  /** Keeps the text about to change as a version saying who accepted which, then accepts. */
  const accept = async (chosen: Suggestion[], run: () => void) => {
    setBusy(true);
    setProblem(null);
    try {
      await api(`/api/documents/${encodeURIComponent(documentId)}/versions/review`, {
        method: 'POST',
        json: { accepted: chosen.map((s) => ({ authorId: s.authorId, inserted: s.inserted, deleted: s.deleted })) },
      });
      run();
    } catch (error) {
      setProblem(failureSentence(error, t, worded));
    } finally {
      setBusy(false);
    }
  };
  const command = (make: (state: Editor['state'], dispatch: Editor['view']['dispatch']) => boolean) => () => {
    if (!editor.isDestroyed) make(editor.state, editor.view.dispatch);
  };
  const describe = (s: Suggestion) =>
    s.inserted && s.deleted
      ? t('suggestions.replaced', { from: quote(s.deleted), to: quote(s.inserted) })
      : s.inserted
        ? t('suggestions.inserted', { text: quote(s.inserted) })
        : s.deleted
          ? t('suggestions.deleted', { text: quote(s.deleted) })
          : t('suggestions.formatting');

  return (
    <section id="suggestions" aria-labelledby="suggestions-title" data-suggestions={suggestions.length} className="min-w-0 space-y-3 rounded-xl border border-border bg-surface p-4 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="suggestions-title" className="text-base font-semibold text-fg">
          {t('suggestions.title', { count: suggestions.length })}
        </h2>
      </div>
      {canReview && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void accept(suggestions, command(applySuggestions))}>
            <Check aria-hidden="true" className="size-4" />
            {t('suggestions.acceptAll')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={command(revertSuggestions)}>
            <X aria-hidden="true" className="size-4" />
            {t('suggestions.rejectAll')}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <ul className="space-y-2">
        {suggestions.map((s) => (
          <li key={s.id} data-suggestion={s.id} className="space-y-1 rounded-lg border border-border p-3">
            <p className="text-xs font-semibold text-fg">{author(s)}</p>
            <button type="button" className="block max-w-full text-left text-fg underline-offset-2 hover:underline" onClick={() => editor.commands.command(({ state, dispatch }) => selectSuggestion(s.id)(state, dispatch)) && editor.commands.focus()}>
              {describe(s)}
            </button>
            <div className="flex flex-wrap gap-1">
              {canReview && (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => void accept([s], command(applySuggestion(s.id)))} aria-label={t('suggestions.acceptNamed', { name: author(s), what: describe(s) })}>
                  {t('suggestions.accept')}
                </Button>
              )}
              {(canReview || s.authorId === me.id) && (
                <Button size="sm" variant="ghost" disabled={busy} onClick={command(revertSuggestion(s.id))} aria-label={t(canReview ? 'suggestions.rejectNamed' : 'suggestions.withdrawNamed', { name: author(s), what: describe(s) })}>
                  {canReview ? t('suggestions.reject') : t('suggestions.withdraw')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
