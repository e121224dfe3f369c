import { useMutation } from '@tanstack/react-query';
import { ListRestart, PlugZap, Save, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  modelPresets,
  presetBaseUrls,
  userModelInputSchema,
  userModelLimits,
  type ModelPreset,
  type UserModelConnection,
  type UserModelInput,
  type UserModelState,
  type UserModelTestResult,
} from '../../../shared/user-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { maskedKey, useUserModelCache } from '../../lib/user-model.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** Presets whose base URL the user types or edits: the local servers and any other OpenAI-compatible one. */
const editableBaseUrl: readonly ModelPreset[] = ['ollama', 'llamacpp', 'custom'];
const localPreset: readonly ModelPreset[] = ['ollama', 'llamacpp'];

const fields = ['preset', 'baseUrl', 'apiKey', 'model'] as const;
type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The server's schema, but for the key: an empty key field keeps the saved
 * key, so the request leaves `apiKey` out rather than sending "".
 */
const modelFormSchema = userModelInputSchema.extend({ apiKey: userModelInputSchema.shape.apiKey.transform((key) => key || undefined) });
/** Listing a server's models needs no model name yet (as `userModelListSchema`). */
const listFormSchema = modelFormSchema.omit({ model: true });

function draftOf(connection: UserModelConnection | null) {
  return connection
    ? { preset: connection.preset, baseUrl: connection.baseUrl, apiKey: '', model: connection.model }
    : { preset: 'openai' as const, baseUrl: presetBaseUrls.openai, apiKey: '', model: '' };
}

/**
 * Provider, base URL, key and model name of the user's own model, with Load
 * models, Test connection, Save and Remove. The key is typed once: after
 * saving, the server answers only its last four characters, and an empty key
 * field keeps the saved one. A field's message goes as soon as the field is edited.
 */
export function AiModelForm({ state }: { state: UserModelState }) {
  const { t, i18n } = useTranslation();
  const cache = useUserModelCache();
  const saved = state.connection;
  const form = useSchemaForm(modelFormSchema, draftOf(saved));
  const [preset, model] = form.watch(['preset', 'model']);
  const [models, setModels] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState(false);

  /** What a failed call says: on its field when the server names one, else in plain words. */
  function fail(error: unknown) {
    const code = error instanceof ApiError ? error.code : 'internal';
    const field = fields.find((name) => error instanceof ApiError && error.field?.split('.')[0] === name);
    if (code === 'validation_failed' && field) {
      // The server names what failed by the shared schema's locale key, worded here in the language on screen.
      const key = error instanceof ApiError ? (error.reason ?? '') : '';
      form.clearErrors();
      form.setError(field, { message: key && i18n.exists(key) ? key : 'validation.invalidChoice' });
      return;
    }
    setOutcome({ tone: 'error', text: i18n.exists(`settings.ai.errors.${code}`) ? t(`settings.ai.errors.${code}`) : t(`errors.${code}`) });
  }

  const loadModels = useMutation({
    mutationFn: (input: Omit<UserModelInput, 'model'>) => api<{ models: string[] }>('/api/me/model/models', { method: 'POST', json: input }),
    onSuccess: ({ models: found }) => {
      setModels(found);
      if (found.length === 1 && !form.getValues('model').trim()) chooseModel(found[0]!);
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
      form.reset(draftOf(connection));
      setOutcome({ tone: 'success', text: t('settings.ai.saved', { model: connection.model }) });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => api<void>('/api/me/model', { method: 'DELETE' }),
    onSuccess: () => {
      cache(null);
      form.reset(draftOf(null));
      setModels(null);
      setOutcome({ tone: 'success', text: t('settings.ai.removed') });
    },
    onError: fail,
    onSettled: () => setRemoving(false),
  });
  const busy = loadModels.isPending || test.isPending || save.isPending || remove.isPending;
  // Once the model is removed, so is the Remove button that asked: the focus goes to the empty form's first field.
  const providerField = useRef<HTMLSelectElement | null>(null);

  function chooseModel(name: string) {
    form.setValue('model', name);
    form.clearErrors('model');
  }

  function pickPreset(picked: ModelPreset) {
    // A hosted preset has its own address; a local one suggests the usual one; Other starts empty.
    form.setValue('baseUrl', presetBaseUrls[picked]);
    form.clearErrors(['preset', 'baseUrl']);
    setModels(null);
  }

  /** Test connection and Save check every field, the model's name too. */
  function run(action: 'test' | 'save', event?: FormEvent) {
    setOutcome(null);
    void form.handleSubmit((input) => (action === 'test' ? test.mutate(input) : save.mutate(input)))(event);
  }

  /** Load models checks all but the model's name, whose message (if any) goes. */
  async function listModels() {
    setOutcome(null);
    form.clearErrors();
    if (!(await form.trigger(['preset', 'baseUrl', 'apiKey']))) return;
    const { model: _unused, ...listed } = form.getValues();
    loadModels.mutate(listFormSchema.parse(listed));
  }

  const presetField = form.register('preset', { onChange: (event: ChangeEvent<HTMLSelectElement>) => pickPreset(event.target.value as ModelPreset) });
  const dropsError = (name: 'baseUrl' | 'apiKey' | 'model') => form.register(name, { onChange: () => form.clearErrors(name) });
  const editable = editableBaseUrl.includes(preset);
  const keyHint = saved?.keyLast4
    ? t('settings.ai.apiKeySaved', { key: maskedKey(saved.keyLast4) })
    : localPreset.includes(preset)
      ? t('settings.ai.apiKeyLocalHint')
      : t('settings.ai.apiKeyHint');

  return (
    <>
      <form noValidate onSubmit={(event) => run('save', event)} aria-label={t('settings.ai.formLabel')} className="space-y-5">
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
          {...presetField}
          ref={(element) => {
            presetField.ref(element);
            providerField.current = element;
          }}
          label={t('settings.ai.provider')}
          error={form.errorOf('preset')}
          options={modelPresets
            // Local servers (Ollama, llama.cpp) only where the operator allows private addresses; a saved one stays listed.
            .filter((option) => state.policy === 'any' || !localPreset.includes(option) || option === preset)
            .map((option) => ({ value: option, label: t(`settings.ai.presets.${option}`) }))}
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
          error={form.errorOf('baseUrl')}
          {...dropsError('baseUrl')}
        />
        <TextField
          label={t('settings.ai.apiKey')}
          hint={keyHint}
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={userModelLimits.apiKey}
          error={form.errorOf('apiKey')}
          {...dropsError('apiKey')}
        />
        <div className="space-y-3">
          <TextField
            label={t('settings.ai.model')}
            hint={t('settings.ai.modelHint')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={userModelLimits.model}
            error={form.errorOf('model')}
            {...dropsError('model')}
          />
          {models && models.length > 0 && (
            <SelectField
              label={t('settings.ai.modelsList')}
              value={models.includes(model) ? model : ''}
              onChange={(event) => event.target.value && chooseModel(event.target.value)}
              options={[{ value: '', label: t('settings.ai.chooseModel') }, ...models.map((name) => ({ value: name, label: name }))]}
            />
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <ButtonWithIcon Icon={ListRestart} variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => void listModels()}>
              {loadModels.isPending ? t('settings.ai.loadingModels') : t('settings.ai.loadModels')}
            </ButtonWithIcon>
            <p aria-live="polite" className="text-sm text-fg-muted">
              {models && (models.length > 0 ? t('settings.ai.modelsFound', { count: models.length }) : t('settings.ai.noModels'))}
            </p>
          </div>
        </div>

        <div aria-live="polite" className="empty:hidden">
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap">
          <ButtonWithIcon Icon={PlugZap} variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => run('test')}>
            {test.isPending ? t('settings.ai.testing') : t('settings.ai.test')}
          </ButtonWithIcon>
          <ButtonWithIcon Icon={Save} type="submit" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
            {save.isPending ? t('settings.ai.saving') : t('settings.ai.save')}
          </ButtonWithIcon>
          {saved && (
            <ButtonWithIcon
              Icon={Trash2}
              variant="ghost"
              className="h-11 sm:ml-auto sm:h-10"
              disabled={busy}
              focusableWhenDisabled
              onClick={() => {
                setOutcome(null);
                setRemoving(true);
              }}
            >
              {t('settings.ai.remove')}
            </ButtonWithIcon>
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
