import { LogIn, MessageSquare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { allows, sharePath } from '../../../shared/sharing.ts';
import { documentTypeRules } from '../../../shared/document-types.ts';
import { SharedDocumentBody } from '../../components/sharing/shared-document-body.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { formatRelativeDate } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { useOpenedShare } from '../../lib/sharing.ts';

/** Refusals a visitor can act on, each with its own sentence; anything else reads as a missing link. */
const refusals = new Set(['share_sign_in', 'share_expired', 'share_not_invited', 'share_removed', 'email_not_verified', 'rate_limited']);

/** `/s/:token`: a shared document, as its link lets this visitor read it. */
export function SharedPage() {
  const { token = '' } = useParams();
  const session = useSession();
  if (session.isPending) return <Loading />;
  return <Opened key={session.data?.user.id ?? 'anonymous'} token={token} signedIn={session.data !== null} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function Opened({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const query = useOpenedShare(token);
  usePageMeta(query.data ? { title: query.data.document.title, description: t('sharing.page.description') } : undefined);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Refused error={query.error} token={token} signedIn={signedIn} />;
  const shared = query.data;
  const { document: doc } = shared;
  const canEdit = allows(shared.role, 'edit');
  // A commenter or suggester reviews an essay, paper or letter in the editor, with the comments (and suggestions) beside it.
  const canComment = !canEdit && allows(shared.role, 'comment') && documentTypeRules[doc.type].editor === 'editor';
  const signInGivesMore = !signedIn && shared.linkRole !== 'view';
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl" aria-labelledby="shared-title">
        <p className="text-sm text-fg-muted">
          {shared.role === 'owner' ? t('sharing.page.yours') : t('sharing.page.sharedBy', { name: shared.owner.name || t('sharing.page.someone') })} ·{' '}
          {t('history.updated', { when: formatRelativeDate(doc.updatedAt) })}
        </p>
        <h1 id="shared-title" className="mt-2 text-3xl font-bold tracking-tight break-words text-fg">
          {doc.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span className="rounded-full border border-border px-3 py-1 text-sm text-fg">{t(`sharing.page.can.${shared.role}`)}</span>
          {canEdit && (
            <ButtonLink to={editPathFor({ id: shared.documentId, type: doc.type })} size="sm">
              <Pencil aria-hidden="true" className="size-4" />
              {t('sharing.page.openEditor')}
            </ButtonLink>
          )}
          {canComment && (
            <ButtonLink to={editPathFor({ id: shared.documentId, type: doc.type })} size="sm">
              <MessageSquare aria-hidden="true" className="size-4" />
              {t(shared.role === 'suggest' ? 'sharing.page.openSuggest' : 'sharing.page.openComments')}
            </ButtonLink>
          )}
          {signInGivesMore && (
            <ButtonLink to={`/login?redirect=${encodeURIComponent(sharePath(token))}`} variant="secondary" size="sm">
              <LogIn aria-hidden="true" className="size-4" />
              {t(`sharing.page.signInTo.${shared.linkRole}`)}
            </ButtonLink>
          )}
        </div>
        <SharedDocumentBody doc={doc} className="mt-8" />
      </article>
    </div>
  );
}

function Refused({ error, token, signedIn }: { error: Error; token: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError && refusals.has(error.code) ? error.code : 'not_found';
  const back = `/login?redirect=${encodeURIComponent(sharePath(token))}`;
  return (
    <div className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-fg">{t(`sharing.page.refused.${code}.title`)}</h1>
        <Alert tone={code === 'share_sign_in' ? 'info' : 'error'} className="mt-4">
          {t(`sharing.page.refused.${code}.body`)}
        </Alert>
        <div className="mt-6 flex flex-wrap gap-3">
          {code === 'share_sign_in' && !signedIn ? (
            <>
              <ButtonLink to={back}>{t('nav.signIn')}</ButtonLink>
              <ButtonLink to={`/signup?redirect=${encodeURIComponent(sharePath(token))}`} variant="secondary">
                {t('sharing.page.createAccount')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to={signedIn ? '/history' : '/'} variant="secondary">
              {signedIn ? t('sharing.page.toHistory') : t('sharing.page.toHome')}
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}
