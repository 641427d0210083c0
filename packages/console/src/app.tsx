import { useEffect, useMemo, useRef } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useIdentity } from './api/admin-queries';
import { isRetryable } from './api/api-error';
import { AuditPage } from './audit/audit-page';
import { homeCompany } from './auth/identity-labels';
import { SessionProvider, useSession } from './auth/session';
import { SignInPage } from './auth/sign-in-page';
import { sessionTokenStore } from './auth/token-store';
import type { TokenStore } from './auth/token-store';
import { CertificationPage } from './certification/certification-page';
import { LiveCallsPage } from './calls/live-calls-page';
import { UsagePage } from './usage/usage-page';
import { ExposurePage } from './exposure/exposure-page';
import { I18nProvider, useI18n } from './i18n/i18n';
import { KeysPage } from './keys/keys-page';
import { Layout } from './layout';
import { OverviewPage } from './overview/overview-page';
import { PlaygroundPage } from './playground/playground-page';
import { hrefOf } from './router/route';
import type { Route } from './router/route';
import { useRoute } from './router/use-route';
import { TenantPage } from './tenants/tenant-page';
import { TenantsPage } from './tenants/tenants-page';
import { ErrorBoundary } from './ui/error-boundary';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only faults that may pass are retried on their own; a refusal is shown at once.
        retry: (count, error) => isRetryable(error) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The console. The props are for tests; the shipped page renders `<App />`. */
export function App(props: { store?: TokenStore; queryClient?: QueryClient; apiBaseUrl?: string }) {
  const { queryClient, apiBaseUrl } = props;
  const store = useMemo(() => props.store ?? sessionTokenStore(), [props.store]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <SessionProvider store={store} {...(apiBaseUrl === undefined ? {} : { baseUrl: apiBaseUrl })}>
          <Shell />
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

function Shell() {
  const { api } = useSession();
  const route = useRoute();
  if (!api) return <SignInPage />;
  return <SignedIn route={route} />;
}

function SignedIn({ route }: { route: Route }) {
  const { t } = useI18n();
  const identity = useIdentity().data;
  // A tenant admin of one company lands on it, once per sign-in; the overview stays a click away.
  const landed = useRef(false);
  useEffect(() => {
    const home = homeCompany(identity);
    if (identity === undefined || landed.current) return;
    landed.current = true;
    if (home !== undefined && route.page === 'overview')
      window.location.hash = hrefOf({ page: 'tenant', company: home });
  }, [identity, route.page]);
  return (
    <Layout route={route}>
      <ErrorBoundary
        key={hrefOf(route)}
        fallback={(_error, reset) => (
          <div className="banner banner-error" role="alert">
            <p className="banner-title">{t('renderFault')}</p>
            <button type="button" className="button" onClick={reset}>
              {t('retry')}
            </button>
          </div>
        )}
      >
        <Page route={route} />
      </ErrorBoundary>
    </Layout>
  );
}

function Page({ route }: { route: Route }) {
  const { t } = useI18n();
  switch (route.page) {
    case 'overview':
      return <OverviewPage />;
    case 'tenants':
      return <TenantsPage />;
    case 'tenant':
      return <TenantPage key={route.company} company={route.company} />;
    case 'server':
      return <CertificationPage key={route.serverId} serverId={route.serverId} />;
    case 'exposure':
      return <ExposurePage key={route.company ?? ''} company={route.company} />;
    case 'playground':
      return <PlaygroundPage key={route.company ?? ''} company={route.company} />;
    case 'calls':
      return <LiveCallsPage />;
    case 'usage':
      return <UsagePage key={route.company ?? ''} company={route.company} />;
    case 'audit':
      return <AuditPage />;
    case 'keys':
      return <KeysPage />;
    case 'not_found':
      return (
        <>
          <h1>{t('notFoundTitle')}</h1>
          <p>
            <a href={hrefOf({ page: 'overview' })}>{t('navOverview')}</a>
          </p>
        </>
      );
  }
}
