import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useIdentity } from './api/admin-queries';
import type { Identity } from './api/access-types';
import { homeCompany, ROLE_LABEL } from './auth/identity-labels';
import { useSession } from './auth/session';
import { useI18n } from './i18n/i18n';
import type { ConsoleMessageId } from './i18n/console-messages';
import { hrefOf } from './router/route';
import type { PageName, Route } from './router/route';
import { LangSwitch } from './ui/lang-switch';

type NavItem = { route: Route; label: ConsoleMessageId; pages: readonly PageName[] };

/**
 * The sections this identity may use. A tenant admin of one company gets that company instead of
 * the list of companies (it may not create one); every page shows it only its companies' data.
 */
function navFor(identity: Identity | undefined): readonly NavItem[] {
  const home = homeCompany(identity);
  return [
    { route: { page: 'overview' }, label: 'navOverview', pages: ['overview'] },
    home === undefined
      ? { route: { page: 'tenants' }, label: 'navTenants', pages: ['tenants', 'tenant', 'server'] }
      : {
          route: { page: 'tenant', company: home },
          label: 'navCompany',
          pages: ['tenants', 'tenant', 'server'],
        },
    { route: { page: 'exposure' }, label: 'navExposure', pages: ['exposure'] },
    { route: { page: 'playground' }, label: 'navPlayground', pages: ['playground'] },
    { route: { page: 'calls' }, label: 'navCalls', pages: ['calls'] },
    { route: { page: 'usage' }, label: 'navUsage', pages: ['usage'] },
    { route: { page: 'keys' }, label: 'navKeys', pages: ['keys'] },
    { route: { page: 'audit' }, label: 'navAudit', pages: ['audit'] },
  ];
}

/** Header, navigation and the page. On navigation focus moves to the page, as a new document would. */
export function Layout({ route, children }: { route: Route; children: ReactNode }) {
  const { t } = useI18n();
  const { signOut } = useSession();
  const identity = useIdentity().data;
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
            {navFor(identity).map((item) => (
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
          {identity && (
            <p className="identity">
              {t('signedInAs', { who: identity.label ?? t('envActor'), role: t(ROLE_LABEL[identity.role]) })}
            </p>
          )}
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
