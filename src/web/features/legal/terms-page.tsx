import { FileText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { LegalPage } from './legal-page.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';
import { TermsOfService } from './terms-of-service.tsx';

type LegalTab = 'terms' | 'privacy';

const tabs = [
  { value: 'terms', Icon: FileText },
  { value: 'privacy', Icon: ShieldCheck },
] as const;

/** `?tab=privacy` selects the Privacy Policy, so it can be linked; anything else shows the Terms. */
function tabFrom(params: URLSearchParams): LegalTab {
  return params.get('tab') === 'privacy' ? 'privacy' : 'terms';
}

export function TermsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);

  function selectTab(value: string) {
    setParams(
      (next) => {
        if (value === 'privacy') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      // Replace: arrowing through the tabs should not fill the back button's history.
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <LegalPage title={t('legal.termsPage.title')} description={t('legal.termsPage.description')}>
      <Tabs value={tab} onValueChange={selectTab} className="space-y-8">
        <TabsList aria-label={t('legal.termsPage.tabsLabel')} className="mx-auto w-fit max-w-full">
          {tabs.map(({ value, Icon }) => (
            <TabsTrigger key={value} value={value} className="inline-flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4" />
              {t(`legal.termsPage.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="terms">
          <TermsOfService />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyPolicy />
        </TabsContent>
      </Tabs>
    </LegalPage>
  );
}
