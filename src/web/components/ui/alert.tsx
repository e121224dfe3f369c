import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  info: { box: 'border-primary/30 bg-primary-soft text-primary-soft-fg', Icon: Info },
  success: { box: 'border-success/30 bg-success-soft text-success', Icon: CircleCheck },
  error: { box: 'border-danger/30 bg-danger-soft text-danger', Icon: CircleAlert },
} as const;

/** A message box; errors are announced at once (role=alert), others politely. */
export function Alert({ tone = 'info', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
