import { useSyncExternalStore } from 'react';
import { parseRoute } from './route';
import type { Route } from './route';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const snapshot = (): string => window.location.hash;

/** The current route, re-rendering on every fragment change (links, back and forward buttons). */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, snapshot);
  return parseRoute(hash);
}
