import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allows, sharePath, type SharedWithMe } from '../../../shared/sharing.ts';
import { documentTypeRule } from '../../../shared/document-types.ts';
import { DocumentTypeIcon } from '../../components/documents/document-type.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { editPathFor } from '../../lib/document-links.ts';
import { formatRelativeDate } from '../../lib/format.ts';
import { useSharedWithMe } from '../../lib/sharing.ts';

/** Where a shared document opens: the editor for an editor, and for a commenter on a text the editor shows; else the link's page. */
const openPath = (doc: SharedWithMe) =>
  allows(doc.role, 'edit') || (allows(doc.role, 'comment') && documentTypeRule(doc.type)?.editor === 'editor') ? editPathFor(doc) : sharePath(doc.token);

/**
 * "Shared with me": documents other people shared that this writer opened,
 * newest change first, filtered by History's search. Nothing while there are none.
 */
export function HistoryShared({ search }: { search: string }) {
  const { t } = useTranslation();
  const list = useSharedWithMe();
  const all = list.data?.documents ?? [];
  if (all.length === 0) return null;
  const words = search.trim().toLowerCase();
  const shown = words ? all.filter((d) => `${d.title} ${d.owner.name} ${d.preview}`.toLowerCase().includes(words)) : all;
  return (
    <TitledSection
      headingId="shared-with-me"
      title={t('sharing.withMe.title')}
      icon={<Users aria-hidden="true" className="size-5 text-primary" />}
      className="mt-10 scroll-mt-24"
      headingClassName="mb-3 flex items-center gap-2 text-lg font-semibold text-fg"
    >
      {shown.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('sharing.withMe.noMatch')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {shown.map((doc) => (
            <li key={doc.id} className="flex items-start gap-3 px-4 py-3">
              <DocumentTypeIcon type={doc.type} />
              <div className="min-w-0 flex-1">
                <Link className="font-medium break-words text-primary underline-offset-2 hover:underline" to={openPath(doc)}>
                  {doc.title}
                </Link>
                <p className="text-sm text-fg-muted">
                  {t('sharing.withMe.by', { name: doc.owner.name || t('sharing.page.someone') })} · {t(`sharing.page.can.${doc.role}`)} · {t('history.updated', { when: formatRelativeDate(doc.updatedAt) })}
                </p>
                {doc.preview && <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{doc.preview}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
