import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBanner } from './error-banner';
import { Loading } from './loading';

/**
 * The three states of a request in one place: loading, failed (with retry), or the data. When a
 * refresh fails after data was shown, the data stays and the banner says it may be stale.
 */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const retry = (): void => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) return <ErrorBanner error={query.error} onRetry={retry} />;
    return <Loading />;
  }
  return (
    <>
      {query.isError && <ErrorBanner error={query.error} onRetry={retry} />}
      {children(query.data)}
    </>
  );
}
