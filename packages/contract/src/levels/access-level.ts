/**
 * Access levels of tools and agents, least to most privileged (page 02 "Anotaciones y su efecto").
 *
 * @example
 * ACCESS_LEVELS.indexOf('write') < ACCESS_LEVELS.indexOf('admin'); // true
 */
export const ACCESS_LEVELS = ['read', 'write', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
