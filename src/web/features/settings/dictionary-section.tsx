import { BookA, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addWordSchema, dictionaryLimits, wordKey } from '../../../shared/dictionary.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAddWord, useDictionary, useRemoveWord } from '../../lib/dictionary.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { SettingsSection } from './settings-section.tsx';

type Outcome = { tone: 'success' | 'error'; text: string };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'internal');

/**
 * Settings › Appearance › My dictionary: the words the spelling check
 * accepts, kept on the server for every device. A word is added from the
 * field (checked with the server's schema) and removed from its row; both
 * are saved at once, outside Save Changes.
 */
export function DictionarySection() {
  const { t, i18n } = useTranslation();
  const query = useDictionary();
  const addWord = useAddWord();
  const removeWord = useRemoveWord();
  const form = useSchemaForm(addWordSchema, { word: '' }, { reValidateMode: 'onChange' });
  const input = useRef<HTMLInputElement | null>(null);
  // Announced in a live region: a removed row disappears, so it must be said.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const words = query.data ?? [];
  const full = words.length >= dictionaryLimits.perUser;
  const number = new Intl.NumberFormat(i18n.language);

  const add = form.submitWith(({ word }) => {
    setOutcome(null);
    const held = words.find((kept) => wordKey(kept) === wordKey(word));
    if (held) {
      setOutcome({ tone: 'success', text: t('settings.dictionary.alreadyThere', { word: held }) });
      form.reset({ word: '' });
      return;
    }
    addWord.mutate(word, {
      onSuccess: (kept) => {
        setOutcome({ tone: 'success', text: t('settings.dictionary.added', { word: kept.word }) });
        form.reset({ word: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed' && error.field === 'word') {
          form.setError('word', { message: error.reason ?? error.message });
        } else {
          setOutcome({ tone: 'error', text: t(`errors.${codeOf(error)}`) });
        }
      },
    });
  });

  function remove(word: string) {
    setOutcome(null);
    removeWord.mutate(word, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('settings.dictionary.removed', { word }) }),
      onError: (error) => setOutcome({ tone: 'error', text: t(`errors.${codeOf(error)}`) }),
    });
    // The row goes: the keyboard goes on from the field, not from the top of the page.
    input.current?.focus();
  }

  const { ref: fieldRef, ...field } = form.register('word');

  return (
    <SettingsSection headingId="settings-dictionary" title={t('settings.dictionary.title')} description={t('settings.dictionary.description')}>
      <form noValidate onSubmit={add} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          {...field}
          ref={(element) => {
            fieldRef(element);
            input.current = element;
          }}
          label={t('settings.dictionary.addLabel')}
          hint={t('settings.dictionary.addHint', { count: dictionaryLimits.wordLength })}
          error={form.errorOf('word', { count: dictionaryLimits.wordLength })}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="min-w-0 flex-1"
        />
        <ButtonWithIcon Icon={Plus} type="submit" className="h-11 shrink-0 sm:mt-7 sm:h-10" disabled={!query.isSuccess || full || addWord.isPending}>
          {t('settings.dictionary.add')}
        </ButtonWithIcon>
      </form>

      <div aria-live="polite" className="mt-3 empty:hidden">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        {full && !outcome && <Alert tone="error">{t('errors.dictionary_full')}</Alert>}
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={t('settings.dictionary.loading')} />
        ) : query.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{t('settings.dictionary.loadFailed')}</Alert>
            <Button variant="secondary" className="h-11 sm:h-10" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : words.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border p-6 text-center">
            <BookA aria-hidden="true" className="mx-auto size-8 text-fg-muted" />
            <p className="mt-2 text-sm text-fg-muted">{t('settings.dictionary.empty')}</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-fg-muted">{t('settings.dictionary.count', { count: words.length, max: number.format(dictionaryLimits.perUser) })}</p>
            <ul aria-label={t('settings.dictionary.listLabel')} className="mt-2 flex max-h-80 flex-wrap gap-2 overflow-y-auto p-0.5">
              {words.map((word) => (
                <li key={word} className="flex items-center gap-1 rounded-full border border-border bg-surface py-0.5 pr-0.5 pl-3 text-sm text-fg">
                  <span className="break-all">{word}</span>
                  <button
                    type="button"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                    aria-label={t('settings.dictionary.remove', { word })}
                    onClick={() => remove(word)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </SettingsSection>
  );
}
