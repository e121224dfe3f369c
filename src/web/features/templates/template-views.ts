import { useTranslation } from 'react-i18next';
import { catalogue, type CatalogueTemplate } from './catalogue.ts';

/** A catalogue entry with its title and description in the interface language. */
export interface TemplateView extends CatalogueTemplate {
  title: string;
  description: string;
}

export function useTemplateViews(): TemplateView[] {
  const { t } = useTranslation();
  return catalogue.map((template) => ({
    ...template,
    title: t(`templates.items.${template.id}.title`),
    description: t(`templates.items.${template.id}.description`),
  }));
}
