import { Bell, Bot, CreditCard, KeyRound, LifeBuoy, LogOut, Palette, Shield, SquareTerminal, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import type { Language, Settings } from '../../../shared/settings.ts';
import { DocumentLoadError } from '../../components/documents/save-status.tsx';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes-guard.tsx';
import { saveProfile, saveSettings, useAccount, useAccountCache, useSettings, type Account } from '../../lib/account.ts';
import { cn } from '../../lib/cn.ts';
import { applyLanguage, applyPreferences } from '../../lib/preferences.ts';
import { refetchSession, signOut } from '../../lib/session.ts';
import { applyTheme } from '../../lib/theme.ts';
import { AccountTab } from './account-tab.tsx';
import { AiTab } from './ai-tab.tsx';
import { ApiKeysTab } from './api-keys-tab.tsx';
import { AppearanceTab } from './appearance-tab.tsx';
import { NotificationsTab, PrivacyTab } from './preference-tabs.tsx';
import { SaveBar, type SaveState } from './save-bar.tsx';
import { SecurityTab } from './security-tab.tsx';
import { SubscriptionTab } from './subscription-tab.tsx';

/** The tabs, in their order, each with its icon. */
const tabIcons = {
  appearance: Palette,
  notifications: Bell,
  privacy: Shield,
  account: UserRound,
  security: KeyRound,
  'api-keys': SquareTerminal,
  ai: Bot,
  subscription: CreditCard,
} as const;
type Tab = keyof typeof tabIcons;
const tabs = Object.keys(tabIcons) as Tab[];
/** A tab's locale key: `api-keys` → `apiKeys`. */
const tabKey = (tab: Tab) => tab.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** `?tab=privacy` opens that tab (links in mails point at Notifications); anything else is Appearance. */
function tabFrom(params: URLSearchParams): Tab {
  const value = params.get('tab');
  return tabs.find((tab) => tab === value) ?? 'appearance';
}

/** The success message stays 3 s. */
const savedMessageMs = 3000;

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const account = useAccount();
  const failed = settings.error ?? account.error;
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <PageIntro title={t('settings.title')} description={t('settings.description')} />
        <div className="mt-10">
          {failed ? (
            <DocumentLoadError error={failed} onRetry={() => void Promise.all([settings.refetch(), account.refetch()])} />
          ) : settings.data && account.data ? (
            <SettingsForm saved={settings.data} account={account.data} />
          ) : (
            <PageSpinner />
          )}
        </div>
      </div>
    </div>
  );
}

interface Draft {
  settings: Settings;
  fullName: string;
}

function SettingsForm({ saved: savedSettings, account }: { saved: Settings; account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cache = useAccountCache();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const [saved, setSaved] = useState<Draft>({ settings: savedSettings, fullName: account.profile.fullName ?? '' });
  const [draft, setDraft] = useState<Draft>(saved);
  const [state, setState] = useState<SaveState>('idle');
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  // Theme and language show at once; leaving without saving puts the saved theme back
  // (the language is saved as it is picked, below, unless that save failed).
  const savedRef = useRef(saved.settings);
  useEffect(() => {
    savedRef.current = saved.settings;
  }, [saved.settings]);
  useEffect(() => applyTheme(draft.settings.theme), [draft.settings.theme]);
  useEffect(() => {
    void applyLanguage(draft.settings.language, { remember: false });
  }, [draft.settings.language]);
  useEffect(() => () => void applyPreferences(savedRef.current), []);

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => setState('idle'), savedMessageMs);
    return () => clearTimeout(timer);
  }, [state]);


  function change(next: Partial<Settings> | { fullName: string }) {
    setDraft((previous) => ('fullName' in next ? { ...previous, fullName: next.fullName } : { ...previous, settings: { ...previous.settings, ...next } }));
    if (state !== 'saving') setState('idle');
  }

  // The language is saved the moment it is picked, as the footer's picker does: the whole
  // interface switches with it, so a choice that looks made must not vanish when the user
  // leaves without Save Changes. Other unsaved edits stay unsaved. The saves run one after
  // another, so two quick picks reach the server in the order they were made; a failed save
  // leaves the pick as an unsaved change (Save Changes, and the guard when leaving).
  const languageSaves = useRef(Promise.resolve());
  const pickedLanguage = useRef<Language | undefined>(undefined);
  function pickLanguage(language: Language) {
    change({ language });
    pickedLanguage.current = language;
    setState('saving');
    languageSaves.current = languageSaves.current.then(async () => {
      try {
        const nextSettings = await saveSettings({ ...savedRef.current, language });
        savedRef.current = nextSettings;
        cache.settings(nextSettings);
        setSaved((previous) => ({ ...previous, settings: nextSettings }));
        if (pickedLanguage.current !== language) return; // a later pick is on its way
        await applyLanguage(language);
        setState('saved');
      } catch {
        if (pickedLanguage.current === language) setState('failed');
      }
    });
  }

  async function save() {
    setState('saving');
    try {
      const target = draft;
      const nextSettings = await saveSettings(target.settings);
      if (target.fullName.trim() !== saved.fullName.trim()) {
        cache.profile(await saveProfile({ fullName: target.fullName }));
        void refetchSession();
      }
      cache.settings(nextSettings);
      await applyPreferences(nextSettings);
      const next = { settings: nextSettings, fullName: target.fullName.trim() };
      setSaved(next);
      setDraft(next);
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  function selectTab(value: string) {
    setParams(
      (next) => {
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  async function leave() {
    await signOut();
    void navigate('/', { replace: true });
  }

  const sideLink = 'flex min-h-10 items-center gap-2 rounded-lg px-4 py-2 text-left text-sm font-medium text-fg-muted hover:bg-surface hover:text-fg';

  return (
    <>
      <Tabs value={tab} onValueChange={selectTab} orientation="vertical">
        <div className="space-y-3 md:self-start">
          <TabsList aria-label={t('settings.tabsLabel')} className="w-full">
            {tabs.map((value) => {
              const Icon = tabIcons[value];
              return (
                <TabsTrigger key={value} value={value} className="inline-flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`settings.tabs.${tabKey(value)}`)}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <div className="flex gap-1 rounded-xl border border-border bg-bg-subtle p-1 md:flex-col">
            <Link to="/support" className={sideLink}>
              <LifeBuoy aria-hidden="true" className="size-4" />
              {t('settings.helpSupport')}
            </Link>
            <button type="button" className={cn(sideLink, 'text-danger hover:text-danger')} onClick={() => void leave()}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('nav.signOut')}
            </button>
          </div>
        </div>
        <div className="min-w-0 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
          <TabPanel tab="appearance">
            <AppearanceTab theme={draft.settings.theme} language={draft.settings.language} onTheme={(theme) => change({ theme })} onLanguage={pickLanguage} />
          </TabPanel>
          <TabPanel tab="notifications">
            <NotificationsTab value={draft.settings.notifications} onChange={(notifications) => change({ notifications })} />
          </TabPanel>
          <TabPanel tab="privacy">
            <PrivacyTab value={draft.settings.privacy} onChange={(privacy) => change({ privacy })} />
          </TabPanel>
          <TabPanel tab="account">
            <AccountTab email={account.email} fullName={draft.fullName} onFullName={(fullName) => change({ fullName })} />
          </TabPanel>
          <TabPanel tab="security">
            <SecurityTab />
          </TabPanel>
          <TabPanel tab="api-keys">
            <ApiKeysTab />
          </TabPanel>
          <TabPanel tab="ai">
            <AiTab />
          </TabPanel>
          <TabPanel tab="subscription">
            <SubscriptionTab plan={account.plan} isAdmin={account.role === 'admin'} />
          </TabPanel>
        </div>
      </Tabs>
      <SaveBar dirty={dirty} state={state} onSave={() => void save()} onDiscard={() => setDraft(saved)} />
      <UnsavedChangesGuard when={dirty} title={t('settings.leaveTitle')} message={t('settings.leaveMessage')} confirmLabel={t('settings.leave')} />
    </>
  );
}

/** A tab's panel, headed by the tab's name and what it holds. */
function TabPanel({ tab, children }: { tab: Tab; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TabsContent value={tab}>
      <div className="mb-6">
        <h2 className="text-xl font-semibold text-fg">{t(`settings.tabs.${tabKey(tab)}`)}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t(`settings.tabIntro.${tabKey(tab)}`)}</p>
      </div>
      {children}
    </TabsContent>
  );
}
