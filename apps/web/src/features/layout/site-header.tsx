import { ClipboardList, FileText, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/utils';
import { useAuth } from '../auth/auth-context';
import { UserMenu } from '../auth/user-menu';
import { useRemembersReports } from '../reports/remember-report';
import { Logo } from './logo';
import { HEADER_LINKS, LAYOUT_STRINGS as S, MY_REPORTS_LINK, SURVEYS_LINK } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const remembersReports = useRemembersReports();
  const showMyReports = useAuth().user !== null || remembersReports;
  // Close the mobile menu when navigation happens (also by the browser's back button).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-2 flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={S.homeLink}>
          <Logo className="size-7" />
          <span className="text-lg tracking-tight">{S.brand}</span>
        </Link>
        <nav aria-label={S.mainNav} className="hidden flex-1 items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {/* Until the header is wide enough for its words (lg), an icon keeps the links on one line. */}
          <NavLink to={SURVEYS_LINK.to} title={SURVEYS_LINK.label} className={(state) => cn(linkClass(state), 'inline-flex items-center px-1.5 lg:px-3')}>
            <ClipboardList className="size-4 lg:hidden" aria-hidden="true" />
            <span className="sr-only lg:not-sr-only">{SURVEYS_LINK.label}</span>
          </NavLink>
          {showMyReports && (
            <NavLink to={MY_REPORTS_LINK.to} title={MY_REPORTS_LINK.label} className={(state) => cn(linkClass(state), 'inline-flex items-center px-1.5 lg:px-3')}>
              <FileText className="size-4 lg:hidden" aria-hidden="true" />
              <span className="sr-only lg:not-sr-only">{MY_REPORTS_LINK.label}</span>
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <UserMenu />
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            data-open-label={S.openMenu}
            data-close-label={S.closeMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <X className={cn('size-5', !menuOpen && 'hidden')} aria-hidden="true" />
            <Menu className={cn('size-5', menuOpen && 'hidden')} aria-hidden="true" />
            <span className="sr-only">{menuOpen ? S.closeMenu : S.openMenu}</span>
          </button>
        </div>
      </div>
      {/* Always in the markup, hidden while closed: a prerendered guide opens it without the app (src/content-runtime). */}
      <nav id="mobile-nav" aria-label={S.mainNav} hidden={!menuOpen} className="border-t border-border px-4 pb-4 pt-2 md:hidden">
        <ul className="grid gap-1">
          {[...HEADER_LINKS, SURVEYS_LINK, ...(showMyReports ? [MY_REPORTS_LINK] : [])].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(state) => cn(linkClass(state), 'block')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
