import { Check, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportFormats, exportFormatsByPlan } from '../../../shared/plans.ts';
import { cn } from '../../lib/cn.ts';

/** The plans compared, one column each. */
const plans = ['free', 'pro'] as const;

/** Every export format, and whether the Free and the Pro plan include it. */
export function ExportFormatsTable() {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('pricing.formatsTitle')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-3 pr-4 font-semibold text-fg">
              {t('pricing.format')}
            </th>
            {plans.map((plan) => (
              // The last column needs no gap after it.
              <th key={plan} scope="col" className={cn('py-3 font-semibold text-fg', plan !== plans.at(-1) && 'pr-4')}>
                {t(`pricing.plans.${plan}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {exportFormats.map((format) => (
            <tr key={format} className="border-b border-border last:border-0">
              <th scope="row" className="py-3 pr-4 font-medium text-fg">
                {t(`formats.${format}`)}
              </th>
              {plans.map((plan) => (
                <td key={plan} className="py-3 pr-4">
                  {exportFormatsByPlan[plan].includes(format) ? (
                    <span className="inline-flex items-center gap-1.5 text-success">
                      <Check aria-hidden="true" className="size-4" />
                      {t('pricing.included')}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-fg-muted">
                      <Lock aria-hidden="true" className="size-4" />
                      {t('pricing.proOnly')}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
