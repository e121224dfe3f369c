import { FileDown, FileText, History, PenLine, UserPlus } from 'lucide-react';

/**
 * The steps of the getting started guide, in order: the guide shows each as
 * a section (`#step-<key>`, copy in `docs.gettingStarted.steps.<key>`), the
 * Documentation overview lists them as links to those sections.
 */
export const gettingStartedSteps = [
  { key: 'account', to: '/signup', Icon: UserPlus },
  { key: 'essay', to: '/essay-generator', Icon: PenLine },
  { key: 'resume', to: '/resume-builder', Icon: FileText },
  { key: 'history', to: '/history', Icon: History },
  { key: 'export', to: '/pricing', Icon: FileDown },
] as const;
