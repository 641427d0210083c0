import type { Gateway } from '../gateway.js';

/** The part of the gateway runtime (`createGateway`) the HTTP API drives. */
export type ServiceGateway = Pick<
  Gateway,
  | 'registerTenant'
  | 'getTenant'
  | 'registerServer'
  | 'listServers'
  | 'certifyServer'
  | 'updateServer'
  | 'removeServer'
  | 'getCertification'
  | 'catalogFor'
  | 'callTool'
  | 'onCatalogChange'
  | 'health'
  | 'listTenants'
  | 'getTenantSummary'
  | 'getServer'
  | 'listTools'
  | 'previewExposure'
>;
