/**
 * Every number of contract pages 02 and 07. Values page 07 marks *(config)* are the gateway's
 * defaults: code that uses them takes them as overridable options.
 *
 * @example
 * if (tool.name.length > LIMITS.toolNameMax) { ... }
 */
export const LIMITS = {
  /** Tool name length (page 02). */
  toolNameMax: 40,
  /** Tool name format (page 02). */
  toolNamePattern: /^[a-z0-9_]+$/,
  /** Tool description length (page 02). */
  descriptionMax: 700,
  /** Parameter description length (page 02). */
  paramDescriptionMax: 200,
  /** Provider function name length and format (page 02). */
  providerNameMax: 64,
  providerNamePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  /** Provider description limit (page 02: the provider rejects more than 1,024). */
  providerDescriptionMax: 1024,
  /** Characters reserved for `ext__{company}__` (page 02). */
  prefixBudget: 24,
  /** Company slug length, so that `ext__` + slug + `__` fits the prefix budget. */
  companySlugMax: 17,
  companySlugPattern: /^[a-z0-9]+$/,
  /** Result text the model receives, truncation mark included (pages 02 and 07). */
  resultMaxChars: 3000,
  /** Items read aloud in voice (page 07). */
  voiceMaxItems: 3,
  /** Page sizes in chat (page 07). */
  chatDefaultItems: 10,
  chatMaxItems: 25,
  /** Recommended voice `content` length (page 07). */
  voiceContentMaxChars: 400,
  /** `user_message` length (page 06). */
  userMessageMax: 200,
  /** Call deadlines (page 07, config). */
  callDeadlineMs: { chat: 8000, voice: 4000 },
  /** Retries after a dropped connection, within the same deadline (page 07, config). */
  droppedConnectionRetries: 2,
  /** Catalog cache TTL (pages 02 and 07). */
  catalogCacheTtlMs: 15 * 60 * 1000,
  /** Tools per server (page 07, config). */
  toolsPerServer: 50,
  /** Minimum idempotency key retention (page 05). */
  idempotencyTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** Nesting depth of input schemas beyond which the "no deep nesting" rule warns (page 02). */
  maxInputNesting: 2,
} as const;

/**
 * The MCP protocol revision the contract is written against.
 *
 * @example
 * new Client(info, { versionNegotiation: { mode: { pin: PROTOCOL_VERSION } } });
 */
export const PROTOCOL_VERSION = '2026-07-28';
