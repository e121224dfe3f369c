import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { defaultLanguage, isLanguage } from '../../../shared/languages.ts';
import { formatDate } from '../../lib/format.ts';
import { useBlogPosts } from './blog-queries.ts';
import { PostLanguageLabel } from './post-language.tsx';

export function BlogPage() {
  const { t, i18n } = useTranslation();
  // Posts in the reader's language first; the others say which language they are in.
  const { data: posts, isPending, isError, refetch } = useBlogPosts(isLanguage(i18n.language) ? i18n.language : defaultLanguage);
  return (
    <PageShell title={t('blog.title')} description={t('blog.intro')} width="wide">
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <Alert tone="error">
          {t('blog.loadError')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-12 text-center">
          <Newspaper aria-hidden="true" className="mx-auto size-10 text-fg-muted" />
          <p className="mt-4 text-fg-muted">{t('blog.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:shadow-md">
                {post.imageUrl && (
                  <img src={post.imageUrl} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full bg-bg-subtle object-cover" />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <PostLanguageLabel language={post.language} />
                  <h2 lang={post.language} className="text-lg font-semibold text-fg group-hover:text-primary">
                    <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0">
                      {post.title}
                    </Link>
                  </h2>
                  <p lang={post.language} className="mt-2 flex-1 text-sm text-fg-muted">
                    {post.preview}
                  </p>
                  <p className="mt-4 text-xs text-fg-muted">
                    {post.author} · <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
