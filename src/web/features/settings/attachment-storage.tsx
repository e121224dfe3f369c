import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatFileSize, useAttachmentStorage } from '../../lib/reference-attachments.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** How much of the attached-file storage the user's reference library takes (one line), with the way to the library. */
export function AttachmentStorageLine() {
  const { t } = useTranslation();
  const storage = useAttachmentStorage();
  return (
    <TitledSection headingId="settings-attachment-storage" title={t('settings.storage.title')} level={3} icon={<Paperclip aria-hidden="true" className="size-4" />} className="rounded-xl border border-border p-5" headingClassName="flex items-center gap-2 font-semibold text-fg">
      <p className="mt-2 text-sm text-fg">
        {storage.isPending ? (
          <Spinner />
        ) : storage.isError ? (
          <span className="text-danger">{t('settings.storage.failed')}</span>
        ) : (
          t('settings.storage.usage', { used: formatFileSize(storage.data.used), limit: formatFileSize(storage.data.limit), count: storage.data.files })
        )}{' '}
        <Link to="/references" className="font-medium text-primary underline-offset-2 hover:underline">
          {t('settings.storage.link')}
        </Link>
      </p>
    </TitledSection>
  );
}
