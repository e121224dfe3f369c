import { templateCategories, type TemplateCategory } from './catalogue.ts';

export type CategoryFilter = TemplateCategory | 'all';

export interface TemplateFilter {
  query: string;
  category: CategoryFilter;
}

/** What the filter needs of a template: its category and its texts in the current language. */
export interface SearchableTemplate {
  category: TemplateCategory;
  title: string;
  description: string;
}

/** The category named in the URL, or 'all' when it is missing or unknown. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  return templateCategories.find((category) => category === value) ?? 'all';
}

/**
 * The templates search matches title or description, case-insensitive,
 * combined with the category filter. Texts are compared in the language they
 * are shown in (`locale`), so "İ" and "i" fold the Turkish way in Turkish.
 */
export function filterTemplates<T extends SearchableTemplate>(templates: readonly T[], filter: TemplateFilter, locale?: string): T[] {
  const query = filter.query.trim().toLocaleLowerCase(locale);
  return templates.filter(
    (template) =>
      (filter.category === 'all' || template.category === filter.category) &&
      (query === '' ||
        template.title.toLocaleLowerCase(locale).includes(query) ||
        template.description.toLocaleLowerCase(locale).includes(query)),
  );
}
