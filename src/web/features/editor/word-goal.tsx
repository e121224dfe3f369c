import { Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordGoalLimits } from '../../../shared/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * The document's word count, and against it the writer's goal when one is
 * set: "640 / 1,500 words" with a bar that fills (green as it nears the goal). "Goal" sets, changes or clears it; it is kept with the
 * document, so every device shows it.
 */
export function WordCount({ words, goal, onGoalChange }: { words: number; goal: number | null; onGoalChange: (goal: number | null) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const format = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className="flex items-center gap-2 text-sm text-fg-muted">
      {goal === null ? (
        <p>{t('editor.words', { count: words })}</p>
      ) : (
        <div className="flex items-center gap-2">
          <p>{t('editor.goal.progress', { words: format(words), goal: format(goal), count: goal })}</p>
          <meter
            min={0}
            max={goal}
            value={Math.min(words, goal)}
            aria-label={t('editor.goal.meter')}
            aria-valuetext={t('editor.goal.percent', { percent: Math.min(100, Math.round((words / goal) * 100)) })}
            low={goal / 2}
            optimum={goal}
            className="h-2 w-20 sm:w-28"
          />
        </div>
      )}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={goal === null ? t('editor.goal.set') : t('editor.goal.change')}>
        <Target aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('editor.goal.button')}</span>
      </Button>
      {open && <GoalDialog goal={goal} onClose={() => setOpen(false)} onGoalChange={onGoalChange} />}
    </div>
  );
}

function GoalDialog({ goal, onClose, onGoalChange }: { goal: number | null; onClose: () => void; onGoalChange: (goal: number | null) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [value, setValue] = useState(goal === null ? '' : String(goal));
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const text = value.trim().replace(/[\s,.’']/g, '');
    if (text === '') {
      onGoalChange(null);
      onClose();
      return;
    }
    const n = Number(text);
    if (!Number.isInteger(n) || n < wordGoalLimits.min || n > wordGoalLimits.max) {
      setError(t('editor.goal.invalid', { max: wordGoalLimits.max.toLocaleString() }));
      return;
    }
    onGoalChange(n);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('editor.goal.title')}
      description={t('editor.goal.description')}
      footer={
        <>
          {goal !== null && (
            <Button
              variant="secondary"
              onClick={() => {
                onGoalChange(null);
                onClose();
              }}
            >
              {t('editor.goal.clear')}
            </Button>
          )}
          <Button type="submit" form={formId}>
            {t('editor.goal.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField label={t('editor.goal.label')} value={value} onChange={(event) => setValue(event.target.value)} error={error} inputMode="numeric" autoFocus />
      </form>
    </Dialog>
  );
}
