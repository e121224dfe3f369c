import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnStyleChoice } from '../../../shared/citation-styles.ts';
import { userStyleLimits, type UserStyleList, type UserStyleSummary } from '../../../shared/user-styles.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';

const ownStylesKey = ['styles', 'own'] as const;

/** The user's uploaded styles, listed once for the picker and the paper panel. */
export function useOwnStyles(enabled = true) {
  return useQuery({ queryKey: ownStylesKey, queryFn: ({ signal }) => api<UserStyleList>('/api/styles', { signal }), enabled });
}
const fileLimitKilobytes = userStyleLimits.fileBytes / 1024;

/**
 * Refusals whose sentence the server wrote for this very file (what is wrong
 * in it, and where): shown as they are. The server words them in the
 * language saved in the user's settings, the one the interface shows.
 */
const ownWords = new Set(['validation_failed', 'payload_too_large', 'conflict']);

/**
 * The styles the user uploaded (`/api/styles`), in the style picker: choose
 * one, delete one, or upload a .csl file. A refused file is named with the
 * server's own sentence (the line and column of a broken file, the macro
 * that loops); nothing else in the list changes.
 */
export function OwnStyles({ current, onChoose }: { current?: OwnStyleChoice | undefined; onChoose?: ((style: UserStyleSummary) => void) | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const list = useOwnStyles();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownStylesKey });
  const upload = useMutation({
    // The file as it is: the server reads it as XML, whatever type the browser gives a .csl file.
    mutationFn: (file: File) => api<UserStyleSummary>('/api/styles', { method: 'POST', body: file, headers: { 'content-type': 'application/xml' } }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (style: UserStyleSummary) => api<void>(`/api/styles/${encodeURIComponent(style.id)}`, { method: 'DELETE' }), onSettled: refresh });
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) => setFailure(error instanceof ApiError && ownWords.has(error.code) ? error.message : t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setDone('');
    // Refused before it travels, in the words the server would use.
    if (file.size > userStyleLimits.fileBytes) return setFailure(t('paper.catalogue.mine.tooLarge', { max: fileLimitKilobytes }));
    try {
      const style = await upload.mutateAsync(file);
      setDone(t('paper.catalogue.mine.added', { title: style.title }));
    } catch (error) {
      failed(error);
    }
  }

  async function drop(style: UserStyleSummary) {
    setFailure(null);
    setDone('');
    try {
      await remove.mutateAsync(style);
      setDone(t('paper.catalogue.mine.deleted', { title: style.title }));
    } catch (error) {
      failed(error);
    }
  }

  const styles = list.data?.styles ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-4">
      <div>
        <h3 id={headingId} className="font-medium text-fg">
          {t('paper.catalogue.mine.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('paper.catalogue.mine.hint', { max: userStyleLimits.perUser, size: fileLimitKilobytes })}</p>
      </div>
      {list.isError ? (
        <Alert tone="error">{t(`errors.${list.error instanceof ApiError ? list.error.code : 'internal'}`)}</Alert>
      ) : !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : styles.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('paper.catalogue.mine.empty')}</p>
      ) : (
        <ul aria-label={t('paper.catalogue.mine.list')} className="space-y-2">
          {styles.map((style) => (
            <li key={style.id} className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm aria-[current=true]:border-primary" aria-current={style.id === current || undefined}>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-fg">{style.title}</span>
                <span className="block text-fg-muted">
                  {t(`paper.catalogue.formats.${style.format}`)}
                  {style.id === current && <> · {t('paper.catalogue.current')}</>}
                </span>
              </span>
              {onChoose && (
                <Button variant="secondary" size="sm" onClick={() => onChoose(style)} aria-label={t('paper.catalogue.mine.chooseNamed', { title: style.title })}>
                  {t('paper.catalogue.mine.choose')}
                </Button>
              )}
              <Button variant="ghost" size="sm" disabled={busy} focusableWhenDisabled onClick={() => void drop(style)} aria-label={t('paper.catalogue.mine.deleteNamed', { title: style.title })}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <Alert tone="error" className="whitespace-pre-line">
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input ref={input} type="file" accept=".csl,.xml" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event)} />
        <Button variant="secondary" size="sm" disabled={busy} focusableWhenDisabled onClick={() => input.current?.click()}>
          <FileUp aria-hidden="true" className="size-4" />
          {upload.isPending ? t('paper.catalogue.mine.uploading') : t('paper.catalogue.mine.upload')}
        </Button>
        <p className="text-sm text-fg-muted" role="status">
          {done}
        </p>
      </div>
    </section>
  );
}
