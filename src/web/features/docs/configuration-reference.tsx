import { useTranslation } from 'react-i18next';
import { Prose } from '../../components/ui/prose.tsx';
import { CodeBlock } from './code-block.tsx';
import { inlineCode, RichText } from './rich-text.tsx';

/**
 * The environment variables, in the order and with the defaults of the
 * table in docs/configuration.md: keep the two in step. `null` means no
 * default; `generated` is translated.
 */
const variables: { name: string; fallback: string | null | 'generated' }[] = [
  { name: 'PORT', fallback: '3000' },
  { name: 'HOST', fallback: '0.0.0.0' },
  { name: 'DATA_DIR', fallback: './data' },
  { name: 'DATABASE_URL', fallback: null },
  { name: 'PUBLIC_URL', fallback: 'http://localhost:$PORT' },
  { name: 'AUTH_SECRET', fallback: 'generated' },
  { name: 'SMTP_URL', fallback: null },
  { name: 'MAIL_FROM', fallback: 'Inkwell <no-reply@inkwell.localhost>' },
  { name: 'REQUIRE_EMAIL_VERIFICATION', fallback: 'false' },
  { name: 'SEED_DEMO', fallback: 'true' },
  { name: 'RATE_LIMIT_ENABLED', fallback: 'true' },
  { name: 'TRUSTED_PROXIES', fallback: null },
  { name: 'LLM_BASE_URL', fallback: null },
  { name: 'LLM_API_KEY', fallback: null },
  { name: 'LLM_MODEL', fallback: null },
  { name: 'LLM_HEADERS_TIMEOUT_MS', fallback: '30000' },
  { name: 'LLM_CHUNK_TIMEOUT_MS', fallback: '30000' },
  { name: 'LLM_TOTAL_TIMEOUT_MS', fallback: '300000' },
  { name: 'LLM_MAX_RETRIES', fallback: '2' },
  { name: 'USER_MODELS', fallback: 'public' },
  { name: 'ENCRYPTION_KEY', fallback: 'AUTH_SECRET' },
  { name: 'OFFLINE_WRITER_PACE_MS', fallback: '15' },
  { name: 'LOG_LEVEL', fallback: 'info' },
  { name: 'NODE_ENV', fallback: 'production' },
];

const postgresSample = `createdb inkwell
DATABASE_URL=postgres://user:password@localhost:5432/inkwell npm start`;

export function ConfigurationReference() {
  const { t } = useTranslation();
  const base = 'docs.documentation.config';
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`${base}.title`)}</h2>
      <p className="mt-3 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>

      <div className="mt-6 overflow-hidden rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t(`${base}.table.caption`)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="bg-bg-subtle text-fg">
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.table.variable`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.table.meaning`)}</th>
            </tr>
          </thead>
          <tbody>
            {variables.map(({ name, fallback }) => (
              <tr key={name} className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
                {/* The default sits under the name: a third column leaves the meaning too little room. */}
                <th scope="row" className="px-4 py-3 text-left font-normal max-sm:block max-sm:p-0 sm:w-64">
                  <span className="block font-mono text-[0.8125rem] font-semibold text-fg">{name}</span>
                  <span className="mt-1 block text-xs text-fg-muted">
                    {t(`${base}.table.default`)}:{' '}
                    {fallback === null ? (
                      t(`${base}.table.none`)
                    ) : fallback === 'generated' ? (
                      t(`${base}.table.generated`)
                    ) : (
                      <code className="rounded bg-bg-subtle px-1 font-mono text-fg">{fallback}</code>
                    )}
                  </span>
                </th>
                <td className={`px-4 py-3 leading-6 text-fg-muted max-sm:mt-1.5 max-sm:block max-sm:p-0 ${inlineCode}`}>
                  <RichText i18nKey={`${base}.vars.${name}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Prose className="mt-4 text-sm">
        <p>
          <RichText i18nKey={`${base}.modelNote`} />
        </p>
        <p>
          <RichText i18nKey={`${base}.testsOnly`} />
        </p>
      </Prose>

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.postgresTitle`)}</h3>
      <p className="mt-2 leading-7 text-fg-muted">{t(`${base}.postgresBody`)}</p>
      <CodeBlock caption={t(`${base}.postgresCaption`)} code={postgresSample} />
      <Prose>
        <p>
          <RichText i18nKey={`${base}.postgresAfter`} />
        </p>
      </Prose>
    </div>
  );
}
