import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { LegalPage } from './legal-page.tsx';
import { RichText, useTextSections } from './legal-text.tsx';

/** Everything Inkwell keeps in the browser (see src/web/lib/theme.ts, public/theme-init.js, the auth config and features/chat/routes.ts). */
const rows = ['session', 'chat', 'theme', 'language'] as const;
const columns = ['kind', 'purpose', 'duration'] as const;

/** `wide`: the table, where the name keeps to one line and sets the column's width. */
function StorageName({ row, wide = false }: { row: (typeof rows)[number]; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  const noteKey = `legal.cookies.table.rows.${row}.note`;
  return (
    <>
      <code className={`rounded bg-bg-subtle px-1.5 py-0.5 font-mono text-[0.85em] font-medium text-fg ${wide ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}`}>
        {t(`legal.cookies.table.rows.${row}.name`)}
      </code>
      {i18n.exists(noteKey) && (
        <span className="mt-2 block text-xs font-normal text-fg-muted">
          <RichText i18nKey={noteKey} />
        </span>
      )}
    </>
  );
}

/** A table on wide screens; on narrow ones, where four columns cannot fit, one card per item. */
function StorageTable() {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <div className="hidden overflow-hidden rounded-xl border border-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('legal.cookies.table.caption')}</caption>
          <thead className="bg-bg-subtle text-fg">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('legal.cookies.table.name')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`legal.cookies.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row} className="border-t border-border align-top">
                <th scope="row" className="px-4 py-4 font-normal">
                  <StorageName row={row} wide />
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-4 py-4 leading-6 text-fg-muted">
                    {t(`legal.cookies.table.rows.${row}.${column}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row} className="rounded-xl border border-border bg-bg-subtle p-4">
            <StorageName row={row} />
            <dl className="mt-4 space-y-3 text-sm">
              {columns.map((column) => (
                <div key={column}>
                  <dt className="font-semibold text-fg">{t(`legal.cookies.table.${column}`)}</dt>
                  <dd className="mt-0.5 leading-6 text-fg-muted">{t(`legal.cookies.table.rows.${row}.${column}`)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CookiesPage() {
  const { t } = useTranslation();
  const sections = useTextSections('legal.cookies.sections', { inventory: <StorageTable /> });
  return (
    <LegalPage title={t('legal.cookies.title')} description={t('legal.cookies.description')}>
      <LegalDocument idPrefix="cookies" lead={t('legal.cookies.lead')} sections={sections} />
    </LegalPage>
  );
}
