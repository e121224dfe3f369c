import { Sparkles } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ClientErrorCode } from '../../lib/api.ts';
import { refetchSession } from '../../lib/session.ts';
import { startTrial } from '../../lib/trial.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';

/**
 * Starting the free Pro trial from a button: Settings, Pricing and the Pro
 * prompts share it. Kept apart from the prompts (pro-prompt.tsx) so the
 * public Pricing page does not load their dialog.
 */

export interface TrialStart {
  busy: boolean;
  error: ClientErrorCode | null;
  start: () => Promise<boolean>;
}

/** Starts the trial once per click; `onStarted` runs after the session says Pro. */
export function useTrialStart(onStarted?: () => void | Promise<void>): TrialStart {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ClientErrorCode | null>(null);
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await startTrial();
      await onStarted?.();
      return true;
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'internal';
      setError(code);
      // Had one already (another tab?): show the account as it is now.
      if (code === 'trial_unavailable') void refetchSession();
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [onStarted]);
  return { busy, error, start };
}

/** "Start free trial", with its busy state and, below it, why it failed. */
export function StartTrialButton({
  control,
  variant = 'primary',
  size = 'md',
  className,
}: {
  control: TrialStart;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant={variant} size={size} className={className} disabled={control.busy} focusableWhenDisabled onClick={() => void control.start()}>
        <Sparkles aria-hidden="true" className="size-4" />
        {control.busy ? t('plans.starting') : t('plans.startTrial')}
      </Button>
      {control.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t(`errors.${control.error}`)}
        </p>
      )}
    </>
  );
}
