import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSession } from './auth/session';
import { useI18n } from './i18n/i18n';
import type { ConsoleMessageId } from './i18n/console-messages';
import { hrefOf } from './router/route';
import type { PageName, Route } from './router/route';
import { LangSwitch } from './ui/lang-switch';

const NAV: readonly { route: Route; label: ConsoleMessageId; pages: readonly PageName[] }[] = [
  { route: { page: 'overview' }, label: 'navOverview', pages: ['overview'] },
  { route: { page: 'tenants' }, label: 'navTenants', pages: ['tenants', 'tenant', 'server'] },
  { route: { page: 'exposure' }, label: 'navExposure', pages: ['exposure'] },
  { route: { page: 'playground' }, label: 'navPlayground', pages: ['playground'] },
  { route: { page: 'calls' }, label: 'navCalls', pages: ['calls'] },
];

/** Header, navigation and the page. On navigation focus moves to the page, as a new document would. */
export function Layout({ route, children }: { route: Route; children: ReactNode }) {
  const { t } = useI18n();
  const { signOut } = useSession();
  const main = useRef<HTMLElement>(null);
  const href = hrefOf(route);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [href]);
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          main.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <header className="top">
        <p className="brand">{t('appTitle')}</p>
        <nav aria-label={t('navLabel')}>
          <ul>
            {NAV.map((item) => (
              <li key={item.label}>
                <a
                  href={hrefOf(item.route)}
                  aria-current={item.pages.includes(route.page) ? 'page' : undefined}
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="top-actions">
          <LangSwitch />
          <button type="button" className="button button-small" onClick={() => signOut()}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
