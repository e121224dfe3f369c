import { ListChecks, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiActionLimits } from '../../../shared/ai-actions.ts';
import { AiSuggestionPanel } from '../../components/generation/ai-suggestion-panel.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { useAiActionsAvailable, useAiSuggestion } from '../../lib/ai-actions.ts';

/**
 * An experience entry's description with "Rewrite as bullet points" (issue
 * 24), offered only when a model serves the user: the suggestion streams into
 * a preview and replaces the description on Accept, through the browser's
 * own editing command (so the field's undo brings the text back) and with an
 * Undo button until the description is edited again.
 */
export function ExperienceDescription({ id, label, value, onChange }: { id?: string | undefined; label: string; value: string; onChange: (description: string) => void }) {
  const { t } = useTranslation();
  const available = useAiActionsAvailable();
  const ai = useAiSuggestion();
  const field = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** What the description was before an accepted rewrite, and what the rewrite put there. */
  const [undo, setUndo] = useState<{ before: string; after: string } | null>(null);

  function accept() {
    const text = ai.suggestion?.text.trim();
    const area = field.current;
    ai.clear();
    if (!text || !area) return;
    setUndo({ before: value, after: text });
    area.focus();
    area.select();
    // One step of the field's own undo; the value reaches the form through its input event.
    if (!document.execCommand('insertText', false, text)) onChange(text);
  }

  /** Undo: the description before the rewrite, with the keyboard back in it. */
  function undoRewrite(before: string) {
    onChange(before);
    setUndo(null);
    field.current?.focus();
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      <TextareaField
        ref={field}
        id={id}
        label={label}
        value={value}
        onChange={(ev) => {
          onChange(ev.target.value);
          if (undo && ev.target.value !== undo.after) setUndo(null);
        }}
        readOnly={ai.suggestion?.status === 'streaming'}
        maxLength={5000}
      />
      {available && (
        <div className="flex flex-wrap items-center gap-2">
          <ButtonWithIcon
            ref={button}
            Icon={ListChecks}
            variant="secondary"
            size="sm"
            disabled={!value.trim() || value.trim().length > aiActionLimits.text || ai.suggestion?.status === 'streaming'}
            focusableWhenDisabled
            onClick={() => {
              setUndo(null);
              ai.start({ action: 'resume-bullets', text: value.trim() });
            }}
          >
            {t('aiActions.bullets.button')}
          </ButtonWithIcon>
          {undo && value === undo.after && (
            <>
              <ButtonWithIcon Icon={Undo2} variant="ghost" size="sm" onClick={() => undoRewrite(undo.before)}>
                {t('aiActions.bullets.undo')}
              </ButtonWithIcon>
              <p role="status" className="text-sm text-fg-muted">
                {t('aiActions.bullets.replaced')}
              </p>
            </>
          )}
        </div>
      )}
      {ai.suggestion && (
        <AiSuggestionPanel
          title={t('aiActions.actions.resume-bullets')}
          level={3}
          suggestion={ai.suggestion}
          originalLabel={t('aiActions.original')}
          suggestionLabel={t('aiActions.suggestion')}
          acceptHint={t('aiActions.bullets.acceptHint')}
          onAccept={accept}
          onStop={ai.stop}
          onDiscard={() => {
            ai.clear();
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
