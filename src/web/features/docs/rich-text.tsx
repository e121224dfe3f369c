import { Trans } from 'react-i18next';

// The only markup translators may use in docs strings; anything else stays text.
const components = { code: <code />, strong: <strong />, i: <i /> };

/** Inline code inside translated text: on a subtle background, a little smaller than the text around it. */
export const inlineCode = '[&_code]:rounded [&_code]:bg-bg-subtle [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-fg';
/** The same on a subtle background (the code then sits on the surface colour). */
export const inlineCodeOnSubtle = '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-fg';

/** A translated string with inline <code>, <strong> and <i>. */
export function RichText({ i18nKey, values }: { i18nKey: string; values?: Record<string, string | number> }) {
  return <Trans i18nKey={i18nKey} values={values} components={components} />;
}
