import { FileText, FileUser, GraduationCap, Mail, type LucideIcon } from 'lucide-react';
import { documentTypeRules, type DocumentIconName } from '../../../shared/document-types.ts';
import type { DocumentType } from '../../../shared/documents.ts';
import { cn } from '../../lib/cn.ts';

/** The one place an icon name of the document-type table becomes a picture. */
export const documentIcons: Record<DocumentIconName, LucideIcon> = {
  'file-text': FileText,
  'file-user': FileUser,
  'graduation-cap': GraduationCap,
  mail: Mail,
};

/** Each type's tint (presentation only, so it stays beside the component that draws it). */
const tones: Record<DocumentType, string> = {
  essay: 'bg-primary-soft text-primary-soft-fg',
  resume: 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  academic: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  'cover-letter': 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
};

/** The type's icon in its tinted square (decorative: the type is also said in words). */
export function DocumentTypeIcon({ type, className }: { type: DocumentType; className?: string }) {
  const Icon = documentIcons[documentTypeRules[type].icon];
  return (
    <span aria-hidden="true" className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tones[type], className)}>
      <Icon className="size-5" />
    </span>
  );
}
