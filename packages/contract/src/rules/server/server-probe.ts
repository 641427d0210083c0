import type { OAuthObservation } from './oauth-step.js';

/**
 * What the certifier observed of a live server, as plain data. Server-scope rules judge it; the
 * certifier (in @asixto/certify) gathers it. Absent parts were not observed.
 */
export interface ServerProbe {
  url: string;
  /** `https:` or `http:`. */
  scheme: string;
  /** The host is 127.0.0.1, ::1 or localhost (development). */
  loopback: boolean;
  discover: DiscoverObservation;
  /** The 2025 `initialize` probe, sent only when `server/discover` was not answered. */
  legacyInitialize?: { answered: boolean; protocolVersion?: string };
  /** Methods whose response minted an `Mcp-Session-Id`, and methods that refused to work without one. */
  sessions: { mintedBy: string[]; requiredBy: string[] };
  /** The two credential probes; absent when no token was given, so authentication was not verified. */
  auth?: { noCredential: AuthObservation; wrongCredential: AuthObservation };
  /** Absent when the certifier could not get that far. */
  toolsList?: ToolsListObservation;
  /** OAuth discovery and the token, when the certifier was given client credentials. */
  oauth?: OAuthObservation;
}

export interface DiscoverObservation {
  outcome: 'ok' | 'method-not-found' | 'error';
  httpStatus?: number;
  supportedVersions?: string[];
  resultType?: unknown;
  detail?: string;
}

export interface AuthObservation {
  /** HTTP status; absent when the request failed on the wire. */
  status?: number;
  wwwAuthenticate?: string;
  detail?: string;
}

export interface ToolsListObservation {
  outcome: 'ok' | 'error';
  httpStatus?: number;
  resultType?: unknown;
  count?: number;
  detail?: string;
  /** Listed tools the official client drops (e.g. an invalid `x-mcp-header`): the gateway never sees them. */
  droppedByClient?: string[];
}
