import { ChevronDown, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiActionLimits, textActions, type AiAction } from '../../../shared/ai-actions.ts';
import { AiSuggestionPanel } from '../../components/generation/ai-suggestion-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useAiActionsAvailable, useAiSuggestion } from '../../lib/ai-actions.ts';
import type { AiTarget, AiTextHost } from './ai-text-host.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 outline-none data-[highlighted]:bg-bg-subtle data-[highlighted]:text-primary data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-muted';

/** How much of the text before the caret "Continue writing" reads when nothing is selected. */
const continueReads = 6_000;
/** How much text before a selection goes along as context (tone and subject). */
const contextReads = 1_500;

/**
 * The document editor's AI actions, shown only when a model
 * serves the user: on the selected text, or for Continue at the caret, a
 * suggestion streams into a preview to accept or discard; Accept puts it
 * into the text as one step of the editor's undo (Ctrl+Z brings the
 * original back). Ctrl+J in the text opens the menu. `host` reads and
 * writes the editor on screen (the Markdown textarea or the rich editor).
 */
export function EditorAiActions({ host }: { host: () => AiTextHost | null }) {
  const available = useAiActionsAvailable();
  if (!available) return null;
  return <AiActions host={host} />;
}

function AiActions({ host }: { host: () => AiTextHost | null }) {
  const { t } = useTranslation();
  const ai = useAiSuggestion();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<ReturnType<AiTextHost['selection']>>({ start: 0, end: 0, text: '', before: () => '' });
  const [problem, setProblem] = useState<string | null>(null);
  const target = useRef<AiTarget | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const readSelection = () => {
    const read = host()?.selection();
    if (read) setSelection(read);
  };
  const openMenu = (next: boolean) => {
    if (next) {
      readSelection();
      setProblem(null);
    }
    setOpen(next);
  };

  // Heard on the document, for the text element of the moment: the rich editor comes after this menu, and the two views swap.
  const onCtrlJ = useRef(() => {});
  const currentHost = useRef(host);
  useLayoutEffect(() => {
    currentHost.current = host;
    onCtrlJ.current = () => {
      readSelection();
      setOpen(true);
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'j') return;
      const area = currentHost.current()?.element();
      if (!area || !(event.target instanceof Node) || !area.contains(event.target)) return;
      event.preventDefault();
      onCtrlJ.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const selected = selection.text;
  const hasSelection = selected.trim() !== '';
  const canContinue = hasSelection || selection.before(continueReads).trim() !== '';

  function run(action: AiAction) {
    setProblem(null);
    const { start, end } = selection;
    if (action === 'continue') {
      const text = hasSelection ? selected : selection.before(continueReads);
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
    const context = selection.before(contextReads).trim();
    ai.start({ action, text, ...(context ? { context } : {}) });
  }

  function finish(select?: { start: number; end: number }) {
    ai.clear();
    target.current = null;
    host()?.focus(select);
  }

  function accept() {
    const place = target.current;
    const suggestion = ai.suggestion;
    const editor = host();
    if (!editor || !place || !suggestion) return;
    ai.clear();
    target.current = null;
    if (!editor.apply(place, suggestion.text.trim())) {
      setProblem(t('aiActions.changed'));
      editor.focus();
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
            if (!target.current) host()?.focus();
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
