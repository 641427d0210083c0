/**
 * Every action the audit trail records, by stable name (filters and the console use them). Reading
 * is not recorded; every change is, refused attempts included.
 */
export const AUDIT_ACTIONS = [
  'key.create',
  'key.revoke',
  'tenant.create',
  'tenant.update',
  'tenant.policy',
  'server.register',
  'server.credential',
  'server.test-data',
  'server.test-environment',
  'server.certify',
  'server.remove',
  'playground.call',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
