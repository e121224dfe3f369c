import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { blogPreviewLength } from '../../../shared/blog.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useBlogPost } from './blog-queries.ts';
import { PostLanguageNote } from './post-language.tsx';

/** The opening words of a post, as the blog grid shows them: its page description. */
function openingWords(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, blogPreviewLength);
}

export function BlogPostPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data: post, isPending, error } = useBlogPost(id);
  usePageMeta(post ? { title: post.title, description: openingWords(post.html) } : undefined);

  const back = (
    <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('blog.back')}
    </Link>
  );

  if (isPending) return <PageSpinner />;
  if (error || !post) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-fg">{missing ? t('blog.notFoundTitle') : t('blog.loadErrorTitle')}</h1>
        <Alert tone={missing ? 'info' : 'error'} className="mt-6">
          {missing ? t('blog.notFound') : t('blog.loadError')}
        </Alert>
        <ButtonLink to="/blog" variant="secondary" className="mt-6">
          {t('blog.back')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <article className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-3xl">
        {back}
        <h1 lang={post.language} className="mt-6 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 text-sm text-fg-muted">
          {post.author} · <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
        </p>
        <PostLanguageNote language={post.language} className="mt-6" />
        {post.imageUrl && (
          <img src={post.imageUrl} alt="" width={1200} height={630} className="mt-8 aspect-[1200/630] w-full rounded-2xl border border-border object-cover" />
        )}
        {/* Rendered from Markdown and sanitised on the server (rehype-sanitize). */}
        <Prose className="mt-8 text-base">
          <div lang={post.language} dangerouslySetInnerHTML={{ __html: post.html }} />
        </Prose>
        <div className="mt-12 border-t border-border pt-6">{back}</div>
      </div>
    </article>
  );
}
