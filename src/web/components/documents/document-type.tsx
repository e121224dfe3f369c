import { FileText, FileUser, GraduationCap, Mail, type LucideIcon } from 'lucide-react';
import type { DocumentType } from '../../../shared/documents.ts';
import { cn } from '../../lib/cn.ts';

const icons: Record<DocumentType, { Icon: LucideIcon; tone: string }> = {
  essay: { Icon: FileText, tone: 'bg-primary-soft text-primary-soft-fg' },
  resume: { Icon: FileUser, tone: 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200' },
  academic: { Icon: GraduationCap, tone: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200' },
  'cover-letter': { Icon: Mail, tone: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200' },
};

/** The type's icon in its tinted square (decorative: the type is also said in words). */
export function DocumentTypeIcon({ type, className }: { type: DocumentType; className?: string }) {
  const { Icon, tone } = icons[type];
  return (
    <span aria-hidden="true" className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tone, className)}>
      <Icon className="size-5" />
    </span>
  );
}
