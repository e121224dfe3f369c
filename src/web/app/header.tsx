import { LogIn, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../components/ui/avatar.tsx';
import { ButtonLinkWithIcon, ButtonWithIcon } from '../components/ui/button-with-icon.tsx';
import { sitePages } from '../components/site/site-pages.ts';
import { cn } from '../lib/cn.ts';
import { signOut as endSession, useSession } from '../lib/session.ts';
import { Logo } from './logo.tsx';

/** Spec: the header gains a background and shadow past 10 px of scroll. */
const headerScrollThreshold = 10;

const publicLinks = [
  { ...sitePages.home, end: true },
  { ...sitePages.academicPapers, end: false },
];
const memberLinks = [
  // The reference library sits beside the papers that cite it.
  sitePages.references,
  sitePages.essayGenerator,
  sitePages.resumeBuilder,
  sitePages.applications,
  sitePages.history,
  sitePages.settings,
];

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // One line each: in French or German the labels are long, and the menu button takes over below 1280 px.
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-3',
    isActive ? 'text-primary bg-primary-soft' : 'text-fg-muted hover:text-fg hover:bg-bg-subtle',
  );

export function Header() {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  const scrolled = useScrolledPast(headerScrollThreshold);
  const menuId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  // The mobile menu is open for the path it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;

  const links = [...publicLinks, ...(session ? memberLinks.map((l) => ({ ...l, end: false })) : [])];

  async function signOut() {
    await endSession();
    void navigate('/', { replace: true });
  }

  const authAction = isPending ? null : session ? (
    <ButtonWithIcon Icon={LogOut} variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => void signOut()}>
      {t('nav.signOut')}
    </ButtonWithIcon>
  ) : (
    <ButtonLinkWithIcon to="/login" Icon={LogIn} size="sm">
      {t('nav.signIn')}
    </ButtonLinkWithIcon>
  );

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        // The border is always there (transparent when flat), so the header keeps
        // its height and the page does not jump by a pixel at the threshold.
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled || menuOpen ? 'border-border bg-surface/95 shadow-md backdrop-blur' : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={t('nav.homeAria')}>
          <Logo compact={Boolean(session)} />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={linkClass}>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {session && (
            <Link
              to="/profile"
              className="rounded-full p-0.5 hover:ring-2 hover:ring-primary/40"
              aria-label={t('nav.profileOf', { name: session.user.name || session.user.email })}
            >
              <Avatar src={session.user.image} name={session.user.name} email={session.user.email} className="size-9 text-sm" />
            </Link>
          )}
          <div className="hidden xl:block">{authAction}</div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-bg-subtle xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuPath(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-border px-4 pb-4 xl:hidden">
        <nav aria-label={t('nav.mobile')}>
          <ul className="flex flex-col gap-1 pt-3">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={(s) => cn(linkClass(s), 'block text-base')}>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3">{authAction}</div>
      </div>
    </header>
  );
}
