/**
 * What the Help Center lists, per tab. The copy lives in the locale files
 * (`help.items.<id>`); this file only says where each item sits and where it
 * links. Items that are also topics (`/help/<topic>`) carry the full help
 * text; the others are a summary with links.
 */
import {
  BookOpen,
  Braces,
  CircleHelp,
  Compass,
  CreditCard,
  FileDown,
  FileText,
  GraduationCap,
  History,
  Keyboard,
  LayoutTemplate,
  MonitorPlay,
  Moon,
  PenLine,
  Quote,
  RefreshCw,
  Search,
  Server,
  ShieldCheck,
  Target,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export const helpTabs = ['guides', 'tutorials', 'tips'] as const;
export type HelpTab = (typeof helpTabs)[number];

/** Pages the Help Center may link to (all exist in the route table). */
export const helpLinks = {
  documentation: '/documentation',
  gettingStarted: '/documentation/getting-started',
  videos: '/documentation/videos',
  citationGuide: '/documentation/citation-guide',
  api: '/documentation?tab=api',
  configuration: '/documentation?tab=configuration',
  templates: '/templates',
  support: '/support',
  contact: '/contact',
  faq: '/faq',
} as const;
type HelpLink = keyof typeof helpLinks;

export interface HelpItem {
  id: string;
  tab: HelpTab;
  /** `steps` renders the text as a numbered list, `body` as paragraphs, `summary` as the summary alone. */
  text: 'steps' | 'body' | 'summary';
  links: HelpLink[];
  Icon: LucideIcon;
}

export const helpItems: HelpItem[] = [
  { id: 'getting-started', tab: 'guides', text: 'steps', links: ['gettingStarted', 'videos'], Icon: Compass },
  { id: 'essay-generator', tab: 'guides', text: 'body', links: ['gettingStarted', 'videos'], Icon: PenLine },
  { id: 'resume-builder', tab: 'guides', text: 'body', links: ['templates', 'videos'], Icon: FileText },
  { id: 'citations', tab: 'guides', text: 'body', links: ['citationGuide'], Icon: Quote },
  { id: 'account', tab: 'guides', text: 'body', links: ['faq', 'support'], Icon: UserRound },
  { id: 'billing', tab: 'guides', text: 'body', links: ['faq', 'support'], Icon: CreditCard },
  { id: 'privacy', tab: 'guides', text: 'body', links: ['faq', 'contact'], Icon: ShieldCheck },

  { id: 'export', tab: 'tutorials', text: 'steps', links: ['gettingStarted', 'videos'], Icon: FileDown },
  { id: 'history', tab: 'tutorials', text: 'summary', links: ['gettingStarted'], Icon: History },
  { id: 'academic-paper', tab: 'tutorials', text: 'summary', links: ['citationGuide', 'videos'], Icon: GraduationCap },
  { id: 'walkthroughs', tab: 'tutorials', text: 'summary', links: ['videos'], Icon: MonitorPlay },
  { id: 'templates', tab: 'tutorials', text: 'summary', links: ['templates'], Icon: LayoutTemplate },
  { id: 'api', tab: 'tutorials', text: 'summary', links: ['api'], Icon: Braces },
  { id: 'self-host', tab: 'tutorials', text: 'summary', links: ['documentation', 'configuration'], Icon: Server },

  { id: 'shortcut', tab: 'tips', text: 'summary', links: [], Icon: Keyboard },
  { id: 'precise-topic', tab: 'tips', text: 'summary', links: [], Icon: Target },
  { id: 'regenerate', tab: 'tips', text: 'summary', links: [], Icon: RefreshCw },
  { id: 'check-facts', tab: 'tips', text: 'summary', links: ['citationGuide'], Icon: BookOpen },
  { id: 'resume-json', tab: 'tips', text: 'summary', links: [], Icon: FileDown },
  { id: 'clear-titles', tab: 'tips', text: 'summary', links: [], Icon: Search },
  { id: 'appearance', tab: 'tips', text: 'summary', links: [], Icon: Moon },
  { id: 'still-stuck', tab: 'tips', text: 'summary', links: ['faq', 'support', 'contact'], Icon: CircleHelp },
];

/** The topics of `/help/<topic>` (the Support page links to them), in display order. */
export const helpTopics = [
  'getting-started',
  'essay-generator',
  'resume-builder',
  'citations',
  'account',
  'billing',
  'export',
  'privacy',
] as const;
export type HelpTopic = (typeof helpTopics)[number];

export function isHelpTopic(value: string | undefined): value is HelpTopic {
  return helpTopics.some((topic) => topic === value);
}
