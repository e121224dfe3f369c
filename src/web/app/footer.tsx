import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageNames, languages, type Language } from '../../shared/languages.ts';
import { sitePages, type SitePageName } from '../components/site/site-pages.ts';
import { loadChineseFont } from '../lib/cjk-font.ts';
import { chooseLanguage } from '../lib/preferences.ts';
import { useSession } from '../lib/session.ts';
import { GithubMark, LinkedinMark, XMark } from './brand-icons.tsx';
import { Logo } from './logo.tsx';

const columns = [
  { key: 'footer.product', pages: ['essayGenerator', 'resumeBuilder', 'coverLetter', 'academicPapers', 'references', 'templates'] },
  { key: 'footer.resources', pages: ['documentation', 'blog', 'support'] },
  { key: 'footer.legal', pages: ['privacy', 'terms', 'cookies', 'gdpr'] },
] as const satisfies ReadonlyArray<{ key: string; pages: readonly SitePageName[] }>;

const socials = [
  { href: 'https://github.com/inkwell-app/inkwell', key: 'footer.social.github', Icon: GithubMark },
  { href: 'https://x.com/inkwellapp', key: 'footer.social.x', Icon: XMark },
  { href: 'https://www.linkedin.com/company/inkwell-app', key: 'footer.social.linkedin', Icon: LinkedinMark },
] as const;

/** The interface language for anyone, signed in or not (signed in, it is saved to the account's settings too). */
function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useSession().data);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-fg-muted">
      <Languages aria-hidden="true" className="size-4" />
      <span>{t('footer.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void chooseLanguage(event.target.value as Language, signedIn)}
        // Its 中文 needs the Chinese font's rules, which a prerendered page leaves until they are needed (lib/cjk-font.ts).
        onPointerEnter={() => void loadChineseFont()}
        onPointerDown={() => void loadChineseFont()}
        onFocus={() => void loadChineseFont()}
        className="rounded-md border border-border bg-surface px-2 py-1.5 text-fg"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-bg-subtle" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-fg-muted">{t('footer.tagline')}</p>
          <ul className="flex gap-2">
            {socials.map(({ href, key, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(key)}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-surface hover:text-fg"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-label={t(column.key)}>
            <h2 className="text-sm font-semibold text-fg">{t(column.key)}</h2>
            <ul className="mt-3 space-y-2">
              {column.pages.map((name) => (
                <li key={name}>
                  <Link to={sitePages[name].to} className="text-sm text-fg-muted hover:text-fg hover:underline">
                    {t(sitePages[name].key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p className="text-sm text-fg-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguagePicker />
        </div>
      </div>
    </footer>
  );
}
