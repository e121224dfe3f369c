import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A text link led by a small icon that says where it goes (back, download, …); the icon is decorative. */
export function IconLink({ to, Icon, className, children }: { to: string; Icon: LucideIcon; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
