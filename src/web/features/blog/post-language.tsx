import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageNames, type Language } from '../../../shared/languages.ts';
import { Alert } from '../../components/ui/alert.tsx';

/** A language's name as a reader of `readerLanguage` says it in a sentence ("anglais", "英语"). */
function languageNameIn(readerLanguage: string, language: Language): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(language) ?? languageNames[language];
  } catch {
    return languageNames[language];
  }
}

/** "This post is available in English only.", in the reader's language; null for a post in it. */
function useOnlyInLanguage(language: Language): string | null {
  const { t, i18n } = useTranslation();
  return language === i18n.language ? null : t('blog.onlyInLanguage', { language: languageNameIn(i18n.language, language) });
}

/** On a card: the post's language by its own name ("English"), when the reader reads another. */
export function PostLanguageLabel({ language }: { language: Language }) {
  const sentence = useOnlyInLanguage(language);
  if (!sentence) return null;
  return (
    <span data-testid="post-language" className="mb-2 inline-flex w-fit items-center gap-1 rounded-full border border-border bg-bg-subtle px-2 py-0.5 text-xs font-medium text-fg-muted">
      <Languages aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true" lang={language}>
        {languageNames[language]}
      </span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}

/** On a post: says it exists in that one language only, when the reader reads another. */
export function PostLanguageNote({ language, className }: { language: Language; className?: string }) {
  const sentence = useOnlyInLanguage(language);
  if (!sentence) return null;
  return (
    <Alert tone="info" className={className}>
      {sentence}
    </Alert>
  );
}
