import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { exportFormatsFor, type DocumentType } from '../../../shared/documents.ts';
import { exportFormatsByPlan, type Plan } from '../../../shared/plans.ts';
import { exportUrl } from '../../lib/documents.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClass, type ButtonVariant } from '../ui/button.tsx';

/** Download in every format this server renders that the user's plan includes. */
export function DownloadMenu({ documentId, type, variant = 'secondary', label }: { documentId: string; type: DocumentType; variant?: ButtonVariant; label?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const plan: Plan = session.data?.user.plan === 'pro' ? 'pro' : 'free';
  const formats = exportFormatsFor(type).filter((f) => exportFormatsByPlan[plan].includes(f));
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass(variant, 'md', 'h-11 sm:h-10')}>
        <Download aria-hidden="true" className="size-4" />
        {label ?? t('documents.download')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the page's landmarks (and the dialog's focus trap). */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-[60] min-w-52 rounded-xl border border-border bg-surface p-1 text-sm text-fg shadow-xl"
      >
        {formats.map((format) => (
          <DropdownMenu.Item key={format} asChild>
            <a
              href={exportUrl(documentId, format)}
              download
              className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 outline-none data-[highlighted]:bg-bg-subtle data-[highlighted]:text-primary"
            >
              {t(`formats.${format}`)}
            </a>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
