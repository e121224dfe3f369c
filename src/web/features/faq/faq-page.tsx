import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { Callout } from '../../components/ui/callout.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { planTextValues } from '../../lib/plan-text.ts';

interface QuestionAnswer {
  id: string;
  question: string;
  answer: string;
}

export function FaqPage() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true, ...planTextValues() }) as QuestionAnswer[];
  return (
    <PageShell title={t('faq.title')} description={t('faq.intro')} width="narrow">
      {/* type="single": opening one question closes the one that was open. */}
      <Accordion type="single" collapsible className="rounded-2xl border border-border bg-surface px-5 shadow-sm sm:px-8">
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger level={2}>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p className="leading-7">{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <Callout title={t('faq.moreTitle')} body={t('faq.moreBody')} className="mt-12 sm:p-8">
        <ButtonLinkWithIcon to="/contact" Icon={MessageCircle} className="mt-5">
          {t('faq.contactSupport')}
        </ButtonLinkWithIcon>
      </Callout>
    </PageShell>
  );
}
