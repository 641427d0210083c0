/** The roles of a credential, widest first. */
export const ACCESS_ROLES = ['platform-admin', 'tenant-admin', 'runtime'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The company list of a credential that acts for every company (platform admins, `*` runtime keys). */
export const ALL_COMPANIES = '*';

/** A credential's companies as the registry keeps them: `['*']`, or slugs in the order given. */
export type CompanyList = readonly string[];
