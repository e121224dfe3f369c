// What the AI actions need of a text editor (the Markdown textarea or the
// rich editor): the selection's text and what comes before it, and putting
// an accepted suggestion in as one step of that editor's undo.
import { textBefore } from '../../lib/ai-actions.ts';

/** Where an accepted suggestion goes: the selection it rewrites, or the point a continuation follows. */
export interface AiTarget {
  start: number;
  end: number;
  /** The text the suggestion replaces (empty for a continuation, which only inserts). */
  replaces: string;
}

export interface AiTextHost {
  /** The selection (`start`, `end` are the editor's own positions), its text, and up to `chars` characters before it. */
  selection(): { start: number; end: number; text: string; before: (chars: number) => string };
  /** Puts the suggestion in: over `replaces` where it still stands (false when it was edited away), or after `end` for a continuation. */
  apply(place: AiTarget, text: string): boolean;
  /** Focus back in the text, with a range selected. */
  focus(select?: { start: number; end: number }): void;
  /** The element whose Ctrl+J opens the actions. */
  element(): HTMLElement | null;
}

/**
 * The Markdown textarea: Accept goes in with the browser's own editing
 * command, so it is one step of the native undo (Ctrl+Z brings the original back).
 */
export function textareaHost(area: HTMLTextAreaElement | null, content: string): AiTextHost {
  return {
    selection() {
      const start = area ? area.selectionStart : content.length;
      const end = area ? area.selectionEnd : content.length;
      return { start, end, text: content.slice(start, end), before: (chars) => textBefore(content, start, chars) };
    },
    apply(place, suggestion) {
      if (!area) return false;
      let { start, end } = place;
      let text = suggestion;
      if (place.replaces) {
        // Edited meanwhile: the passage is found where it is now, or the user chooses again.
        if (area.value.slice(start, end) !== place.replaces) {
          start = area.value.indexOf(place.replaces);
          if (start < 0) return false;
          end = start + place.replaces.length;
        }
      } else {
        start = end = Math.min(start, area.value.length);
        const before = area.value.slice(0, start);
        const after = area.value.slice(start);
        // A continuation is a paragraph of its own.
        text = (before.trim() === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n') + text + (after.trim() === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n');
      }
      area.focus();
      area.setSelectionRange(start, end);
      // The browser's own insert: an input event React reads, and one step on the textarea's undo stack.
      if (!document.execCommand('insertText', false, text)) {
        area.setRangeText(text, start, end, 'end');
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return true;
    },
    focus(select) {
      if (!area) return;
      area.focus();
      if (select) area.setSelectionRange(select.start, select.end);
    },
    element: () => area,
  };
}
