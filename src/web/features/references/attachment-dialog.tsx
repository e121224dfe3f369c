import { ClipboardPaste, Download, FileText, FileUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentLimits, pastedTextSchema, type Attachment } from '../../../shared/reference-attachments.ts';
import type { Reference } from '../../../shared/references.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { notify } from '../../lib/notify.ts';
import {
  attachmentAccept,
  attachmentFailure,
  attachmentFileUrl,
  fileLimitMegabytes,
  formatFileSize,
  useAttachFile,
  useAttachment,
  useAttachText,
  useRemoveAttachment,
} from '../../lib/reference-attachments.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/**
 * A saved reference's attached full text: a file (PDF, Word, HTML or plain
 * text) or pasted text, read into passages that can be quoted. Each action
 * takes effect at once, apart from the reference's own Save.
 */
export function AttachmentDialog({ reference, onOpenChange }: { reference: Reference; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const current = useAttachment(reference.id);
  const attachFile = useAttachFile(reference.id);
  const attachText = useAttachText(reference.id);
  const remove = useRemoveAttachment(reference.id);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const downloadLink = useRef<HTMLAnchorElement>(null);
  /** Where the focus goes once the control that had it is gone: Remove gives way to Attach, Attach and Save to Download. */
  const [focusNext, setFocusNext] = useState<'choose' | 'download' | null>(null);
  const [pasting, setPasting] = useState(false);
  // Checked on Save with the server's own schema; the message goes as soon as the text is edited, and
  // what was typed stays while the box is closed and opened again.
  const { register, reset, clearErrors, failure, setFailure, errorOf, submitWith } = useSchemaForm(pastedTextSchema, { text: '' });
  const reading = attachFile.isPending || attachText.isPending;
  const busy = reading || remove.isPending;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    // Refused before 20 MB travel, in the words the server would use.
    if (file.size > attachmentLimits.fileBytes) return setFailure(t('references.attachment.tooLarge', { max: fileLimitMegabytes }));
    try {
      const { attachment } = await attachFile.mutateAsync(file);
      if (attachment) void notify('success', t('references.attachment.attached', { name: attachment.name }));
      setFocusNext('download');
    } catch (error) {
      setFailure(attachmentFailure(error, t));
    }
  }

  const savePasted = submitWith(async ({ text }) => {
    try {
      await attachText.mutateAsync(text);
      void notify('success', t('references.attachment.pasted'));
      setPasting(false);
      reset();
      setFocusNext('download');
    } catch (error) {
      // The text stays in the box: nothing typed is lost to a refusal.
      setFailure(attachmentFailure(error, t));
    }
  });

  async function detach() {
    setFailure(null);
    try {
      await remove.mutateAsync();
      void notify('success', t('references.attachment.removed'));
      setFocusNext('choose');
    } catch (error) {
      setFailure(attachmentFailure(error, t));
    }
  }

  const attachment = current.data?.attachment;

  useEffect(() => {
    const target = focusNext === 'choose' ? chooseButton.current : focusNext === 'download' ? downloadLink.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, attachment]);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('references.attachment.title')}
      description={t('references.attachment.description', { title: reference.item.title })}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-4">
        {current.isError ? (
          <Alert tone="error">{attachmentFailure(current.error, t)}</Alert>
        ) : current.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : attachment ? (
          <AttachedFile referenceId={reference.id} attachment={attachment} busy={busy} onRemove={() => void detach()} downloadLink={downloadLink} />
        ) : (
          <>
            <p className="text-sm text-fg-muted">{t('references.attachment.none')}</p>
            <div className="flex flex-wrap gap-2">
              <input ref={input} type="file" accept={attachmentAccept} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event)} />
              <Button ref={chooseButton} variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={() => input.current?.click()}>
                <FileUp aria-hidden="true" className="size-4" />
                {t('references.attachment.chooseFile')}
              </Button>
              <Button variant="secondary" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled aria-expanded={pasting} onClick={() => setPasting(!pasting)}>
                <ClipboardPaste aria-hidden="true" className="size-4" />
                {t('references.attachment.paste')}
              </Button>
            </div>
            <p className="text-xs text-fg-muted">{t('references.attachment.fileHint', { max: fileLimitMegabytes })}</p>
            {pasting && (
              <form noValidate onSubmit={savePasted} className="space-y-3">
                <TextareaField
                  label={t('references.attachment.pasteLabel')}
                  hint={t('references.attachment.pasteHint')}
                  error={errorOf('text')}
                  rows={8}
                  maxLength={attachmentLimits.pastedText}
                  {...register('text', { onChange: () => clearErrors('text') })}
                />
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="ghost" className="h-11 sm:h-10" onClick={() => setPasting(false)}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
                    {t('references.attachment.savePasted')}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
        {/* Reading a long PDF takes seconds: say so while it runs. */}
        <div aria-live="polite" className="empty:hidden">
          {reading && (
            <p className="flex items-center gap-2 text-sm text-fg-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('references.attachment.reading')}
            </p>
          )}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}

function AttachedFile({
  referenceId,
  attachment,
  busy,
  onRemove,
  downloadLink,
}: {
  referenceId: string;
  attachment: Attachment;
  busy: boolean;
  onRemove: () => void;
  downloadLink: RefObject<HTMLAnchorElement | null>;
}) {
  const { t } = useTranslation();
  const facts = [
    formatFileSize(attachment.size),
    ...(attachment.pages !== null ? [t('references.attachment.pages', { count: attachment.pages })] : []),
    ...(attachment.textStatus === 'text' ? [t('references.attachment.passages', { count: attachment.passages })] : []),
  ];
  return (
    <section aria-labelledby="attached-file-name" className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
        <div className="min-w-0">
          <h3 id="attached-file-name" className="font-medium break-words text-fg">
            {attachment.name}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{facts.join(' · ')}</p>
        </div>
      </div>
      {attachment.textStatus === 'no_text' && <Alert>{t('references.attachment.noText')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <a ref={downloadLink} href={attachmentFileUrl(referenceId)} download className={buttonClass('secondary', 'md', 'h-11 sm:h-10')}>
          <Download aria-hidden="true" className="size-4" />
          {t('references.attachment.download')}
        </a>
        <Button variant="ghost" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('references.attachment.remove')}
        </Button>
      </div>
    </section>
  );
}
