import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { CodeBlock } from './code-block.tsx';
import { inlineCode, RichText } from './rich-text.tsx';

// Code samples are not translated: they are what a script sends and receives.
const signInSample = `curl -c cookies.txt \\
  -H "Content-Type: application/json" \\
  -H "Origin: http://localhost:3000" \\
  -d '{"email":"demo@inkwell.example","password":"inkwell-demo-2026"}' \\
  http://localhost:3000/api/auth/sign-in/email`;

const createSample = `curl -b cookies.txt \\
  -H "Content-Type: application/json" \\
  -H "Origin: http://localhost:3000" \\
  -d '{
    "type": "resume",
    "title": "Software engineer resume",
    "data": {
      "template": "modern",
      "personalInfo": {
        "fullName": "Alex Example",
        "email": "alex@example.com"
      },
      "summary": "Backend developer with five years of experience.",
      "skills": [{ "name": "TypeScript", "level": 4 }]
    }
  }' \\
  http://localhost:3000/api/documents`;

const responseSample = `{
  "id": "0c8f7d2e-5b1a-4e9f-9a63-2f1d4b7e8a10",
  "type": "resume",
  "title": "Software engineer resume",
  "preview": "Backend developer with five years of experience.",
  "content": "",
  "data": {
    "template": "modern",
    "personalInfo": {
      "fullName": "Alex Example",
      "email": "alex@example.com"
    },
    "summary": "Backend developer with five years of experience.",
    "skills": [{ "name": "TypeScript", "level": 4 }]
  },
  "createdAt": "2026-03-02T09:30:00.000Z",
  "updatedAt": "2026-03-02T09:30:00.000Z"
}`;

const generateSample = `curl -N -b cookies.txt \\
  -H "Content-Type: application/json" \\
  -H "Origin: http://localhost:3000" \\
  -d '{"topic":"Should school start later?","type":"argumentative","tone":"academic","length":"short","academicLevel":"undergraduate"}' \\
  http://localhost:3000/api/generate/essay`;

const streamSample = `data: {"type":"start","provider":"offline","seed":1804289383}

data: {"type":"delta","text":"# Should School Start "}

data: {"type":"delta","text":"Later? "}

…

data: {"type":"done","documentId":"5d0c2b7e-8f41-4c1e-a0a5-6b2f9e3d1c77","words":497}`;

const errorSample = `{
  "error": {
    "code": "validation_failed",
    "message": "Some fields are invalid.",
    "field": "title"
  }
}`;

const endpoints = [
  { key: 'list', method: 'GET', path: '/api/documents' },
  { key: 'get', method: 'GET', path: '/api/documents/:id' },
  { key: 'create', method: 'POST', path: '/api/documents' },
  { key: 'update', method: 'PATCH', path: '/api/documents/:id' },
  { key: 'delete', method: 'DELETE', path: '/api/documents/:id' },
  { key: 'versions', method: 'GET', path: '/api/documents/:id/versions' },
  { key: 'versionsRestore', method: 'POST', path: '/api/documents/:id/versions/:versionId/restore' },
  { key: 'export', method: 'GET', path: '/api/documents/:id/export' },
  { key: 'referencesList', method: 'GET', path: '/api/references' },
  { key: 'referencesCreate', method: 'POST', path: '/api/references' },
  { key: 'referencesImport', method: 'POST', path: '/api/references/import' },
  { key: 'referencesExport', method: 'GET', path: '/api/references/export' },
  { key: 'papersFormat', method: 'POST', path: '/api/papers/format' },
] as const;

// Statuses come from the shared error catalogue (src/shared/errors.ts).
const errorCodes = [
  { code: 'validation_failed', status: 400 },
  { code: 'invalid_json', status: 400 },
  { code: 'unauthorized', status: 401 },
  { code: 'forbidden', status: 403 },
  { code: 'forbidden_origin', status: 403 },
  { code: 'plan_required', status: 403 },
  { code: 'not_found', status: 404 },
  { code: 'library_full', status: 409 },
  { code: 'payload_too_large', status: 413 },
  { code: 'unsupported_media_type', status: 415 },
  { code: 'rate_limited', status: 429 },
  { code: 'quota_exceeded', status: 429 },
  { code: 'internal', status: 500 },
  { code: 'service_unavailable', status: 503 },
  { code: 'upstream_error', status: 502 },
  { code: 'upstream_unreachable', status: 502 },
  { code: 'upstream_timeout', status: 504 },
  { code: 'lookup_failed', status: 502 },
  { code: 'lookup_unavailable', status: 503 },
] as const;

const methodTone: Record<(typeof endpoints)[number]['method'], string> = {
  GET: 'bg-success-soft text-success',
  POST: 'bg-primary-soft text-primary-soft-fg',
  PATCH: 'bg-bg-subtle text-fg ring-1 ring-border',
  DELETE: 'bg-danger-soft text-danger',
};

function Method({ method }: { method: (typeof endpoints)[number]['method'] }) {
  return <span className={`inline-block rounded-md px-2 py-0.5 font-mono text-xs font-bold ${methodTone[method]}`}>{method}</span>;
}

export function ApiReference() {
  const { t } = useTranslation();
  const base = 'docs.documentation.api';
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`${base}.title`)}</h2>
      <p className="mt-3 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>
      <Alert className="mt-6">
        <p className="font-semibold">{t(`${base}.keysTitle`)}</p>
        <p className="mt-1">{t(`${base}.keysNote`)}</p>
      </Alert>

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.authTitle`)}</h3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.authBody`} />
        </p>
      </Prose>
      <CodeBlock caption={t(`${base}.authCaption`)} code={signInSample} />

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.endpointsTitle`)}</h3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.endpointsBody`} />
        </p>
      </Prose>
      <div className="mt-4 overflow-hidden rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t(`${base}.table.caption`)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="bg-bg-subtle text-fg">
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.table.method`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.table.path`)}</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">{t(`${base}.table.purpose`)}</th>
            </tr>
          </thead>
          <tbody>
            {endpoints.map(({ key, method, path }) => (
              <tr key={key} className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
                <td className="px-4 py-3 max-sm:inline-block max-sm:p-0 max-sm:pr-2">
                  <Method method={method} />
                </td>
                {/* A long path may wrap on a phone, after a slash (<wbr>: a copied path stays whole). */}
                <td className="px-4 py-3 font-mono text-[0.8125rem] whitespace-nowrap text-fg max-sm:inline-block max-sm:p-0 max-sm:whitespace-normal">
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
                </td>
                <td className={`px-4 py-3 leading-6 text-fg-muted max-sm:mt-1.5 max-sm:block max-sm:p-0 ${inlineCode}`}>
                  <RichText i18nKey={`${base}.endpoints.${key}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.createTitle`)}</h3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.createBody`} />
        </p>
      </Prose>
      <CodeBlock caption={t(`${base}.createCaption`)} code={createSample} />
      <CodeBlock caption={t(`${base}.responseCaption`)} code={responseSample} />

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.generateTitle`)}</h3>
      <Prose>
        <p>
          <RichText i18nKey={`${base}.generateBody`} />
        </p>
      </Prose>
      <CodeBlock caption={t(`${base}.generateCaption`)} code={generateSample} />
      <CodeBlock caption={t(`${base}.streamCaption`)} code={streamSample} />

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.errorsTitle`)}</h3>
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
            {errorCodes.map(({ code, status }) => (
              <tr key={code} className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
                <td className="px-4 py-3 font-mono text-fg max-sm:inline-block max-sm:p-0 max-sm:pr-2">{status}</td>
                <td className="px-4 py-3 font-mono text-[0.8125rem] text-fg max-sm:inline-block max-sm:p-0">{code}</td>
                <td className={`px-4 py-3 leading-6 text-fg-muted max-sm:mt-1 max-sm:block max-sm:p-0 ${inlineCode}`}>
                  <RichText i18nKey={`${base}.codes.${code}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
