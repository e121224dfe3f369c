import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentSummary } from '../../../shared/documents.ts';
import { DocumentTypeIcon } from '../../components/documents/document-type.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { formatDate, formatRelativeDate } from '../../lib/format.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { kindKey } from '../../lib/documents.ts';

/** One document in History: icon, title, type, dates, a two-line preview, and its actions. */
export function DocumentRow({ doc, now, onView, onDelete }: { doc: DocumentSummary; now: Date; onView: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const sameDay = formatDate(doc.createdAt) === formatDate(doc.updatedAt);
  const created = doc.createdAt !== doc.updatedAt && !sameDay;
  const titleId = `doc-${doc.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:items-start sm:p-5">
      <div className="flex min-w-0 flex-1 gap-4">
        <DocumentTypeIcon type={doc.type} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-semibold break-words text-fg">
            {doc.title}
          </h3>
          <p className="mt-0.5 text-sm text-fg-muted">
            <span className="font-medium">{t(kindKey(doc))}</span>
            {doc.style && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{t('history.style', { style: t(`academic.styles.${doc.style}.name`) })}</span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={doc.updatedAt}>{t('history.updated', { when: formatRelativeDate(doc.updatedAt, now) })}</time>
            {created && (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={doc.createdAt}>{t('history.created', { date: formatDate(doc.createdAt, undefined, 'medium') })}</time>
              </>
            )}
          </p>
          {doc.preview && <p className="mt-2 line-clamp-2 text-sm leading-6 break-words text-fg-muted">{doc.preview}</p>}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col lg:flex-row">
        <Button variant="secondary" size="sm" className="h-10 flex-1 sm:flex-none" onClick={onView} aria-describedby={titleId}>
          <Eye aria-hidden="true" className="size-4" />
          {t('history.view')}
        </Button>
        <Link to={editPathFor(doc)} className={buttonClass('secondary', 'sm', 'h-10 flex-1 sm:flex-none')} aria-describedby={titleId}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('history.edit')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="h-10 flex-1 text-danger hover:bg-danger-soft sm:flex-none"
          onClick={onDelete}
          aria-describedby={titleId}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('history.delete')}
        </Button>
      </div>
    </article>
  );
}
