import { useMutation } from '@tanstack/react-query';
import { ListRestart, PlugZap, Save, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  modelPresets,
  presetBaseUrls,
  userModelInputSchema,
  userModelLimits,
  userModelListSchema,
  type ModelPreset,
  type UserModelConnection,
  type UserModelInput,
  type UserModelState,
  type UserModelTestResult,
} from '../../../shared/user-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { maskedKey, useUserModelCache } from '../../lib/user-model.ts';

/** Presets whose base URL the user types or edits: the local servers and any other OpenAI-compatible one. */
const editableBaseUrl: readonly ModelPreset[] = ['ollama', 'llamacpp', 'custom'];
const localPreset: readonly ModelPreset[] = ['ollama', 'llamacpp'];

type Field = 'preset' | 'baseUrl' | 'apiKey' | 'model';
type FieldErrors = Partial<Record<Field, string>>;
type Outcome = { tone: 'success' | 'error'; text: string };

interface Draft {
  preset: ModelPreset;
  baseUrl: string;
  apiKey: string;
  model: string;
}

function draftOf(connection: UserModelConnection | null): Draft {
  return connection
    ? { preset: connection.preset, baseUrl: connection.baseUrl, apiKey: '', model: connection.model }
    : { preset: 'openai', baseUrl: presetBaseUrls.openai, apiKey: '', model: '' };
}

/**
 * Provider, base URL, key and model name of the user's own model, with Load
 * models, Test connection, Save and Remove. The key is typed once: after
 * saving, the server answers only its last four characters, and an empty key
 * field keeps the saved one.
 */
export function AiModelForm({ state }: { state: UserModelState }) {
  const { t, i18n } = useTranslation();
  const cache = useUserModelCache();
  const saved = state.connection;
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [models, setModels] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState(false);

  /** What a failed call says: on its field when the server names one, else in plain words. */
  function fail(error: unknown) {
    const code = error instanceof ApiError ? error.code : 'internal';
    const field = error instanceof ApiError ? (error.field?.split('.')[0] as Field | undefined) : undefined;
    if (code === 'validation_failed' && field && ['preset', 'baseUrl', 'apiKey', 'model'].includes(field)) {
      // The server names what failed by the shared schema's locale key, worded here in the language on screen.
      const key = error instanceof ApiError ? (error.reason ?? '') : '';
      setErrors({ [field]: key && i18n.exists(key) ? t(key) : t('validation.invalidChoice') });
      return;
    }
    setOutcome({ tone: 'error', text: i18n.exists(`settings.ai.errors.${code}`) ? t(`settings.ai.errors.${code}`) : t(`errors.${code}`) });
  }

  /** The draft checked with the server's own schema (with or without the model name); field errors shown, null when invalid. */
  function checked(withModel: true): UserModelInput | null;
  function checked(withModel: false): Omit<UserModelInput, 'model'> | null;
  function checked(withModel: boolean): Omit<UserModelInput, 'model'> | null {
    const apiKey = draft.apiKey.trim();
    const input = { preset: draft.preset, baseUrl: draft.baseUrl, ...(apiKey ? { apiKey } : {}) };
    const parsed = withModel ? userModelInputSchema.safeParse({ ...input, model: draft.model }) : userModelListSchema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: FieldErrors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= t(issue.message);
    setErrors(next);
    return null;
  }

  const loadModels = useMutation({
    mutationFn: (input: Omit<UserModelInput, 'model'>) => api<{ models: string[] }>('/api/me/model/models', { method: 'POST', json: input }),
    onSuccess: ({ models: found }) => {
      setModels(found);
      if (found.length === 1 && !draft.model.trim()) change({ model: found[0]! });
    },
    onError: fail,
  });
  const test = useMutation({
    mutationFn: (input: UserModelInput) => api<UserModelTestResult>('/api/me/model/test', { method: 'POST', json: input }),
    onSuccess: (result) => setOutcome({ tone: 'success', text: t('settings.ai.testOk', { model: result.model, ms: new Intl.NumberFormat(i18n.language).format(result.ms) }) }),
    onError: fail,
  });
  const save = useMutation({
    mutationFn: (input: UserModelInput) => api<UserModelConnection>('/api/me/model', { method: 'PUT', json: input }),
    onSuccess: (connection) => {
      cache(connection);
      setDraft(draftOf(connection));
      setOutcome({ tone: 'success', text: t('settings.ai.saved', { model: connection.model }) });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => api<void>('/api/me/model', { method: 'DELETE' }),
    onSuccess: () => {
      cache(null);
      setDraft(draftOf(null));
      setModels(null);
      setOutcome({ tone: 'success', text: t('settings.ai.removed') });
    },
    onError: fail,
    onSettled: () => setRemoving(false),
  });
  const busy = loadModels.isPending || test.isPending || save.isPending || remove.isPending;
  // Once the model is removed, so is the Remove button that asked: the focus goes to the empty form's first field.
  const providerField = useRef<HTMLSelectElement>(null);

  function change(next: Partial<Draft>) {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const left = { ...previous };
      for (const field of Object.keys(next) as Field[]) delete left[field];
      return left;
    });
  }

  function pickPreset(preset: ModelPreset) {
    // A hosted preset has its own address; a local one suggests the usual one; Other starts empty.
    change({ preset, baseUrl: presetBaseUrls[preset] });
    setModels(null);
  }

  function run(action: 'test' | 'save') {
    setOutcome(null);
    const input = checked(true);
    if (!input) return;
    if (action === 'test') test.mutate(input);
    else save.mutate(input);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    run('save');
  }

  const editable = editableBaseUrl.includes(draft.preset);
  const keyHint = saved?.keyLast4
    ? t('settings.ai.apiKeySaved', { key: maskedKey(saved.keyLast4) })
    : localPreset.includes(draft.preset)
      ? t('settings.ai.apiKeyLocalHint')
      : t('settings.ai.apiKeyHint');

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t('settings.ai.formLabel')} className="space-y-5">
        {saved && (
          <p className="rounded-lg border border-border bg-bg-subtle px-4 py-3 text-sm text-fg" data-testid="user-model-current">
            {t('settings.ai.current', { model: saved.model })}
            {saved.keyLast4 && (
              <>
                {' · '}
                <span className="font-mono">{maskedKey(saved.keyLast4)}</span>
              </>
            )}
          </p>
        )}
        <SelectField
          ref={providerField}
          label={t('settings.ai.provider')}
          value={draft.preset}
          error={errors.preset}
          onChange={(event) => pickPreset(event.target.value as ModelPreset)}
          options={modelPresets
            // Local servers (Ollama, llama.cpp) only where the operator allows private addresses; a saved one stays listed.
            .filter((preset) => state.policy === 'any' || !localPreset.includes(preset) || preset === draft.preset)
            .map((preset) => ({ value: preset, label: t(`settings.ai.presets.${preset}`) }))}
        />
        <TextField
          label={t('settings.ai.baseUrl')}
          hint={state.policy === 'public' && editable ? t('settings.ai.baseUrlPublicHint') : t('settings.ai.baseUrlHint')}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          readOnly={!editable}
          maxLength={userModelLimits.baseUrl}
          value={draft.baseUrl}
          error={errors.baseUrl}
          onChange={(event) => change({ baseUrl: event.target.value })}
        />
        <TextField
          label={t('settings.ai.apiKey')}
          hint={keyHint}
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={userModelLimits.apiKey}
          value={draft.apiKey}
          error={errors.apiKey}
          onChange={(event) => change({ apiKey: event.target.value })}
        />
        <div className="space-y-3">
          <TextField
            label={t('settings.ai.model')}
            hint={t('settings.ai.modelHint')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={userModelLimits.model}
            value={draft.model}
            error={errors.model}
            onChange={(event) => change({ model: event.target.value })}
          />
          {models && models.length > 0 && (
            <SelectField
              label={t('settings.ai.modelsList')}
              value={models.includes(draft.model) ? draft.model : ''}
              onChange={(event) => event.target.value && change({ model: event.target.value })}
              options={[{ value: '', label: t('settings.ai.chooseModel') }, ...models.map((name) => ({ value: name, label: name }))]}
            />
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              className="h-11 sm:h-10"
              disabled={busy}
              focusableWhenDisabled
              onClick={() => {
                setOutcome(null);
                const input = checked(false);
                if (input) loadModels.mutate(input);
              }}
            >
              <ListRestart aria-hidden="true" className="size-4" />
              {loadModels.isPending ? t('settings.ai.loadingModels') : t('settings.ai.loadModels')}
            </Button>
            <p aria-live="polite" className="text-sm text-fg-muted">
              {models && (models.length > 0 ? t('settings.ai.modelsFound', { count: models.length }) : t('settings.ai.noModels'))}
            </p>
          </div>
        </div>

        <div aria-live="polite" className="empty:hidden">
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => run('test')}>
            <PlugZap aria-hidden="true" className="size-4" />
            {test.isPending ? t('settings.ai.testing') : t('settings.ai.test')}
          </Button>
          <Button type="submit" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? t('settings.ai.saving') : t('settings.ai.save')}
          </Button>
          {saved && (
            <Button
              variant="ghost"
              className="h-11 sm:ml-auto sm:h-10"
              disabled={busy}
              focusableWhenDisabled
              onClick={() => {
                setOutcome(null);
                setRemoving(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('settings.ai.remove')}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(false)}
        title={t('settings.ai.removeTitle')}
        message={state.operatorModel ? t('settings.ai.removeMessageOperator') : t('settings.ai.removeMessageOffline')}
        confirmLabel={remove.isPending ? t('settings.ai.removing') : t('settings.ai.removeConfirm')}
        busy={remove.isPending}
        focusAfterRemoval={() => providerField.current}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
