import { ChevronDown, Download, Lock } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { bracketNotes, downloadText } from '../../../shared/bracket-notes.ts';
import type { CreateDocumentInput } from '../../../shared/documents.ts';
import { fileNameFor } from '../../../shared/file-name.ts';
import { exportFormats, exportFormatsByPlan, type ExportFormat, type Plan } from '../../../shared/plans.ts';
import { ApiError, apiBlob } from '../../lib/api.ts';
import { exportUrl, fetchDocument } from '../../lib/documents.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useSession } from '../../lib/session.ts';
import { ProPromptDialog } from '../plans/pro-prompt.tsx';
import { buttonClass, type ButtonVariant } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { useNotesPhrase } from './bracket-notes-notice.tsx';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 outline-none data-[highlighted]:bg-bg-subtle data-[highlighted]:text-primary';

type Source =
  /** A stored document: each format is a link to its export. */
  | { documentId: string; draft?: never }
  /** A document that may not be stored (the Essay Generator's draft): the server renders what is on screen. */
  | { draft: () => CreateDocumentInput; documentId?: never };

/** Downloads a stored document's export as its link would (the server names the file). */
function downloadExport(documentId: string, format: ExportFormat) {
  const link = document.createElement('a');
  link.href = exportUrl(documentId, format);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Download in every format: the ones the user's plan includes download at
 * once; the others show a lock and explain Pro in place, where the free
 * trial can start and the download then goes on (nothing on the page is lost).
 * A document that still holds "[ … ]" notes to fill in asks first, naming
 * them: "Download anyway" goes on, "Go back" (or Escape) keeps the page as it
 * is. A stored document is read afresh when a format is chosen: its export
 * holds what the server has, which an editor's last autosave may just have changed.
 */
export function DownloadMenu({ documentId, draft, variant = 'secondary', label }: Source & { variant?: ButtonVariant; label?: string }) {
  const { t } = useTranslation();

  async function downloadDraft(format: ExportFormat, input: CreateDocumentInput) {
    try {
      const blob = await apiBlob(`/api/documents/export?format=${format}`, { method: 'POST', json: input });
      saveBlob(blob, fileNameFor(input.title, format));
    } catch (error) {
      toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  const session = useSession();
  // The session's plan is the one that applies now (Pro during the trial).
  const plan: Plan = session.data?.user.plan === 'pro' ? 'pro' : 'free';
  const allowed = exportFormatsByPlan[plan];
  const [locked, setLocked] = useState<ExportFormat | null>(null);
  const [prompting, setPrompting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const notesPhrase = useNotesPhrase();
  const [asking, setAsking] = useState<{ format: ExportFormat; notes: string[] } | null>(null);

  async function download(format: ExportFormat) {
    if (documentId !== undefined) downloadExport(documentId, format);
    else await downloadDraft(format, draft());
  }

  /** Downloads at once, or asks first when notes remain. */
  async function request(format: ExportFormat) {
    // A record that cannot be read now is no reason to stop: the export answers for itself.
    const source = documentId !== undefined ? await fetchDocument(documentId).catch(() => null) : draft();
    const notes = source ? bracketNotes(downloadText(source)) : [];
    if (notes.length) setAsking({ format, notes });
    else await download(format);
  }

  async function unlocked() {
    if (locked) await request(locked);
  }

  return (
    <>
      {/* Not modal: the rest of the page stays in the accessibility tree while the menu is open. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger ref={trigger} className={buttonClass(variant, 'md', 'h-11 sm:h-10')}>
          <Download aria-hidden="true" className="size-4" />
          {label ?? t('documents.download')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        {/* Not portalled: the menu stays inside the page's landmarks (and the dialog's focus trap). */}
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-56 rounded-xl border border-border bg-surface p-1 text-sm text-fg shadow-xl"
        >
          {exportFormats.map((format) =>
            allowed.includes(format) ? (
              <DropdownMenu.Item key={format} className={itemClass} onSelect={() => void request(format)}>
                {t(`formats.${format}`)}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={format}
                className={`${itemClass} text-fg-muted`}
                onSelect={() => {
                  setLocked(format);
                  setPrompting(true);
                }}
              >
                <Lock aria-hidden="true" className="size-4" />
                {t('documents.proFormat', { format: t(`formats.${format}`) })}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ProPromptDialog
        open={prompting}
        onOpenChange={setPrompting}
        title={t('plans.prompt.formatTitle', { format: t(`formats.${locked ?? 'html'}`) })}
        onUnlocked={unlocked}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('bracketNotes.confirmTitle')}
        message={asking ? t('bracketNotes.confirmMessage', { count: asking.notes.length, notes: notesPhrase(asking.notes) }) : ''}
        cancelLabel={t('bracketNotes.goBack')}
        confirmLabel={t('bracketNotes.downloadAnyway')}
        confirmVariant="primary"
        onConfirm={() => {
          const format = asking?.format;
          setAsking(null);
          if (format) void download(format);
        }}
        // The menu item that asked is gone with the menu: focus goes back to Download.
        focusAfterRemoval={() => trigger.current}
      />
    </>
  );
}
