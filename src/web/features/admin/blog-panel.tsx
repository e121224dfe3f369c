import { ArrowLeft, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blogLimits, type AdminBlogPost, type BlogPostInput } from '../../../shared/admin-content.ts';
import { languageNames, languages, type Language } from '../../../shared/languages.ts';
import { markdownToSafeHtml } from '../../../shared/markdown.ts';
import { avatarLimits } from '../../../shared/settings.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useAdminPosts, useBlogActions } from './blog-api.ts';
import { formatDateTime } from './when.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const errorText = (error: unknown, t: (key: string) => string) => t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);

function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium',
        published ? 'border-success/30 bg-success-soft text-success' : 'border-border bg-bg-subtle text-fg-muted',
      )}
    >
      {published ? t('admin.blog.published') : t('admin.blog.draft')}
    </span>
  );
}

/** Blog: every post (drafts too); one opens in the editor, or a new one. */
export function BlogPanel() {
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const [left, setLeft] = useState<LeftEditor | null>(null);
  if (editing) {
    const done = (how: LeftEditor) => {
      setLeft(how);
      setEditing(null);
    };
    return <PostEditor key={editing === 'new' ? 'new' : editing.id} post={editing === 'new' ? null : editing} onDone={done} />;
  }
  return <PostList onEdit={setEditing} left={left} />;
}

/** How the editor was left: the post it held (if saved), and whether it was deleted. */
interface LeftEditor {
  id: string | null;
  deleted: boolean;
}

function PostList({ onEdit, left }: { onEdit: (post: AdminBlogPost | 'new') => void; left: LeftEditor | null }) {
  const { t } = useTranslation();
  const posts = useAdminPosts();
  const heading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const returned = useRef(false);

  // The editor's Back and Delete buttons leave the page with it: the keyboard comes back to the
  // post's row, to New post for a post never saved, or to the list's heading once the post is deleted.
  useEffect(() => {
    if (!left || returned.current || !posts.data) return;
    const listed = left.id !== null && posts.data.some((post) => post.id === left.id);
    // A post saved for the first time reaches the list with the refetch that follows its save.
    if (left.id && !left.deleted && !listed && posts.isFetching) return;
    returned.current = true;
    const row = listed && !left.deleted ? list.current?.querySelector<HTMLElement>(`[data-post="${left.id}"]`) : null;
    (row ?? (left.deleted ? heading.current : newButton.current))?.focus();
  }, [left, posts.data, posts.isFetching]);

  return (
    <section aria-labelledby="admin-blog-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={heading}
          id="admin-blog-title"
          tabIndex={-1}
          className="rounded-sm text-xl font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('admin.blog.title')}
        </h2>
        <Button ref={newButton} onClick={() => onEdit('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.blog.new')}
        </Button>
      </div>
      {posts.error && <Alert tone="error">{errorText(posts.error, t)}</Alert>}
      {posts.isPending && <Spinner label={t('common.loading')} />}
      {posts.data?.length === 0 && <p className="text-sm text-fg-muted">{t('admin.blog.none')}</p>}
      {posts.data && posts.data.length > 0 && (
        <ul ref={list} className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface [overflow-wrap:anywhere]">
          {posts.data.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                data-post={post.id}
                onClick={() => onEdit(post)}
                className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-bg-subtle focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span lang={post.language} className="font-medium text-fg">
                    {post.title}
                  </span>
                  <PublishedBadge published={post.published} />
                </span>
                <span className="text-sm text-fg-muted">
                  {languageNames[post.language]} · {post.author} · <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PostEditor({ post, onDone }: { post: AdminBlogPost | null; onDone: (how: LeftEditor) => void }) {
  const { t } = useTranslation();
  const { save, remove, upload } = useBlogActions();
  const [id, setId] = useState(post?.id ?? null);
  const [title, setTitle] = useState(post?.title ?? '');
  const [language, setLanguage] = useState<Language>(post?.language ?? 'en');
  const [content, setContent] = useState(post?.content ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(post?.imageUrl ?? null);
  const [published, setPublished] = useState(post?.published ?? false);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The preview is the public page's own sanitiser (shared/markdown.ts), a keystroke behind while typing fast.
  const deferred = useDeferredValue(content);
  const previewHtml = useMemo(() => markdownToSafeHtml(deferred), [deferred]);

  const submit = (publish: boolean) => {
    const problems = { ...(title.trim() ? {} : { title: t('validation.required') }), ...(content.trim() ? {} : { content: t('validation.required') }) };
    setErrors(problems);
    if (problems.title || problems.content) return;
    const input: BlogPostInput = { title, content, language, published: publish, imageUrl };
    setOutcome(null);
    save.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          setId(saved.id);
          setPublished(saved.published);
          const key = saved.published === published ? 'saved' : saved.published ? 'publishedNow' : 'unpublishedNow';
          setOutcome({ tone: 'success', text: t(`admin.blog.${key}`) });
        },
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, t) }),
      },
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(avatarLimits.types as readonly string[]).includes(file.type)) return setOutcome({ tone: 'error', text: t('admin.blog.imageType') });
    if (file.size > avatarLimits.maxBytes) return setOutcome({ tone: 'error', text: t('admin.blog.imageTooLarge') });
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: (image) => {
        setImageUrl(image.url);
        setOutcome({ tone: 'success', text: t('admin.blog.imageUploaded') });
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error, t) }),
    });
  };

  return (
    <article aria-labelledby="admin-blog-editor-title" className="space-y-6">
      <Button variant="ghost" size="sm" onClick={() => onDone({ id, deleted: false })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.blog.back')}
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="admin-blog-editor-title" className="text-xl font-semibold text-fg">
          {id ? t('admin.blog.editTitle') : t('admin.blog.newTitle')}
        </h2>
        <PublishedBadge published={published} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField label={t('admin.blog.postTitle')} required value={title} maxLength={blogLimits.title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
          <SelectField
            label={t('admin.blog.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            options={languages.map((value) => ({ value, label: languageNames[value] }))}
          />
          <TextareaField
            label={t('admin.blog.content')}
            hint={t('admin.blog.contentHint')}
            required
            rows={16}
            maxLength={blogLimits.content}
            value={content}
            error={errors.content}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="space-y-2">
            <p className="text-sm font-medium text-fg">{t('admin.blog.image')}</p>
            {imageUrl ? (
              <img src={imageUrl} alt={t('admin.blog.imageAlt')} className="aspect-[1200/630] w-full max-w-sm rounded-xl border border-border object-cover" />
            ) : (
              <p className="text-sm text-fg-muted">{t('admin.blog.noImage')}</p>
            )}
            <input ref={fileInput} type="file" accept={avatarLimits.types.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={pick} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={upload.isPending} focusableWhenDisabled onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden="true" className="size-4" />
                {upload.isPending ? t('admin.blog.uploading') : t('admin.blog.upload')}
              </Button>
              {imageUrl && (
                <Button variant="ghost" size="sm" onClick={() => setImageUrl(null)}>
                  {t('admin.blog.removeImage')}
                </Button>
              )}
            </div>
          </div>
        </div>

        <TitledSection headingId="admin-blog-preview" title={t('admin.blog.preview')} level={3} className="space-y-2" headingClassName="text-sm font-medium text-fg">
          <div className="min-h-40 rounded-xl border border-border bg-surface p-4">
            <p lang={language} className="text-2xl font-bold text-fg">
              {title || t('admin.blog.untitled')}
            </p>
            {/* The same sanitiser as the public post page (rehype-sanitize in shared/markdown.ts). */}
            <Prose className="text-base">
              <div lang={language} dangerouslySetInnerHTML={{ __html: previewHtml }} />
            </Prose>
          </div>
        </TitledSection>
      </div>

      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        {published ? (
          <>
            <Button disabled={save.isPending} focusableWhenDisabled onClick={() => submit(true)}>
              {t('admin.blog.save')}
            </Button>
            <Button variant="secondary" disabled={save.isPending} focusableWhenDisabled onClick={() => submit(false)}>
              {t('admin.blog.unpublish')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={save.isPending} focusableWhenDisabled onClick={() => submit(true)}>
              {t('admin.blog.publish')}
            </Button>
            <Button variant="secondary" disabled={save.isPending} focusableWhenDisabled onClick={() => submit(false)}>
              {t('admin.blog.saveDraft')}
            </Button>
          </>
        )}
        {id && (
          <Button variant="danger" className="sm:ml-auto" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin.blog.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.blog.deleteTitle')}
        message={t('admin.blog.deleteMessage', { title })}
        confirmLabel={t('admin.blog.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          id &&
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              onDone({ id, deleted: true });
            },
            onError: (error) => {
              setConfirming(false);
              setOutcome({ tone: 'error', text: errorText(error, t) });
            },
          })
        }
      />
    </article>
  );
}
