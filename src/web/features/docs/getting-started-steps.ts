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

export type GettingStartedStep = (typeof gettingStartedSteps)[number]['key'];

/** The id of a step's section in the guide. */
export const stepSectionId = (step: GettingStartedStep) => `step-${step}`;

/** A link that opens the guide at one of its steps. */
export const gettingStartedStepPath = (step: GettingStartedStep) => `/documentation/getting-started#${stepSectionId(step)}`;
