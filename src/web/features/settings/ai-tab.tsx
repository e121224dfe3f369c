import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useUserModel } from '../../lib/user-model.ts';
import { AiModelForm } from './ai-model-form.tsx';

/**
 * Settings › AI: the user's own OpenAI-compatible model. The form
 * only when the operator allows personal models (USER_MODELS); otherwise what
 * writes the drafts on this server.
 */
export function AiTab() {
  const { t } = useTranslation();
  const query = useUserModel();

  if (query.isPending) return <Spinner label={t('settings.ai.loading')} />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('settings.ai.loadFailed')}</Alert>
        <Button variant="secondary" className="h-11 sm:h-10" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const state = query.data;
  const fallback = state.operatorModel ? t('settings.ai.fallbackOperator') : t('settings.ai.fallbackOffline');
  if (state.policy === 'off') {
    return (
      <div className="rounded-lg border border-dashed border-border p-6 text-center">
        <Bot aria-hidden="true" className="mx-auto size-8 text-fg-muted" />
        <p className="mt-2 font-medium text-fg">{t('settings.ai.off')}</p>
        <p className="mt-1 text-sm text-fg-muted">{fallback}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="space-y-2 text-sm text-fg-muted">
        <p>{t('settings.ai.intro')}</p>
        {!state.connection && <p>{fallback}</p>}
      </div>
      <AiModelForm state={state} />
    </div>
  );
}
