import { Plus, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cslItemSchema, referenceKindFields, referenceKinds, referenceLimits, type Reference, type ReferenceKind } from '../../../shared/references.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { lookupDoi, useCreateReference, useUpdateReference } from '../../lib/references.ts';
import { draftFromItem, emptyDraft, emptyName, itemOf, nameRoles, noteFields, type NameDraft, type ReferenceDraft } from './reference-draft.ts';

function NamesEditor({ role, names, onChange }: { role: 'author' | 'editor'; names: NameDraft[]; onChange: (names: NameDraft[]) => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const set = (index: number, patch: Partial<NameDraft>) => onChange(names.map((n, i) => (i === index ? { ...n, ...patch } : n)));
  return (
    <fieldset aria-labelledby={legendId} className="space-y-3">
      <legend id={legendId} className="text-sm font-medium text-fg">
        {t(role === 'author' ? 'references.form.authors' : 'references.form.editors')}
      </legend>
      {names.map((name, index) => (
        <div key={index} className="rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-fg-muted">
              <input type="checkbox" checked={name.organisation} onChange={(e) => set(index, { organisation: e.target.checked })} className="size-4" />
              {t('references.form.organisation')}
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(names.filter((_, i) => i !== index))}
              aria-label={t(role === 'author' ? 'references.form.removeAuthor' : 'references.form.removeEditor', { n: index + 1 })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {name.organisation ? (
            <TextField label={t('references.form.organisationName', { n: index + 1 })} value={name.literal} onChange={(e) => set(index, { literal: e.target.value })} maxLength={500} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t('references.form.family', { n: index + 1 })} value={name.family} onChange={(e) => set(index, { family: e.target.value })} maxLength={500} />
              <TextField label={t('references.form.given', { n: index + 1 })} value={name.given} onChange={(e) => set(index, { given: e.target.value })} maxLength={500} />
            </div>
          )}
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...names, emptyName()])}>
        <Plus aria-hidden="true" className="size-4" />
        {t(role === 'author' ? 'references.form.addAuthor' : 'references.form.addEditor')}
      </Button>
    </fieldset>
  );
}

/**
 * Add or edit one reference: the fields change with its kind; a DOI can fill
 * them where the server reaches the network. Mounted while open, so each
 * opening starts from the reference (or an empty form).
 */
export function ReferenceForm({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: Reference | null }) {
  const { t } = useTranslation();
  const create = useCreateReference();
  const update = useUpdateReference();
  const [draft, setDraft] = useState<ReferenceDraft>(() => (editing ? draftFromItem(editing.item) : emptyDraft()));
  const [key, setKey] = useState('');
  const [doi, setDoi] = useState('');
  const [lookingUp, setLookingUp] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();

  const roles = nameRoles(draft.kind);
  const busy = create.isPending || update.isPending;

  async function fillFromDoi() {
    setFailure(null);
    setLookingUp(true);
    try {
      const found = await lookupDoi(doi);
      setDraft(draftFromItem(found.item));
    } catch (error) {
      setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    } finally {
      setLookingUp(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const item = itemOf(draft, editing?.item);
    if (!item.title) {
      setTitleError(t('validation.required'));
      return;
    }
    const checked = cslItemSchema.safeParse(item);
    if (!checked.success) {
      setFailure(t(checked.error.issues[0]?.message ?? 'validation.invalid', { defaultValue: t('errors.validation_failed') }));
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: editing.id, item });
      else await create.mutateAsync({ item, ...(key.trim() ? { key: key.trim() } : {}) });
      void notify('success', t(editing ? 'references.saved' : 'references.added', { title: item.title }));
      onOpenChange(false);
    } catch (error) {
      setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  const field = (name: keyof ReferenceDraft['fields']) => (
    <TextField
      key={name}
      label={t(`references.fields.${name}`)}
      value={draft.fields[name] ?? ''}
      onChange={(e) => setDraft({ ...draft, fields: { ...draft.fields, [name]: e.target.value } })}
      maxLength={2000}
      inputMode={name === 'URL' ? 'url' : undefined}
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
      <form id="reference-form" onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
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
          value={draft.kind}
          onChange={(e) => {
            const kind = e.target.value as ReferenceKind;
            const next = nameRoles(kind);
            setDraft({ ...draft, kind, authors: next.authors && draft.authors.length === 0 ? [emptyName()] : draft.authors, editors: next.editors && kind === 'edited-book' && draft.editors.length === 0 ? [emptyName()] : draft.editors });
          }}
          options={referenceKinds.map((k) => ({ value: k, label: t(`references.kinds.${k}`) }))}
        />
        {roles.authors && <NamesEditor role="author" names={draft.authors} onChange={(authors) => setDraft({ ...draft, authors })} />}
        {roles.editors && <NamesEditor role="editor" names={draft.editors} onChange={(editors) => setDraft({ ...draft, editors })} />}
        <TextField
          label={t('references.fields.title')}
          required
          value={draft.title}
          error={titleError}
          onChange={(e) => {
            setTitleError(undefined);
            setDraft({ ...draft, title: e.target.value });
          }}
          maxLength={2000}
        />
        <fieldset className="grid grid-cols-3 gap-3">
          <legend className="col-span-3 mb-2 text-sm font-medium text-fg">{t('references.form.published')}</legend>
          <TextField label={t('references.form.year')} hint={t('references.form.yearHint')} inputMode="numeric" value={draft.year} onChange={(e) => setDraft({ ...draft, year: e.target.value })} maxLength={4} />
          <TextField label={t('references.form.month')} inputMode="numeric" value={draft.month} onChange={(e) => setDraft({ ...draft, month: e.target.value })} maxLength={2} />
          <TextField label={t('references.form.day')} inputMode="numeric" value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value })} maxLength={2} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">{referenceKindFields[draft.kind].map(field)}</div>
        {/* On every kind's form: the source's abstract and what the user wants to remember of it. */}
        {noteFields.map((name) => (
          <TextareaField
            key={name}
            label={t(`references.fields.${name}`)}
            hint={t(`references.form.${name}Hint`)}
            value={draft.fields[name] ?? ''}
            onChange={(e) => setDraft({ ...draft, fields: { ...draft.fields, [name]: e.target.value } })}
            maxLength={referenceLimits.text}
            rows={4}
          />
        ))}
        <TextField label={t('references.form.accessed')} hint={t('references.form.accessedHint')} type="date" value={draft.accessed} onChange={(e) => setDraft({ ...draft, accessed: e.target.value })} />
        {!editing && (
          <TextField label={t('references.form.key')} hint={t('references.form.keyHint')} value={key} onChange={(e) => setKey(e.target.value)} maxLength={100} autoCapitalize="off" spellCheck={false} />
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Dialog>
  );
}
