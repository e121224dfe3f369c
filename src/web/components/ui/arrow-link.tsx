import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** A text link that leads on to more ("All features", "Read the guide"), its words followed by a decorative arrow. */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-1 font-semibold text-primary hover:underline', className)}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
