import { useQuery } from '@tanstack/react-query';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiKeyScopeKeys, apiKeyScopes } from '../../../shared/api-keys.ts';
import { apiBasePath, apiOperations, curlExamples, schemaFields, schemaType, type ApiOperation, type CurlExample, type HttpMethod, type OpenApiDocument } from '../../../shared/api-examples.ts';
import { errorCatalogue, type ErrorCode } from '../../../shared/errors.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api } from '../../lib/api.ts';
import { CodeBlock } from './code-block.tsx';
import { inlineCode, RichText } from './rich-text.tsx';

/**
 * Documentation › API Reference: the public API `/api/v1`, read
 * at run time from its OpenAPI document, with a curl command per endpoint
 * made by the same function the server test runs (shared/api-examples.ts).
 * The prerendered page has no server to ask, so it shows the introduction
 * and a loading state.
 */

const openApiPath = '/api/v1/openapi.json';
const base = 'docs.documentation.api';

// Code samples are not translated: they are what a script sends and receives.
const keySample = `export INKWELL_API_KEY='ink_…'`;
const errorSample = `{
  "error": {
    "code": "forbidden",
    "message": "This API key does not have the \\"documents:write\\" scope."
  }
}`;

/** The scopes of a key (shared/api-keys.ts) and the key of their explanation. */
const scopes = apiKeyScopes.map((scope) => ({ scope, key: apiKeyScopeKeys[scope] }));

/** The errors an API request can meet; their statuses come from the shared catalogue. */
const apiErrorCodes = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'plan_required',
  'account_suspended',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'render_failed',
  'applications_full',
  'rate_limited',
  'quota_exceeded',
  'internal',
  'upstream_error',
  'upstream_unreachable',
  'service_unavailable',
  'upstream_timeout',
] as const satisfies readonly ErrorCode[];

const methodTone: Record<HttpMethod, string> = {
  GET: 'bg-success-soft text-success',
  POST: 'bg-primary-soft text-primary-soft-fg',
  PUT: 'bg-bg-subtle text-fg ring-1 ring-border',
  PATCH: 'bg-bg-subtle text-fg ring-1 ring-border',
  DELETE: 'bg-danger-soft text-danger',
};

function Method({ method }: { method: HttpMethod }) {
  return <span className={`inline-block rounded-md px-2 py-0.5 font-mono text-xs font-bold ${methodTone[method]}`}>{method}</span>;
}

/** A path that may wrap on a phone after a slash (<wbr>: a copied path stays whole). */
function ApiPath({ path }: { path: string }) {
  return (
    <>
      {path.split('/').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The API's own English text, with its `code` spans. */
function ApiText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

const noSubscription = () => () => {};
/** The page's origin; empty while prerendering (and hydrating), where there is none. */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

function Heading3({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h3 id={id} className="mt-10 scroll-mt-24 text-lg font-semibold text-fg">
      {children}
    </h3>
  );
}

function Introduction({ origin }: { origin: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`${base}.title`)}</h2>
      <p className="mt-3 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>
      <p className={`mt-3 leading-7 text-fg-muted ${inlineCode}`}>
        <RichText i18nKey={`${base}.baseUrl`} values={{ url: `${origin}/api/v1` }} />
      </p>

      <Heading3>{t(`${base}.authTitle`)}</Heading3>
      <Prose>
        <p>
          <Trans i18nKey={`${base}.authBody`} components={{ code: <code />, settings: <Link to="/settings?tab=api-keys" /> }} />
        </p>
      </Prose>
      <CodeBlock caption={t(`${base}.keyCaption`)} code={keySample} />

      <Heading3>{t(`${base}.scopesTitle`)}</Heading3>
      <Prose>
        <p>{t(`${base}.scopesBody`)}</p>
      </Prose>
      <div className="mt-4 overflow-hidden rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t(`${base}.scopesTable.caption`)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="bg-bg-subtle text-fg">
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.scopesTable.scope`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.scopesTable.allows`)}</th>
            </tr>
          </thead>
          <tbody>
            {scopes.map(({ scope, key }) => (
              <tr key={scope} className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
                <td className="px-4 py-3 font-mono text-[0.8125rem] whitespace-nowrap text-fg max-sm:block max-sm:p-0">{scope}</td>
                <td className={`px-4 py-3 leading-6 text-fg-muted max-sm:mt-1 max-sm:block max-sm:p-0 ${inlineCode}`}>
                  <RichText i18nKey={`${base}.scopes.${key}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading3>{t(`${base}.errorsTitle`)}</Heading3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.errorsBody`} />
        </p>
      </Prose>
      <CodeBlock caption={t(`${base}.errorCaption`)} code={errorSample} />
      <div className="mt-4 overflow-hidden rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t(`${base}.codesTable.caption`)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="bg-bg-subtle text-fg">
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.codesTable.status`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.codesTable.code`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.codesTable.meaning`)}</th>
            </tr>
          </thead>
          <tbody>
            {apiErrorCodes.map((code) => (
              <tr key={code} className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
                <td className="px-4 py-3 font-mono text-fg max-sm:inline-block max-sm:p-0 max-sm:pr-2">{errorCatalogue[code].status}</td>
                <td className="px-4 py-3 font-mono text-[0.8125rem] text-fg max-sm:inline-block max-sm:p-0">{code}</td>
                <td className={`px-4 py-3 leading-6 text-fg-muted max-sm:mt-1 max-sm:block max-sm:p-0 ${inlineCode}`}>
                  <RichText i18nKey={`${base}.codes.${code}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading3>{t(`${base}.rateLimitTitle`)}</Heading3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.rateLimitBody`} />
        </p>
      </Prose>
    </>
  );
}

function FieldList({ fields, label }: { fields: { name: string; type: string; required: boolean; description?: string; enum?: string[]; place?: string }[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="mt-2 divide-y divide-border rounded-xl border border-border text-sm">
      {fields.map((field) => (
        <li key={`${field.place ?? ''}:${field.name}`} className="px-4 py-3">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-mono text-[0.8125rem] font-semibold break-all text-fg">{field.name}</code>
            <span className="font-mono text-xs text-fg-muted">{field.type}</span>
            {field.place && <span className="text-xs text-fg-muted">{t(`${base}.op.in`, { place: field.place })}</span>}
            <span className={`text-xs font-medium ${field.required ? 'text-fg' : 'text-fg-muted'}`}>{field.required ? t(`${base}.op.required`) : t(`${base}.op.optional`)}</span>
          </div>
          {field.description && (
            <p lang="en" className={`mt-1 leading-6 text-fg-muted ${inlineCode}`}>
              <ApiText text={field.description} />
            </p>
          )}
          {field.enum && (
            <p className={`mt-1 leading-6 text-fg-muted ${inlineCode}`}>
              {t(`${base}.op.values`)}{' '}
              {field.enum.map((value, i) => (
                <Fragment key={value}>
                  {i > 0 && ', '}
                  <code>{value}</code>
                </Fragment>
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Operation({ doc, op, example }: { doc: OpenApiDocument; op: ApiOperation; example: CurlExample | undefined }) {
  const { t } = useTranslation();
  const headingId = `op-${op.operationId}`;
  const bodyFields = op.body ? schemaFields(doc, op.body.schema) : [];
  const parameters = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  return (
    <article aria-labelledby={headingId} className="mt-6 rounded-2xl border border-border p-4 sm:p-5">
      <h4 id={headingId} className="flex scroll-mt-24 flex-wrap items-center gap-x-3 gap-y-1 font-mono text-[0.9375rem] font-semibold text-fg">
        <Method method={op.method} />
        <span className="min-w-0 break-words">
          <ApiPath path={op.path} />
        </span>
      </h4>
      {op.summary && (
        <p lang="en" className="mt-3 font-medium text-fg">
          {op.summary}
        </p>
      )}
      {op.description && (
        <p lang="en" className={`mt-2 leading-7 text-fg-muted ${inlineCode}`}>
          <ApiText text={op.description} />
        </p>
      )}
      <p className={`mt-3 text-sm text-fg-muted ${inlineCode}`}>
        <span className="font-semibold text-fg">{t(`${base}.op.scope`)}</span>{' '}
        {!op.authenticated ? t(`${base}.op.noKey`) : op.scopes.length === 0 ? t(`${base}.op.anyKey`) : op.scopes.map((scope, i) => (
          <Fragment key={scope}>
            {i > 0 && ', '}
            <code>{scope}</code>
          </Fragment>
        ))}
      </p>

      {parameters.length > 0 && (
        <>
          <h5 className="mt-4 text-sm font-semibold text-fg">{t(`${base}.op.parameters`)}</h5>
          <FieldList
            label={t(`${base}.op.parameters`)}
            fields={parameters.map((p) => ({
              name: p.name,
              type: schemaType(doc, p.schema),
              required: p.required,
              place: p.in,
              ...(p.description ?? p.schema?.description ? { description: (p.description ?? p.schema?.description)! } : {}),
              ...(p.schema?.enum?.length ? { enum: p.schema.enum.map(String) } : {}),
            }))}
          />
        </>
      )}

      {op.body && (
        <>
          <h5 className="mt-4 text-sm font-semibold text-fg">
            {t(`${base}.op.body`)} <span className="font-mono text-xs font-normal text-fg-muted">{op.body.mediaType}</span>
          </h5>
          {bodyFields.length > 0 && <FieldList label={t(`${base}.op.body`)} fields={bodyFields} />}
        </>
      )}

      <h5 className="mt-4 text-sm font-semibold text-fg">{t(`${base}.op.responses`)}</h5>
      <ul aria-label={t(`${base}.op.responses`)} className="mt-2 space-y-1.5 text-sm">
        {op.responses.map((response) => (
          <li key={response.status} className="flex flex-wrap items-baseline gap-x-2">
            <span className={`font-mono font-semibold ${response.status.startsWith('2') ? 'text-success' : 'text-fg'}`}>{response.status}</span>
            {response.description && (
              <span lang="en" className={`text-fg-muted ${inlineCode}`}>
                <ApiText text={response.description} />
              </span>
            )}
            {/* Errors are all the JSON error shape above; successes say what they send. */}
            {response.status.startsWith('2') && response.mediaTypes.length > 0 && <span className="font-mono text-xs text-fg-muted">{response.mediaTypes.join(', ')}</span>}
          </li>
        ))}
      </ul>

      {example && <CodeBlock caption={t(`${base}.op.curlCaption`)} code={example.command} />}
    </article>
  );
}

function Endpoints({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['openapi'], queryFn: () => api<OpenApiDocument>(openApiPath), staleTime: 5 * 60_000 });
  if (query.isPending) return <Spinner className="mt-6" label={t(`${base}.loading`)} />;
  if (query.isError) {
    return (
      <Alert tone="error" className="mt-6">
        <p>{t(`${base}.loadError`)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t(`${base}.retry`)}
        </Button>
      </Alert>
    );
  }
  const doc = query.data;
  const operations = apiOperations(doc);
  const examples = new Map(curlExamples(doc, origin).map((example) => [`${example.method} ${example.path}`, example]));
  const tags = [...new Set(operations.map((op) => op.tag))];
  const tagDescription = (tag: string) => doc.tags?.find((entry) => entry.name === tag)?.description;
  return (
    <>
      <nav aria-label={t(`${base}.indexLabel`)} className="mt-6 rounded-xl border border-border bg-bg-subtle/60 p-4">
        <ul className="space-y-1.5 text-sm">
          {operations.map((op) => (
            <li key={`${op.method} ${op.path}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Method method={op.method} />
              <a href={`#op-${op.operationId}`} className="font-mono text-[0.8125rem] break-all text-fg underline-offset-2 hover:text-primary hover:underline">
                {apiBasePath(doc)}
                {op.path}
              </a>
              {op.summary && (
                <span lang="en" className="text-fg-muted">
                  {op.summary}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <Heading3 id={`tag-${tag}`}>
            <span lang="en">{tag}</span>
          </Heading3>
          {tagDescription(tag) && (
            <p lang="en" className={`mt-2 leading-7 text-fg-muted ${inlineCode}`}>
              <ApiText text={tagDescription(tag)!} />
            </p>
          )}
          {operations
            .filter((op) => op.tag === tag)
            .map((op) => (
              <Operation key={`${op.method} ${op.path}`} doc={doc} op={op} example={examples.get(`${op.method} ${op.path}`)} />
            ))}
        </section>
      ))}
    </>
  );
}

export function ApiReference() {
  const { t } = useTranslation();
  const origin = useOrigin();
  return (
    <div>
      <Introduction origin={origin} />
      <Heading3>{t(`${base}.endpointsTitle`)}</Heading3>
      <Prose>
        <p>
          <Trans i18nKey={`${base}.endpointsBody`} components={{ code: <code />, document: <a href={openApiPath} /> }} />
        </p>
      </Prose>
      <Endpoints origin={origin} />
    </div>
  );
}
