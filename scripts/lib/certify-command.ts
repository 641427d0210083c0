import { shellQuote } from './shell-quote.js';

/**
 * The `asixto-certify` command `npm start` prints for a tool server, ready to paste at the root of
 * the repository: `--no-install` runs the workspace's own bin and never falls back to the registry.
 */
export function certifyCommand(serverUrl: string, token: string): string {
  return `npx --no-install asixto-certify ${shellQuote(serverUrl)} --token ${shellQuote(token)}`;
}
