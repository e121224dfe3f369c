import { Plus, Search, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cslItemSchema, referenceKinds, referenceLimits, type Reference, type ReferenceKind } from '../../../shared/references.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { lookupDoi, useCreateReference, useUpdateReference } from '../../lib/references.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { besideTitleFields, draftFromItem, emptyDraft, emptyName, fieldHints, itemOf, nameRoles, noteFields, otherFieldsOf, type ReferenceDraft } from './reference-draft.ts';

function NamesEditor({ role, form }: { role: 'author' | 'editor'; form: UseFormReturn<ReferenceFormValues> }) {
  const { t } = useTranslation();
  const legendId = useId();
  const name = role === 'author' ? 'authors' : 'editors';
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const names = useWatch({ control: form.control, name });
  return (
    <fieldset aria-labelledby={legendId} className="space-y-3">
      <legend id={legendId} className="text-sm font-medium text-fg">
        {t(role === 'author' ? 'references.form.authors' : 'references.form.editors')}
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className="rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-fg-muted">
              <input type="checkbox" className="size-4" {...form.register(`${name}.${index}.organisation`)} />
              {t('references.form.organisation')}
            </label>
            <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t(role === 'author' ? 'references.form.removeAuthor' : 'references.form.removeEditor', { n: index + 1 })}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {names[index]?.organisation ? (
            <TextField label={t('references.form.organisationName', { n: index + 1 })} maxLength={500} {...form.register(`${name}.${index}.literal`)} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t('references.form.family', { n: index + 1 })} maxLength={500} {...form.register(`${name}.${index}.family`)} />
              <TextField label={t('references.form.given', { n: index + 1 })} maxLength={500} {...form.register(`${name}.${index}.given`)} />
            </div>
          )}
        </div>
      ))}
      {/* Adding a name leaves the keyboard on the button, to add several in a row. */}
      <Button variant="secondary" size="sm" onClick={() => append(emptyName(), { shouldFocus: false })}>
        <Plus aria-hidden="true" className="size-4" />
        {t(role === 'author' ? 'references.form.addAuthor' : 'references.form.addEditor')}
      </Button>
    </fieldset>
  );
}

/** The form's values: the draft, and for a new reference the citation key asked for. */
type ReferenceFormValues = ReferenceDraft & { key: string };

/**
 * The form checks on its field only that a title is given; once the draft is
 * assembled into a CSL item, the server's own `cslItemSchema` checks the item
 * (in submit), because the draft's shape is the form's, not the item's.
 */
const referenceDraftSchema = z.custom<ReferenceFormValues>().superRefine((draft, ctx) => {
  if (!draft.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'], message: 'validation.required' });
});

/**
 * Add or edit one reference: the fields change with its kind; a DOI can fill
 * them where the server reaches the network. Mounted while open, so each
 * opening starts from the reference (or an empty form).
 */
export function ReferenceForm({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: Reference | null }) {
  const { t } = useTranslation();
  const create = useCreateReference();
  const update = useUpdateReference();
  // The title's message stays until the title is edited or the form is sent again.
  const form = useSchemaForm(referenceDraftSchema, { ...(editing ? draftFromItem(editing.item) : emptyDraft()), key: '' });
  const { register, getValues, setValue, reset, clearErrors, control, failure, setFailure, errorOf, submitWith } = form;
  const kind = useWatch({ control, name: 'kind' });
  const [doi, setDoi] = useState('');
  const [lookingUp, setLookingUp] = useState(false);

  const roles = nameRoles(kind);
  const busy = create.isPending || update.isPending;

  async function fillFromDoi() {
    setFailure(null);
    setLookingUp(true);
    try {
      const found = await lookupDoi(doi);
      // The DOI fills the draft; the citation key asked for, and any message on screen, stay.
      reset({ ...draftFromItem(found.item), key: getValues('key') }, { keepErrors: true });
    } catch (error) {
      setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    } finally {
      setLookingUp(false);
    }
  }

  const submit = submitWith(async (draft) => {
    const item = itemOf(draft, editing?.item);
    const checked = cslItemSchema.safeParse(item);
    if (!checked.success) {
      setFailure(t(checked.error.issues[0]?.message ?? 'validation.invalid', { defaultValue: t('errors.validation_failed') }));
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: editing.id, item });
      else await create.mutateAsync({ item, ...(draft.key.trim() ? { key: draft.key.trim() } : {}) });
      void notify('success', t(editing ? 'references.saved' : 'references.added', { title: item.title }));
      onOpenChange(false);
    } catch (error) {
      setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  });

  /** A new kind may need a first author, or an edited book a first editor, to fill in. */
  function kindChanged(next: ReferenceKind) {
    const wanted = nameRoles(next);
    if (wanted.authors && getValues('authors').length === 0) setValue('authors', [emptyName()]);
    if (wanted.editors && next === 'edited-book' && getValues('editors').length === 0) setValue('editors', [emptyName()]);
  }

  const field = (name: keyof ReferenceDraft['fields']) => (
    <TextField
      key={name}
      label={t(`references.fields.${name}`)}
      hint={fieldHints[name] ? t(`references.form.${fieldHints[name]}`) : undefined}
      maxLength={2000}
      inputMode={name === 'URL' ? 'url' : undefined}
      {...register(`fields.${name}`)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? t('references.editTitle') : t('references.addTitle')}
      description={editing ? t('references.keyIs', { key: editing.key }) : t('references.addDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="reference-form" disabled={busy} focusableWhenDisabled>
            {editing ? t('references.save') : t('references.add')}
          </Button>
        </>
      }
    >
      <form id="reference-form" onSubmit={submit} className="space-y-5" noValidate>
        {!editing && (
          <div className="flex flex-col gap-2 rounded-lg bg-bg-subtle p-3 sm:flex-row sm:items-end">
            <TextField className="flex-1" label={t('references.doiLabel')} hint={t('references.doiHint')} value={doi} onChange={(e) => setDoi(e.target.value)} maxLength={500} />
            <Button variant="secondary" onClick={() => void fillFromDoi()} disabled={!doi.trim() || lookingUp}>
              <Search aria-hidden="true" className="size-4" />
              {t('references.doiFill')}
            </Button>
          </div>
        )}
        <SelectField
          label={t('references.form.kind')}
          options={referenceKinds.map((k) => ({ value: k, label: t(`references.kinds.${k}`) }))}
          {...register('kind', { onChange: (e: ChangeEvent<HTMLSelectElement>) => kindChanged(e.target.value as ReferenceKind) })}
        />
        {roles.authors && <NamesEditor role="author" form={form} />}
        {roles.editors && <NamesEditor role="editor" form={form} />}
        <TextField
          label={t('references.fields.title')}
          required
          error={errorOf('title')}
          maxLength={2000}
          {...register('title', { onChange: () => clearErrors('title') })}
        />
        {besideTitleFields.map(field)}
        <fieldset className="grid grid-cols-3 gap-3">
          <legend className="col-span-3 mb-2 text-sm font-medium text-fg">{t('references.form.published')}</legend>
          <TextField label={t('references.form.year')} hint={t('references.form.yearHint')} inputMode="numeric" maxLength={4} {...register('year')} />
          <TextField label={t('references.form.month')} inputMode="numeric" maxLength={2} {...register('month')} />
          <TextField label={t('references.form.day')} inputMode="numeric" maxLength={2} {...register('day')} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">{otherFieldsOf(kind).map(field)}</div>
        {/* On every kind's form: the source's abstract and what the user wants to remember of it. */}
        {noteFields.map((name) => (
          <TextareaField
            key={name}
            label={t(`references.fields.${name}`)}
            hint={t(`references.form.${name}Hint`)}
            maxLength={referenceLimits.text}
            rows={4}
            {...register(`fields.${name}`)}
          />
        ))}
        <TextField label={t('references.form.accessed')} hint={t('references.form.accessedHint')} type="date" {...register('accessed')} />
        {!editing && (
          <TextField label={t('references.form.key')} hint={t('references.form.keyHint')} maxLength={100} autoCapitalize="off" spellCheck={false} {...register('key')} />
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Dialog>
  );
}
