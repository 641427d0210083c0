import type { CallOutcome } from './call/index.js';
import type { CertificationView, CertificationViewOptions } from './certification/certification-view.js';
import type { CertificationSummary } from './certification/certification-summary.js';
import type { GatewayContextInput } from './context/gateway-context.js';
import type { CatalogForResult } from './exposure/build-catalog.js';
import type { CatalogChangeListener } from './exposure/catalog-changes.js';
import type { ExposurePreview } from './exposure/preview-exposure.js';
import type { GatewayHealth } from './servers/gateway-health.js';
import type { ServerSettings } from './servers/server-settings.js';
import type { ServerView } from './servers/server-view.js';
import type { ToolRow } from './servers/tool-rows.js';
import type { TenantSummary } from './tenants/tenant-summary.js';
import type { Tenant, TenantInput } from './tenants/tenant.js';

/** The gateway runtime `createGateway` assembles: the one facade the HTTP service and MCP endpoint use. */
export interface Gateway {
  registerTenant(input: TenantInput): Promise<Tenant>;
  registerServer(
    company: string,
    server: { url: string; token?: string; credential?: unknown },
    view?: CertificationViewOptions,
  ): Promise<{ serverId: string; certification: CertificationSummary }>;
  certifyServer(serverId: string, view?: CertificationViewOptions): Promise<CertificationSummary>;
  /**
   * Replaces a server's credential, stores or removes its test data (the certifier's fixtures
   * format, sealed), marks it a test environment (writes allowed) or not; then certifies it again.
   * A credential the server refuses rejects with `GATEWAY_CREDENTIAL_REFUSED` (the change is kept).
   */
  updateServer(
    serverId: string,
    settings: ServerSettings,
    view?: CertificationViewOptions,
  ): Promise<CertificationSummary>;
  /**
   * Removes a server: stops its listen stream and calls, drops its cached catalog, its pins and
   * its sealed credential; its tools disappear from every catalog at once.
   */
  removeServer(serverId: string): Promise<void>;
  catalogFor(context: GatewayContextInput): Promise<CatalogForResult>;
  callTool(context: GatewayContextInput, prefixedName: string, args: unknown): Promise<CallOutcome>;
  /** With `view.lang`, the last run's fatal reason in that language (see `CertificationViewOptions`). */
  listServers(company: string, view?: CertificationViewOptions): Promise<ServerView[]>;
  /** Every tenant, in registration order, with its server counts. */
  listTenants(): Promise<TenantSummary[]>;
  /** One tenant with its server counts; throws `GATEWAY_UNKNOWN_COMPANY`. */
  getTenantSummary(company: string): Promise<TenantSummary>;
  /** One server; throws `GATEWAY_UNKNOWN_SERVER`. */
  getServer(serverId: string, view?: CertificationViewOptions): Promise<ServerView>;
  /**
   * The server's listed tools with their pin and level: the cached listing (listed again when
   * expired), or for a server with nothing certified the tools of its last certification report.
   */
  listTools(serverId: string): Promise<ToolRow[]>;
  /**
   * What `catalogFor(context)` returns, plus every listed tool it leaves out and why (the same
   * decision function): for operators asking "why does the model not see this tool?".
   */
  previewExposure(context: GatewayContextInput): Promise<ExposurePreview>;
  getCertification(serverId: string, view?: CertificationViewOptions): Promise<CertificationView | undefined>;
  getTenant(company: string): Promise<Tenant | undefined>;
  /**
   * Calls `listener` whenever what `catalogFor` can expose for `company` may have changed: a new
   * or different listing (a changed definition withheld after a rug pull included), a
   * certification, a removal, a policy update. Synchronous and best-effort (a throwing listener
   * is logged); returns the unsubscribe function.
   */
  onCatalogChange(company: string, listener: CatalogChangeListener): () => void;
  health(): Promise<GatewayHealth>;
  /** Resolves once the registry is loaded; rejects with why it cannot be (e.g. a wrong secret key). */
  ready(): Promise<void>;
  close(): Promise<void>;
}
