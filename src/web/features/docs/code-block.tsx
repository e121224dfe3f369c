import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: a "Copied" label lasts 2 s everywhere in the product. */
const copiedMs = 2000;

/**
 * A captioned code sample. The code itself is never translated; the caption
 * is. The block scrolls sideways on narrow screens, so it is focusable for
 * keyboard users.
 */
export function CodeBlock({ caption, code }: { caption: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure origin or permissions): selecting by hand still works.
    }
  }

  return (
    <figure className="my-6 min-w-0 overflow-hidden rounded-xl border border-border bg-bg-subtle">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
        <figcaption className="text-sm font-medium text-fg">{caption}</figcaption>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-fg-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
          <span aria-live="polite">{copied ? t('docs.common.copied') : t('docs.common.copy')}</span>
        </button>
      </div>
      <pre
        tabIndex={0}
        className="overflow-x-auto p-4 text-[0.8125rem] leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <code className="font-mono text-fg">{code}</code>
      </pre>
    </figure>
  );
}
