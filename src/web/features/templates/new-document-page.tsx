import { RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { isBusinessTemplate, type BusinessTemplate, type CreateDocumentInput, type DocumentRecord } from '../../../shared/documents.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { createDocument, useDocumentSaved } from '../../lib/documents.ts';
import { businessTemplateMarkdown } from './business-templates.ts';
import { oncePerVisit } from './once-per-visit.ts';

/** Documents made by visit (history entry and template): one per visit, however often the page mounts. */
const createOnce = oncePerVisit<DocumentRecord>();

/**
 * `/documents/new?template=<business template>`: "Use template" of a business
 * document. Makes the document (an essay, naming its template
 * in `data.template`) with the template's sections in the interface language,
 * then replaces this address with the editor's, so neither Back nor a reload
 * of the editor comes here again and makes another.
 */
export function NewDocumentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { key } = useLocation();
  const navigate = useNavigate();
  const saved = useDocumentSaved();
  const requested = params.get('template');
  const template = isBusinessTemplate(requested) ? requested : null;
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Written in the interface language of the moment the document is made.
  const documentFrom = useEffectEvent(
    (chosen: BusinessTemplate): CreateDocumentInput => ({
      type: 'essay',
      title: t(`documents.template.${chosen}`),
      content: businessTemplateMarkdown(chosen, t),
      data: { template: chosen },
    }),
  );
  const open = useEffectEvent((doc: DocumentRecord) => {
    saved(doc);
    void navigate(editPathFor(doc), { replace: true });
  });

  useEffect(() => {
    if (!template) return;
    let current = true;
    createOnce(`${key}:${template}`, () => createDocument(documentFrom(template))).then(
      (doc) => {
        if (current) open(doc);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof ApiError ? error : new ApiError(0, 'internal', String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [template, key, attempt]);

  if (!template) {
    return (
      <PageShell title={t('templates.new.unknownTitle')} description={t('templates.new.unknownBody')} width="narrow">
        <div className="flex justify-center">
          <ButtonLink to="/templates">{t('templates.new.browse')}</ButtonLink>
        </div>
      </PageShell>
    );
  }

  if (failure) {
    // Retry makes the document again, from the same template.
    const retry = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    };
    return (
      <PageShell title={t('templates.new.failedTitle')} width="narrow">
        <Alert tone="error">{t(`errors.${failure.code}`)}</Alert>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonWithIcon Icon={RotateCcw} onClick={retry}>
            {t('common.retry')}
          </ButtonWithIcon>
          <ButtonLink to="/templates" variant="secondary">
            {t('templates.new.browse')}
          </ButtonLink>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell title={t('templates.new.title')} width="narrow">
      <div className="flex justify-center">
        <Spinner className="[&_svg]:size-8" label={t('templates.new.creating')} />
      </div>
    </PageShell>
  );
}
