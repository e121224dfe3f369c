import { SearchX } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { SearchFilterBar } from '../../components/ui/search-filter-bar.tsx';
import { cn } from '../../lib/cn.ts';
import { useSearchText } from '../../lib/use-search-text.ts';
import { templateCategories } from './catalogue.ts';
import { filterTemplates, parseCategory, type CategoryFilter } from './filter-templates.ts';
import { TemplateCard } from './template-card.tsx';
import { useTemplateViews } from './template-views.ts';
import { TemplatesPageShell } from './templates-page-shell.tsx';

const categoryOptions: readonly CategoryFilter[] = ['all', ...templateCategories];

export function TemplatesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const [text, setText] = useSearchText(params.get('q') ?? '');
  const categoryLabelId = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  const templates = useTemplateViews();
  const results = filterTemplates(templates, { query: text, category }, i18n.language);

  function writeParams(next: { q?: string; category?: CategoryFilter }) {
    setParams(
      (updated) => {
        if (next.q !== undefined) {
          if (next.q.trim()) updated.set('q', next.q);
          else updated.delete('q');
        }
        if (next.category !== undefined) {
          if (next.category === 'all') updated.delete('category');
          else updated.set('category', next.category);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function search(value: string) {
    setText(value);
    writeParams({ q: value });
  }

  function clearFilters() {
    setText('');
    writeParams({ q: '', category: 'all' });
    searchInput.current?.focus();
  }

  return (
    <TemplatesPageShell page="catalogue">
      <SearchFilterBar
        ref={searchInput}
        barClassName="gap-5 shadow-sm lg:flex-row lg:items-end"
        label={t('templates.searchLabel')}
        value={text}
        onValueChange={search}
        placeholder={t('templates.searchPlaceholder')}
      >
        <div className="space-y-1.5">
          <p id={categoryLabelId} className="text-sm font-medium text-fg">
            {t('templates.categoryLabel')}
          </p>
          <div role="group" aria-labelledby={categoryLabelId} className="flex flex-wrap gap-2">
            {categoryOptions.map((option) => {
              const pressed = option === category;
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => writeParams({ category: option })}
                  className={cn(
                    'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                    pressed
                      ? 'border-primary bg-primary text-primary-fg shadow-sm'
                      : 'border-border bg-surface text-fg-muted hover:border-primary/40 hover:bg-bg-subtle hover:text-fg',
                  )}
                >
                  {t(`templates.category.${option}`)}
                </button>
              );
            })}
          </div>
        </div>
      </SearchFilterBar>

      <p role="status" aria-live="polite" className="mt-6 text-sm text-fg-muted">
        {t('templates.resultCount', { count: results.length, total: templates.length })}
      </p>

      {results.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-border bg-bg-subtle px-6 py-14 text-center">
          <IconBadge Icon={SearchX} tone="quiet" shape="round" />
          <h2 className="mt-4 text-lg font-semibold text-fg">{t('templates.emptyTitle')}</h2>
          <p className="mt-1 text-fg-muted">{t('templates.emptyBody')}</p>
          <Button variant="secondary" className="mt-6 h-11 sm:h-10" onClick={clearFilters}>
            {t('templates.clearFilters')}
          </Button>
        </div>
      )}

      <p className="mt-10 text-center text-sm text-fg-muted">{t('templates.ratingNote')}</p>
    </TemplatesPageShell>
  );
}
