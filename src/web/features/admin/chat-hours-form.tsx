import { useState } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { chatHoursSchema, weekdayName, type ChatHours } from '../../../shared/chat.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ConsoleSection } from './console-section.tsx';
import { useChatHours, useSaveChatHours } from './inbox-api.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The form holds the hours even while "Show opening hours" is off (turning
 * it on again brings back what was typed), and checks them with the
 * server's schema only when they are to be saved; off saves none.
 */
const hoursFormSchema = z.discriminatedUnion('enabled', [
  z.strictObject({ enabled: z.literal(true), hours: chatHoursSchema }),
  z.strictObject({ enabled: z.literal(false), hours: z.custom<z.input<typeof chatHoursSchema>>() }),
]);
type HoursFormInput = z.input<typeof hoursFormSchema>;

// The fields in the order the schema checks them: only the first one wrong shows its message, as the form always did.
const fieldOrder = ['timeZone', 'days', 'opens', 'closes'] as const;
type HoursField = (typeof fieldOrder)[number];
const firstWrong = (errors: FieldErrors<HoursFormInput>): { field: HoursField; message: string } | null => {
  const field = fieldOrder.find((name) => errors.hours?.[name]);
  return field ? { field, message: errors.hours![field]!.message ?? '' } : null;
};

/**
 * The live chat's opening hours, for the whole instance: none (the chat
 * promises no hours, only says who is online), or days and times in one time
 * zone. Every day from 00:00 to 24:00 is the only way the chat says "around
 * the clock".
 */
export function ChatHoursForm() {
  const { t } = useTranslation();
  const current = useChatHours();
  if (current.isPending) return null;
  if (current.error) return <Alert tone="error">{t(`errors.${current.error instanceof ApiError ? current.error.code : 'internal'}`)}</Alert>;
  // The form starts from what the server holds, and keeps what the administrator typed after a save.
  return <HoursForm saved={current.data.hours} />;
}

function HoursForm({ saved }: { saved: ChatHours | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveChatHours();
  const [done, setDone] = useState(false);
  // A message stays until the next Save, and the focus stays on Save, as before.
  const {
    register,
    control,
    failure,
    setFailure,
    submitWith,
    formState: { errors },
  } = useSchemaForm(hoursFormSchema, {
    enabled: saved !== null,
    hours: { timeZone: saved?.timeZone ?? browserZone(), days: saved?.days ?? [1, 2, 3, 4, 5], opens: saved?.opens ?? '09:00', closes: saved?.closes ?? '17:00' },
  });
  const enabled = useWatch({ control, name: 'enabled' });

  const submit = submitWith((values) => {
    save.mutate(values.enabled ? values.hours : null, {
      onSuccess: () => setDone(true),
      onError: (error) => setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`)),
    });
  });

  const wrong = firstWrong(errors);
  const errorOf = (field: HoursField) => (wrong?.field === field ? t(wrong.message) : undefined);

  return (
    <ConsoleSection
      headingId="admin-chat-hours"
      level={3}
      title={t('admin.chatHours.title')}
      intro={t('admin.chatHours.intro')}
      className="space-y-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <form
        onSubmit={(event) => {
          setDone(false);
          submit(event);
        }}
        noValidate
        className="space-y-4"
      >
        <label className="flex items-center gap-2 text-fg">
          <input type="checkbox" className="size-4 accent-primary" {...register('enabled')} />
          {t('admin.chatHours.enabled')}
        </label>
        {enabled && (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-fg">{t('admin.chatHours.days')}</legend>
              <Controller
                control={control}
                name="hours.days"
                render={({ field: { value: days, onChange } }) => (
                  <div className="flex flex-wrap gap-x-4 gap-y-2">
                    {weekdays.map((day) => (
                      <label key={day} className="flex items-center gap-2 text-sm text-fg">
                        <input type="checkbox" className="size-4 accent-primary" checked={days.includes(day)} onChange={(e) => onChange(e.target.checked ? [...days, day] : days.filter((d) => d !== day))} />
                        {weekdayName(day, i18n.language)}
                      </label>
                    ))}
                  </div>
                )}
              />
              {errorOf('days') && <p className="text-sm text-danger">{errorOf('days')}</p>}
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label={t('admin.chatHours.opens')} type="time" error={errorOf('opens')} {...register('hours.opens')} />
              <TextField label={t('admin.chatHours.closes')} hint={t('admin.chatHours.closesHint')} inputMode="numeric" error={errorOf('closes')} {...register('hours.closes')} />
              <TextField label={t('admin.chatHours.timeZone')} hint={t('admin.chatHours.timeZoneHint')} error={errorOf('timeZone')} {...register('hours.timeZone')} />
            </div>
          </>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} focusableWhenDisabled>
            {save.isPending ? t('admin.chatHours.saving') : t('admin.chatHours.save')}
          </Button>
          <p role="status" className="text-sm text-success">
            {done ? t('admin.chatHours.saved') : ''}
          </p>
        </div>
      </form>
    </ConsoleSection>
  );
}
