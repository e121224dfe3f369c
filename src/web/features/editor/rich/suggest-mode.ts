// Suggestion mode in the rich editor: while it is on, what the writer types,
// deletes or formats becomes a suggestion (marks with the writer's id in
// them, @handlewithcare/prosemirror-suggest-changes), to accept or reject.
// Changes that arrive from the shared session are taken as they are.
import { disableSuggestChanges, enableSuggestChanges, isSuggestChangesEnabled, suggestChanges, withSuggestChanges } from '@handlewithcare/prosemirror-suggest-changes';
import { Extension, type Editor } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import { suggestionIdFor } from '../../../../shared/rich-text/suggestions.ts';

export const SuggestMode = Extension.create<{ userId: string }>({
  name: 'suggestMode',
  addOptions: () => ({ userId: '' }),
  addProseMirrorPlugins: () => [suggestChanges()],
  dispatchTransaction({ transaction, next }) {
    const { userId } = this.options;
    const view = this.editor.view as EditorView;
    withSuggestChanges(next, () => suggestionIdFor(userId)).call(view, transaction);
  },
});

/** Turns suggestion mode on or off (a no-op when it already is). */
export function setSuggesting(editor: Editor, on: boolean): void {
  if (editor.isDestroyed || isSuggestChangesEnabled(editor.state) === on) return;
  (on ? enableSuggestChanges : disableSuggestChanges)(editor.state, editor.view.dispatch);
}
