import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';

/**
 * A framed part of a Settings tab, named by its heading: what it is for in
 * one line, then what it holds. `danger` frames what cannot be undone in red;
 * `status` stands beside the title (on or off); `action` is the one button
 * that opens the part's dialog.
 */
export function SettingsSection({
  headingId,
  title,
  description,
  danger = false,
  status,
  action,
  children,
}: {
  headingId: string;
  title: string;
  description: string;
  danger?: boolean;
  status?: ReactNode;
  action?: { Icon: LucideIcon; label: string; onClick: () => void };
  children?: ReactNode;
}) {
  const heading = (
    <h3 id={headingId} className={danger ? 'font-semibold text-danger' : 'font-semibold text-fg'}>
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={headingId} className={danger ? 'rounded-xl border border-danger/40 bg-danger-soft p-5' : 'rounded-xl border border-border p-5'}>
      {status ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          {status}
        </div>
      ) : (
        heading
      )}
      <p className={danger ? 'mt-1 text-sm text-fg' : 'mt-1 text-sm text-fg-muted'}>{description}</p>
      {children}
      {action && (
        <ButtonWithIcon Icon={action.Icon} variant={danger ? 'danger' : 'secondary'} className="mt-4 h-11 sm:h-10" onClick={action.onClick}>
          {action.label}
        </ButtonWithIcon>
      )}
    </section>
  );
}
