import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './dialog.tsx';

/**
 * While `when` holds, leaving the page asks first: a link or Back inside the
 * app opens this dialog (Cancel stays with the edits), and closing or
 * reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when, title, message, confirmLabel }: { when: boolean; title: string; message: string; confirmLabel: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
