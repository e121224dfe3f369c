import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
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
      <div className="mt-12 rounded-2xl bg-primary-soft p-6 text-center sm:p-8">
        <h2 className="text-xl font-semibold text-primary-soft-fg">{t('faq.moreTitle')}</h2>
        <p className="mt-2 text-primary-soft-fg/90">{t('faq.moreBody')}</p>
        <ButtonLink to="/contact" className="mt-5">
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('faq.contactSupport')}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
