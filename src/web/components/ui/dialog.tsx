import { X } from 'lucide-react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonVariant } from './button.tsx';

const overlayClass = 'fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px] data-[state=open]:animate-in';
const panelClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col ' +
  'rounded-2xl border border-border bg-surface text-fg shadow-2xl focus:outline-none';

const sizeClass = { md: 'max-w-lg', lg: 'max-w-4xl', document: 'max-w-4xl h-[min(56rem,calc(100dvh-2rem))]' };

/**
 * Where focus was when a dialog opened, to give it back on close. Our dialogs
 * open from state (a row's button), not from a Radix trigger, so Radix alone
 * would drop focus on <body>. An element that is gone by then (a deleted
 * row's button) is skipped for `fallback` (the caller's choice, such as the
 * list's search field). A caller cannot move the focus out itself while the
 * dialog is open: the dialog's focus trap would take it back.
 */
function useFocusReturn(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current;
      opener.current = null;
      // Radix dispatches this on the dialog's own container, which still holds focus unless the caller moved it.
      const active = document.activeElement;
      const container = event.target instanceof Node ? event.target : null;
      const movedByCaller = active && active !== document.body && !container?.contains(active);
      if (movedByCaller) return;
      if (target?.isConnected) target.focus();
      else fallback?.()?.focus();
    },
  };
}

/**
 * A modal (Radix: focus is trapped inside, Escape and the close button shut
 * it, focus returns to what opened it). `title` names it for screen readers.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  headerExtra,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * 'document' (a stored document read in place) is as wide as 'lg' and keeps
   * one height whatever it shows, so its footer does not move under the
   * pointer when the document arrives after the spinner.
   */
  size?: 'md' | 'lg' | 'document';
  headerExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content className={cn(panelClass, sizeClass[size])} {...focusReturn}>
          <div className="flex items-start gap-3 border-b border-border px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold break-words text-fg">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-fg-muted">{description}</DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
              )}
              {headerExtra}
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="sm" className="size-10 shrink-0 p-0" aria-label={t('common.close')}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {/* Focusable so keyboard users can scroll a long document. */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6">
            {children}
          </div>
          {footer && <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3 sm:px-6">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A yes/no question before something that cannot be undone; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  focusAfterRemoval,
  cancelLabel,
  confirmVariant = 'danger',
  details,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** "Cancel" unless the question needs its own words ("Go back"). */
  cancelLabel?: string;
  /** 'danger' for what cannot be undone; 'primary' for a choice that loses nothing. */
  confirmVariant?: ButtonVariant;
  /** What the question is about, under the message (a list of what remains). */
  details?: ReactNode;
  /** Where the focus goes on closing when what opened the dialog is gone (the confirmed action removed it). */
  focusAfterRemoval?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(focusAfterRemoval);
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <AlertPrimitive.Content className={cn(panelClass, 'max-w-md p-6')} {...focusReturn}>
          <AlertPrimitive.Title className="text-lg font-semibold text-fg">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-2 text-sm text-fg-muted">{message}</AlertPrimitive.Description>
          {details}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="secondary" className="h-11 sm:h-10">
                {cancelLabel ?? t('common.cancel')}
              </Button>
            </AlertPrimitive.Cancel>
            <Button
              variant={confirmVariant}
              className="h-11 sm:h-10"
              disabled={busy}
              focusableWhenDisabled
              onClick={(event) => {
                // Stay open until the action finished; the caller closes it.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
