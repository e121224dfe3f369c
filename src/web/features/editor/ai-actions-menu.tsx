import { ChevronDown, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { aiActionLimits, textActions, type AiAction } from '../../../shared/ai-actions.ts';
import { AiSuggestionPanel } from '../../components/generation/ai-suggestion-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { textBefore, useAiActionsAvailable, useAiSuggestion } from '../../lib/ai-actions.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 outline-none data-[highlighted]:bg-bg-subtle data-[highlighted]:text-primary data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-muted';

/** How much of the text before the caret "Continue writing" reads when nothing is selected. */
const continueReads = 6_000;
/** How much text before a selection goes along as context (tone and subject). */
const contextReads = 1_500;

/** Where an accepted suggestion goes: the selection it rewrites, or the point a continuation follows. */
interface Target {
  start: number;
  end: number;
  /** The text the suggestion replaces (empty for a continuation, which only inserts). */
  replaces: string;
}

/**
 * The document editor's AI actions, shown only when a model
 * serves the user: on the selected text, or for Continue at the caret, a
 * suggestion streams into a preview; Accept puts it into the textarea with
 * the browser's own editing command, so it is one step of the native undo
 * (Ctrl+Z brings the original back). Ctrl+J in the text opens the menu.
 */
export function EditorAiActions({ body, content }: { body: RefObject<HTMLTextAreaElement | null>; content: string }) {
  const available = useAiActionsAvailable();
  if (!available) return null;
  return <AiActions body={body} content={content} />;
}

function AiActions({ body, content }: { body: RefObject<HTMLTextAreaElement | null>; content: string }) {
  const { t } = useTranslation();
  const ai = useAiSuggestion();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState({ start: 0, end: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const target = useRef<Target | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const readSelection = () => {
    const area = body.current;
    setSelection(area ? { start: area.selectionStart, end: area.selectionEnd } : { start: content.length, end: content.length });
  };
  const openMenu = (next: boolean) => {
    if (next) {
      readSelection();
      setProblem(null);
    }
    setOpen(next);
  };

  useEffect(() => {
    const area = body.current;
    if (!area) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'j') {
        event.preventDefault();
        readSelection();
        setOpen(true);
      }
    };
    area.addEventListener('keydown', onKey);
    return () => area.removeEventListener('keydown', onKey);
  });

  const selected = content.slice(selection.start, selection.end);
  const hasSelection = selected.trim() !== '';
  const canContinue = hasSelection || content.slice(0, selection.end).trim() !== '';

  function run(action: AiAction) {
    setProblem(null);
    const { start, end } = selection;
    if (action === 'continue') {
      const text = hasSelection ? selected : textBefore(content, end, continueReads);
      target.current = { start: end, end, replaces: '' };
      ai.start({ action, text: text.slice(-aiActionLimits.text) });
      return;
    }
    // The selection without the spaces and line breaks around it: those stay where they are.
    const lead = selected.length - selected.trimStart().length;
    const text = selected.trim();
    if (text.length > aiActionLimits.text) {
      setProblem(t('aiActions.tooLong', { max: aiActionLimits.text.toLocaleString() }));
      return;
    }
    target.current = { start: start + lead, end: start + lead + text.length, replaces: text };
    const context = textBefore(content, start, contextReads).trim();
    ai.start({ action, text, ...(context ? { context } : {}) });
  }

  function finish(select?: { start: number; end: number }) {
    ai.clear();
    target.current = null;
    const area = body.current;
    if (!area) return;
    area.focus();
    if (select) area.setSelectionRange(select.start, select.end);
  }

  function accept() {
    const area = body.current;
    const place = target.current;
    const suggestion = ai.suggestion;
    if (!area || !place || !suggestion) return;
    let { start, end } = place;
    let text = suggestion.text.trim();
    if (place.replaces) {
      // Edited meanwhile: the passage is found where it is now, or the user chooses again.
      if (area.value.slice(start, end) !== place.replaces) {
        start = area.value.indexOf(place.replaces);
        if (start < 0) {
          setProblem(t('aiActions.changed'));
          finish();
          return;
        }
        end = start + place.replaces.length;
      }
    } else {
      start = end = Math.min(start, area.value.length);
      const before = area.value.slice(0, start);
      const after = area.value.slice(start);
      // A continuation is a paragraph of its own.
      text = (before.trim() === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n') + text + (after.trim() === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n');
    }
    ai.clear();
    target.current = null;
    area.focus();
    area.setSelectionRange(start, end);
    // The browser's own insert: an input event React reads, and one step on the textarea's undo stack.
    if (!document.execCommand('insertText', false, text)) {
      area.setRangeText(text, start, end, 'end');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }

  const suggestion = ai.suggestion;
  const continuing = suggestion?.action === 'continue';
  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={openMenu}>
        <DropdownMenu.Trigger ref={trigger} className={buttonClass('secondary', 'sm')} aria-keyshortcuts="Control+J" disabled={suggestion?.status === 'streaming'}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('aiActions.menu')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          onCloseAutoFocus={(event) => {
            // An action moves focus to its preview; closing without one goes back to the text.
            event.preventDefault();
            if (!target.current) body.current?.focus();
          }}
          className="z-[60] max-w-[min(20rem,calc(100vw-2rem))] min-w-56 rounded-xl border border-border bg-surface p-1 text-sm text-fg shadow-xl"
        >
          {!hasSelection && <DropdownMenu.Label className="px-3 py-2 text-fg-muted">{t('aiActions.selectFirst')}</DropdownMenu.Label>}
          {textActions.map((action) => (
            <DropdownMenu.Item key={action} className={itemClass} disabled={action === 'continue' ? !canContinue : !hasSelection} onSelect={() => run(action)}>
              {t(`aiActions.actions.${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {problem && (
        <Alert tone="error" className="order-last mt-1 basis-full">
          {problem}
        </Alert>
      )}
      {suggestion && (
        <div className="order-last mt-1 basis-full">
          <AiSuggestionPanel
            title={t(`aiActions.actions.${suggestion.action}`)}
            suggestion={suggestion}
            originalLabel={continuing ? t('aiActions.yourText') : t('aiActions.original')}
            suggestionLabel={continuing ? t('aiActions.continuation') : t('aiActions.suggestion')}
            acceptHint={continuing ? t('aiActions.acceptAdds') : t('aiActions.acceptReplaces')}
            onAccept={accept}
            onStop={ai.stop}
            onDiscard={() => finish(target.current ? { start: target.current.start, end: target.current.end } : undefined)}
          />
        </div>
      )}
    </>
  );
}
