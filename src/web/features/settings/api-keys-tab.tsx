import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeySquare, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiKeyLimits, apiKeyScopeKeys as scopeKey, apiKeyScopes, createApiKeySchema, type ApiKeySummary, type CreatedApiKey } from '../../../shared/api-keys.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { copyWithNotice } from '../../lib/notify.ts';
import { DialogDoneButton, DialogFormButtons } from '../../components/ui/dialog-buttons.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const keysKey = ['account', 'api-keys'] as const;

const expiryChoices = ['never', '30', '90', '365'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];
/** The expiry picked → the days the request says (none: until revoked), and back. */
const daysOf = (choice: ExpiryChoice) => (choice === 'never' ? null : Number(choice));
const expiryChoiceOf = (days: number | null | undefined) => expiryChoices.find((choice) => daysOf(choice) === (days ?? null)) ?? 'never';

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'internal';
}

/**
 * Settings › API keys: the user's keys for the public API
 * (`/api/v1`). A key is created with a name, scopes and an optional expiry;
 * its secret is shown once, right after creating it; a key is revoked at once.
 */
export function ApiKeysTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: keysKey, queryFn: ({ signal }) => api<{ keys: ApiKeySummary[] }>('/api/me/api-keys', { signal }) });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  // Announced in a live region: a revoked row disappears, so a toast alone could be missed.
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const revoke = useMutation({
    mutationFn: (key: ApiKeySummary) => api<void>(`/api/me/api-keys/${encodeURIComponent(key.id)}`, { method: 'DELETE' }),
    onSuccess: (_result, key) => setOutcome({ tone: 'success', text: t('apiKeys.revoked', { name: key.name }) }),
    onError: (error) => setOutcome({ tone: 'error', text: t(`errors.${codeOf(error)}`) }),
    // Closed once the list is fresh: the revoked row is gone by then, and the focus goes to Create API key.
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: keysKey });
      setRevoking(null);
    },
  });
  const createButton = useRef<HTMLButtonElement>(null);
  /** Opening a dialog (create, revoke) clears what the last action said: the dialog says what comes next. */
  const opening = (open: () => void) => () => {
    setOutcome(null);
    open();
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const keys = query.data?.keys ?? [];
  const full = keys.length >= apiKeyLimits.perUser;
  // Expired as of the list's fetch (render stays pure).
  const now = query.dataUpdatedAt;

  return (
    <div className="space-y-6">
      <p className="text-sm text-fg-muted">
        {t('apiKeys.intro')}{' '}
        <Link to="/documentation/api" className="font-medium text-primary underline-offset-2 hover:underline">
          {t('apiKeys.docsLink')}
        </Link>
      </p>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <ButtonWithIcon Icon={Plus} ref={createButton} className="h-11 sm:h-10" disabled={full || !query.isSuccess} onClick={opening(() => setCreating(true))}>
          {t('apiKeys.create')}
        </ButtonWithIcon>
        {full && <p className="text-sm text-fg-muted">{t('apiKeys.limitReached', { count: apiKeyLimits.perUser })}</p>}
      </div>

      <div aria-live="polite" className="empty:hidden">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>

      {query.isPending ? (
        <Spinner label={t('apiKeys.loading')} />
      ) : query.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t('apiKeys.loadFailed')}</Alert>
          <Button variant="secondary" className="h-11 sm:h-10" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : keys.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <KeySquare aria-hidden="true" className="mx-auto size-8 text-fg-muted" />
          <p className="mt-2 font-medium text-fg">{t('apiKeys.emptyTitle')}</p>
          <p className="mt-1 text-sm text-fg-muted">{t('apiKeys.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('apiKeys.listLabel')}>
          {keys.map((key) => {
            const expired = key.expiresAt !== null && Date.parse(key.expiresAt) <= now;
            return (
              <li key={key.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="api-key-row">
                <div className="min-w-0 space-y-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-all text-fg">{key.name}</span>
                    <code className="rounded bg-bg-subtle px-1.5 py-0.5 font-mono text-xs text-fg">{key.prefix}…</code>
                    {expired && <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-medium text-danger">{t('apiKeys.expired')}</span>}
                  </p>
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('apiKeys.scopesOf', { name: key.name })}>
                    {key.scopes.map((scope) => (
                      <li key={scope} className="rounded-full border border-border px-2 py-0.5 font-mono text-xs text-fg">
                        {scope}
                      </li>
                    ))}
                  </ul>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-fg-muted">
                    <dt>{t('apiKeys.created')}</dt>
                    <dd>
                      <time dateTime={key.createdAt}>{date.format(new Date(key.createdAt))}</time>
                    </dd>
                    <dt>{t('apiKeys.lastUsed')}</dt>
                    <dd>{key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{dateTime.format(new Date(key.lastUsedAt))}</time> : t('apiKeys.never')}</dd>
                    <dt>{t('apiKeys.expires')}</dt>
                    <dd>{key.expiresAt ? <time dateTime={key.expiresAt}>{date.format(new Date(key.expiresAt))}</time> : t('apiKeys.noExpiry')}</dd>
                  </dl>
                </div>
                <ButtonWithIcon
                  Icon={Trash2}
                  variant="secondary"
                  className="h-11 shrink-0 sm:h-10"
                  disabled={revoke.isPending}
                  focusableWhenDisabled
                  aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                  onClick={opening(() => setRevoking(key))}
                >
                  {t('apiKeys.revoke')}
                </ButtonWithIcon>
              </li>
            );
          })}
        </ul>
      )}

      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={() => void client.invalidateQueries({ queryKey: keysKey })} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('apiKeys.revokeMessage')}
        confirmLabel={revoke.isPending ? t('apiKeys.revoking') : t('apiKeys.revokeConfirm')}
        busy={revoke.isPending}
        focusAfterRemoval={() => createButton.current}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </div>
  );
}

const keyFields = ['name', 'scopes', 'expiresInDays'] as const;

/** Name, scopes and expiry → the secret, shown once with a copy button and a curl example. */
function CreateApiKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  // The same schema the server validates with; its messages are locale keys.
  const form = useSchemaForm(createApiKeySchema, { name: '', scopes: ['documents:read'], expiresInDays: 90 });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const scopesId = useId();
  const { setFocus } = form;

  // The name field gets focus once the dialog has noted what opened it (an `autoFocus`
  // would come first, and focus would not go back to Create API key on close).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setFocus('name'));
    return () => cancelAnimationFrame(frame);
  }, [open, setFocus]);

  function close() {
    // The secret leaves memory with the dialog: it is never shown again.
    form.clear();
    setCreated(null);
    onClose();
  }

  const submit = form.submitWith(async (input) => {
    try {
      setCreated(await api<CreatedApiKey>('/api/me/api-keys', { method: 'POST', json: input }));
      onCreated();
    } catch (error) {
      const code = codeOf(error);
      const field = keyFields.find((name) => error instanceof ApiError && error.field?.split('.')[0] === name);
      if (code === 'validation_failed' && field) form.setError(field, { message: 'validation.invalidChoice' });
      else if (code === 'conflict') form.setFailure(t('apiKeys.limitReached', { count: apiKeyLimits.perUser }));
      else form.setFailure(t(`errors.${code}`));
    }
  });

  // A name or a scope edited drops what was said about it; the expiry's message (the server's) stays until the next try.
  const scopesError = form.errorOf('scopes');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={created ? t('apiKeys.createdTitle') : t('apiKeys.createTitle')}
      description={created ? t('apiKeys.createdDescription', { name: created.name }) : t('apiKeys.createDescription')}
    >
      {created ? (
        <SecretView created={created} onDone={close} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
          <TextField
            label={t('apiKeys.name')}
            hint={t('apiKeys.nameHint')}
            required
            autoComplete="off"
            maxLength={apiKeyLimits.name}
            error={form.errorOf('name')}
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
          />
          <fieldset aria-describedby={scopesError ? `${scopesId}-error` : undefined} className="space-y-2">
            <legend className="text-sm font-medium text-fg">
              {t('apiKeys.scopes')}
              <span aria-hidden="true" className="ml-0.5 text-danger">
                *
              </span>
            </legend>
            {apiKeyScopes.map((scope) => (
              <label key={scope} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:bg-bg-subtle">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0"
                  value={scope}
                  aria-describedby={`${scopesId}-${scopeKey[scope]}`}
                  {...form.register('scopes', { onChange: () => form.clearErrors('scopes') })}
                />
                <span className="min-w-0">
                  <span className="block font-mono text-sm text-fg">{scope}</span>
                  <span id={`${scopesId}-${scopeKey[scope]}`} className="block text-sm text-fg-muted">
                    {t(`apiKeys.scopeHints.${scopeKey[scope]}`)}
                  </span>
                </span>
              </label>
            ))}
            {scopesError && (
              <p id={`${scopesId}-error`} className="text-sm text-danger">
                {scopesError}
              </p>
            )}
          </fieldset>
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field }) => (
              <SelectField
                ref={field.ref}
                name={field.name}
                label={t('apiKeys.expiry')}
                hint={t('apiKeys.expiryHint')}
                value={expiryChoiceOf(field.value)}
                error={form.errorOf('expiresInDays')}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(daysOf(event.target.value as ExpiryChoice))}
                options={expiryChoices.map((choice) => ({ value: choice, label: choice === 'never' ? t('apiKeys.expiryNever') : t('apiKeys.expiryDays', { count: daysOf(choice) }) }))}
              />
            )}
          />
          <DialogFormButtons onCancel={close} busy={form.formState.isSubmitting} label={t('apiKeys.createSubmit')} busyLabel={t('apiKeys.creating')} />
        </form>
      )}
    </Dialog>
  );
}

function SecretView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const curl = `curl -H "Authorization: Bearer ${created.key}" ${window.location.origin}/api/v1/documents`;
  return (
    <div className="space-y-4">
      <div role="note" className="flex gap-3 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{t('apiKeys.onceWarning')}</p>
      </div>
      <CopyableText
        label={t('apiKeys.secret')}
        text={(labelId) => (
          <code aria-labelledby={labelId} className="block rounded-md bg-bg-subtle px-3 py-2 font-mono text-sm break-all text-fg" data-testid="api-key-secret">
            {created.key}
          </code>
        )}
      >
        {/* The dialog is open already: focus moves from the gone form to the key's Copy button. */}
        <ButtonWithIcon Icon={Copy} autoFocus variant="secondary" className="h-11 sm:h-10" onClick={() => void copyWithNotice(created.key, t('apiKeys.copied'), t('apiKeys.copyFailed'))}>
          {t('apiKeys.copy')}
        </ButtonWithIcon>
      </CopyableText>
      <CopyableText
        label={t('apiKeys.example')}
        text={(labelId) => (
          <pre aria-labelledby={labelId} className="rounded-md bg-bg-subtle px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-fg" data-testid="api-key-curl">
            <code>{curl}</code>
          </pre>
        )}
      >
        <ButtonWithIcon Icon={Copy} variant="ghost" size="sm" onClick={() => void copyWithNotice(curl, t('apiKeys.exampleCopied'), t('apiKeys.copyFailed'))}>
          {t('apiKeys.copyExample')}
        </ButtonWithIcon>
      </CopyableText>
      <DialogDoneButton onDone={onDone} label={t('apiKeys.done')} />
    </div>
  );
}

/** A text to copy, named by the label above it, and the button that copies it. */
function CopyableText({ label, text, children }: { label: string; text: (labelId: string) => ReactNode; children: ReactNode }) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-fg">
        {label}
      </p>
      {text(labelId)}
      {children}
    </div>
  );
}
