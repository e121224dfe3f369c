import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GenerationProvider } from '../../../shared/generation.ts';
import type { UserModelPolicy } from '../../../shared/user-model.ts';
import { useUserModel } from '../../lib/user-model.ts';
import { Alert } from '../ui/alert.tsx';

/**
 * Who wrote the draft on screen. The offline writer's draft says
 * what a structured draft is (`offline`, the generator's own words) and, when
 * this server lets users connect their own model, where to do it; a draft from
 * the user's own model says so, with the model's name.
 */
export function ProviderNote({ provider, userModels, offline }: { provider: GenerationProvider | undefined; userModels: UserModelPolicy | undefined; offline: ReactNode }) {
  const { t } = useTranslation();
  const own = useUserModel({ enabled: provider === 'user-model' });
  if (provider === 'offline') {
    return (
      <Alert tone="info">
        <p>{offline}</p>
        {userModels && userModels !== 'off' && (
          <p className="mt-2">
            <Link to="/settings?tab=ai" className="font-semibold underline underline-offset-2">
              {t('generation.connectOwnModel')}
            </Link>
          </p>
        )}
      </Alert>
    );
  }
  if (provider === 'user-model') {
    const model = own.data?.connection?.model;
    return (
      <Alert tone="info">
        <span data-testid="provider-note">{model ? t('generation.byUserModel', { model }) : t('generation.byUserModelUnnamed')}</span>
      </Alert>
    );
  }
  return null;
}
