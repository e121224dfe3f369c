import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatHoursSchema, weekdayName, type ChatHours } from '../../../shared/chat.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useChatHours, useSaveChatHours } from './inbox-api.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
  const [enabled, setEnabled] = useState(saved !== null);
  const [timeZone, setTimeZone] = useState(saved?.timeZone ?? browserZone());
  const [days, setDays] = useState<number[]>(saved?.days ?? [1, 2, 3, 4, 5]);
  const [opens, setOpens] = useState(saved?.opens ?? '09:00');
  const [closes, setCloses] = useState(saved?.closes ?? '17:00');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setProblem(null);
    let hours: ChatHours | null = null;
    if (enabled) {
      const parsed = chatHoursSchema.safeParse({ timeZone, days, opens, closes });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return setProblem({ field: String(issue.path[0] ?? ''), text: t(issue.message) });
      }
      hours = parsed.data;
    }
    save.mutate(hours, {
      onSuccess: () => setDone(true),
      onError: (error) => setProblem({ field: '', text: t(`errors.${error instanceof ApiError ? error.code : 'internal'}`) }),
    });
  };

  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);

  return (
    <section aria-labelledby="admin-chat-hours" className="space-y-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div>
        <h3 id="admin-chat-hours" className="text-lg font-semibold text-fg">
          {t('admin.chatHours.title')}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">{t('admin.chatHours.intro')}</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="flex items-center gap-2 text-fg">
          <input type="checkbox" className="size-4 accent-primary" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('admin.chatHours.enabled')}
        </label>
        {enabled && (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-fg">{t('admin.chatHours.days')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {weekdays.map((day) => (
                  <label key={day} className="flex items-center gap-2 text-sm text-fg">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={days.includes(day)}
                      onChange={(e) => setDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))}
                    />
                    {weekdayName(day, i18n.language)}
                  </label>
                ))}
              </div>
              {errorOf('days') && <p className="text-sm text-danger">{errorOf('days')}</p>}
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label={t('admin.chatHours.opens')} type="time" value={opens} error={errorOf('opens')} onChange={(e) => setOpens(e.target.value)} />
              <TextField
                label={t('admin.chatHours.closes')}
                hint={t('admin.chatHours.closesHint')}
                value={closes}
                inputMode="numeric"
                error={errorOf('closes')}
                onChange={(e) => setCloses(e.target.value)}
              />
              <TextField label={t('admin.chatHours.timeZone')} hint={t('admin.chatHours.timeZoneHint')} value={timeZone} error={errorOf('timeZone')} onChange={(e) => setTimeZone(e.target.value)} />
            </div>
          </>
        )}
        {problem && !problem.field && <Alert tone="error">{problem.text}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} focusableWhenDisabled>
            {save.isPending ? t('admin.chatHours.saving') : t('admin.chatHours.save')}
          </Button>
          <p role="status" className="text-sm text-success">
            {done ? t('admin.chatHours.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
