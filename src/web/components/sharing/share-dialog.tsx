import { Copy, Link2, Trash2, UserMinus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shareAudiences, shareRoles, shareExpiryChoices, shareLimits, type ShareAudience, type ShareLink, type ShareRole } from '../../../shared/sharing.ts';
import { ApiError, failureSentence } from '../../lib/api.ts';
import { formatDate, formatRelativeDate } from '../../lib/format.ts';
import { copyWithNotice } from '../../lib/notify.ts';
import { shareUrl, useSharing, useSharingActions } from '../../lib/sharing.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';

/** Every failure here reads as the interface's sentence for its code. */
const noneWorded: ReadonlySet<string> = new Set();


/** Addresses typed one per line, or separated by commas, semicolons or spaces. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);

/**
 * Share: make a link with a role, an audience and an expiry; copy or revoke
 * the document's links; see who came in through them and remove anyone.
 */
export function ShareDialog({
  documentId,
  title,
  open,
  onOpenChange,
  onEditLink,
}: {
  documentId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link that lets people edit was made: the page may start editing live. */
  onEditLink?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const sharing = useSharing(documentId, open);
  const actions = useSharingActions(documentId);
  const [role, setRole] = useState<ShareRole>('view');
  const [audience, setAudience] = useState<ShareAudience>('signed-in');
  const [emails, setEmails] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number>(0);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const linksHeading = useId();
  const peopleHeading = useId();

  async function make(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const list = audience === 'emails' ? addressesOf(emails) : [];
    if (audience === 'emails' && list.length === 0) return setError(t('sharing.emailsRequired'));
    if (list.length > shareLimits.emails) return setError(t('validation.tooManyEmails'));
    try {
      const link = await actions.create.mutateAsync({ role, audience, emails: list, expiresInDays });
      setFresh(link.id);
      await copyWithNotice(shareUrl(link.token), t('sharing.copied'), t('sharing.copyFailed'));
      if (link.role === 'edit') await onEditLink?.();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code === 'validation_failed' && failure.field?.startsWith('emails') ? t('sharing.emailInvalid') : failureSentence(failure, t, noneWorded));
    }
  }

  const roleLabel = (r: ShareRole) => t(`sharing.roles.${r}`);
  const audienceLabel = (link: ShareLink) =>
    link.audience === 'emails' ? t('sharing.audienceList', { count: link.emails.length, emails: link.emails.join(', ') }) : t(`sharing.audiences.${link.audience}`);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('sharing.title', { title })} description={t('sharing.description')}>
      <form onSubmit={(event) => void make(event)} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('sharing.role')} value={role} onChange={(e) => setRole(e.target.value as ShareRole)} options={shareRoles.map((r) => ({ value: r, label: roleLabel(r) }))} hint={t(`sharing.roleHints.${role}`)} />
          <SelectField
            label={t('sharing.audience')}
            value={audience}
            onChange={(e) => setAudience(e.target.value as ShareAudience)}
            options={shareAudiences.map((a) => ({ value: a, label: t(`sharing.audiences.${a}`) }))}
            hint={audience === 'anyone' && role !== 'view' ? t('sharing.anyoneHint') : undefined}
          />
          <SelectField
            label={t('sharing.expires')}
            value={String(expiresInDays)}
            onChange={(e) => setExpiresInDays(Number(e.target.value))}
            options={shareExpiryChoices.map((d) => ({ value: String(d), label: d === 0 ? t('sharing.never') : t('sharing.days', { count: d }) }))}
          />
        </div>
        {audience === 'emails' && (
          <TextareaField label={t('sharing.emails')} hint={t('sharing.emailsHint')} value={emails} onChange={(e) => setEmails(e.target.value)} className="[&_textarea]:min-h-20" autoComplete="off" />
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" disabled={actions.create.isPending}>
          <Link2 aria-hidden="true" className="size-4" />
          {t('sharing.create')}
        </Button>
      </form>

      <section aria-labelledby={linksHeading} className="mt-8">
        <h3 id={linksHeading} className="text-base font-semibold text-fg">
          {t('sharing.links')}
        </h3>
        {sharing.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : sharing.isError ? (
          <Alert tone="error">{failureSentence(sharing.error, t, noneWorded)}</Alert>
        ) : sharing.data.links.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{t('sharing.noLinks')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {sharing.data.links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-fg">
                    {roleLabel(link.role)} · <span className="break-words">{audienceLabel(link)}</span>
                    {link.id === fresh && <span className="ml-2 rounded bg-success-soft px-1.5 py-0.5 text-xs text-success">{t('sharing.new')}</span>}
                  </p>
                  <input readOnly value={shareUrl(link.token)} aria-label={t('sharing.address')} onFocus={(e) => e.currentTarget.select()} className="mt-1 w-full truncate rounded border border-border bg-bg-subtle px-2 py-1 font-mono text-xs text-fg" />
                  <p className="mt-1 text-xs text-fg-muted">
                    {link.expiresAt ? t('sharing.expiresOn', { date: formatDate(link.expiresAt) }) : t('sharing.noExpiry')} · {t('sharing.made', { when: formatRelativeDate(link.createdAt) })}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => void copyWithNotice(shareUrl(link.token), t('sharing.copied'), t('sharing.copyFailed'))} aria-label={t('sharing.copyLabel', { role: roleLabel(link.role), audience: audienceLabel(link) })}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('sharing.copy')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => actions.revoke.mutate(link.id)} disabled={actions.revoke.isPending} aria-label={t('sharing.revokeLabel', { role: roleLabel(link.role), audience: audienceLabel(link) })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('sharing.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={peopleHeading} className="mt-8">
        <h3 id={peopleHeading} className="text-base font-semibold text-fg">
          {t('sharing.people')}
        </h3>
        {sharing.data && sharing.data.members.length === 0 && <p className="mt-2 text-sm text-fg-muted">{t('sharing.noPeople')}</p>}
        {sharing.data && sharing.data.members.length > 0 && (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {sharing.data.members.map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-fg">{member.name || member.email}</p>
                  <p className="text-xs break-words text-fg-muted">
                    {member.name ? `${member.email} · ` : ''}
                    {roleLabel(member.role)} · {t('sharing.lastSeen', { when: formatRelativeDate(member.lastSeenAt) })}
                  </p>
                </div>
                <Button variant="ghost" size="sm" onClick={() => actions.remove.mutate(member.userId)} disabled={actions.remove.isPending} aria-label={t('sharing.removeLabel', { name: member.name || member.email })}>
                  <UserMinus aria-hidden="true" className="size-4" />
                  {t('sharing.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {(actions.revoke.isError || actions.remove.isError) && <Alert tone="error" className="mt-3">{t('sharing.actionFailed')}</Alert>}
      </section>
    </Dialog>
  );
}
