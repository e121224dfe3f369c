import { ImageUp, LogIn, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarLimits, profileLimits, profileUpdateSchema } from '../../../shared/settings.ts';
import { DocumentLoadError } from '../../components/documents/save-status.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { removeAvatar, saveProfile, uploadAvatar, useAccount, useAccountCache, type Account } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { refetchSession, useSession } from '../../lib/session.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  const account = useAccount();
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <PageIntro title={t('profile.title')} description={t('profile.description')} />
        <div className="mt-10">
          {!isPending && !session ? (
            <SignInPrompt />
          ) : account.error ? (
            <DocumentLoadError error={account.error} onRetry={() => void account.refetch()} />
          ) : account.data ? (
            <ProfileForm account={account.data} />
          ) : (
            <PageSpinner />
          )}
        </div>
      </div>
    </div>
  );
}

/** The Profile page signed out: a prompt to sign in. */
function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
      <p className="text-fg">{t('profile.signInPrompt')}</p>
      <ButtonLink to="/login?redirect=%2Fprofile" className="mt-5">
        <LogIn aria-hidden="true" className="size-4" />
        {t('nav.signIn')}
      </ButtonLink>
    </div>
  );
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const cache = useAccountCache();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Not isSubmitting: that is on while the fields are checked too, and Save would flash "Saving…" for a refused form.
  const [saving, setSaving] = useState(false);
  // Raw: the fields go out as typed, blanks as '' (the server trims them and stores a blank as none).
  // A message stays until the next Save, as before; the keyboard goes to the field it is about.
  const { register, handleSubmit, setError, errorOf } = useSchemaForm(
    profileUpdateSchema,
    { fullName: account.profile.fullName ?? '', bio: account.profile.bio ?? '', website: account.profile.website ?? '' },
    { raw: true, shouldFocusError: true },
  );

  const submit = handleSubmit(async (fields) => {
    setSaving(true);
    setOutcome(null);
    try {
      const profile = await saveProfile(fields);
      cache.profile(profile);
      void refetchSession();
      setOutcome({ tone: 'success', text: t('profile.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.field === 'website') setError('website', { message: 'validation.url' });
      setOutcome({ tone: 'error', text: t('profile.saveFailed') });
    } finally {
      setSaving(false);
    }
  });

  return (
    <div className="space-y-8">
      <AvatarSection account={account} />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
        <TextField label={t('profile.email')} type="email" value={account.email} readOnly hint={t('profile.emailHint')} />
        <TextField label={t('profile.fullName')} autoComplete="name" maxLength={profileLimits.fullName} error={errorOf('fullName')} {...register('fullName')} />
        <TextareaField
          label={t('profile.bio')}
          maxLength={profileLimits.bio}
          hint={t('profile.bioHint', { count: profileLimits.bio })}
          error={errorOf('bio')}
          {...register('bio')}
        />
        <TextField
          label={t('profile.website')}
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder={t('profile.websitePlaceholder')}
          maxLength={profileLimits.website}
          error={errorOf('website')}
          {...register('website')}
        />
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" className="h-11 sm:h-10" disabled={saving} focusableWhenDisabled>
            {saving ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Choose a picture: checked here (type, 2 MB) for a quick answer, and again by the server. */
function AvatarSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const cache = useAccountCache();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    if (!(avatarLimits.types as readonly string[]).includes(file.type)) return setOutcome({ tone: 'error', text: t('profile.avatarType') });
    if (file.size > avatarLimits.maxBytes) return setOutcome({ tone: 'error', text: t('profile.avatarTooLarge') });
    const url = URL.createObjectURL(file);
    setPreview(url);
    setBusy(true);
    try {
      cache.profile(await uploadAvatar(file));
      void refetchSession();
      setOutcome({ tone: 'success', text: t('profile.avatarSaved') });
    } catch (error) {
      setPreview(null);
      const code = error instanceof ApiError ? error.code : 'internal';
      const text =
        code === 'payload_too_large' ? t('profile.avatarTooLarge') : code === 'unsupported_media_type' ? t('profile.avatarType') : code === 'validation_failed' ? t('profile.avatarTooBig') : t('profile.avatarFailed');
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setOutcome(null);
    try {
      cache.profile(await removeAvatar());
      setPreview(null);
      void refetchSession();
    } catch {
      setOutcome({ tone: 'error', text: t('profile.avatarFailed') });
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? account.profile.avatarUrl;
  return (
    <section aria-labelledby="profile-avatar" className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:p-8">
      <Avatar src={shown} name={account.profile.fullName} email={account.email} className="size-24 text-2xl" />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h2 id="profile-avatar" className="font-semibold text-fg">
            {t('profile.avatar')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('profile.avatarHint')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <input ref={input} type="file" accept={avatarLimits.types.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event)} />
          <Button variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {busy ? t('profile.avatarUploading') : t('profile.avatarChoose')}
          </Button>
          {account.profile.avatarUrl && (
            <Button variant="ghost" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => void remove()}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile.avatarRemove')}
            </Button>
          )}
        </div>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </section>
  );
}
