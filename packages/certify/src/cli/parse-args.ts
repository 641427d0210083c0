import { parseArgs } from 'node:util';
import type { Lang } from '@asixto/contract';
import { CERTIFY_MESSAGES, DEFAULT_LANG, LANGS, renderMessage } from '@asixto/contract';
import type { ReportFormat } from '../report/render-report.js';
import { REPORT_FORMATS } from '../report/render-report.js';

export interface CliOptions {
  command: 'certify' | 'rules' | 'help';
  url?: string;
  token?: string;
  allowWrites: boolean;
  format: ReportFormat;
  output?: string;
  lang: Lang;
  timeoutMs: number;
  /** A JSON or YAML file of test data (tool → argument objects). */
  fixtures?: string;
  /** Client credentials (the private key as a file to read): certify behind OAuth. */
  oauth?: CliOAuth;
}

export interface CliOAuth {
  clientId: string;
  clientSecret?: string;
  privateKeyFile?: string;
  scope?: string;
  issuer?: string;
}

/** Each `--oauth-*` flag and the variable that stands in for it (secrets stay out of `ps`). */
const OAUTH_FLAGS = {
  clientId: ['oauth-client-id', 'ASIXTO_CERTIFY_OAUTH_CLIENT_ID'],
  clientSecret: ['oauth-client-secret', 'ASIXTO_CERTIFY_OAUTH_CLIENT_SECRET'],
  privateKeyFile: ['oauth-private-key', 'ASIXTO_CERTIFY_OAUTH_PRIVATE_KEY'],
  scope: ['oauth-scope', 'ASIXTO_CERTIFY_OAUTH_SCOPE'],
  issuer: ['oauth-issuer', 'ASIXTO_CERTIFY_OAUTH_ISSUER'],
} as const;

/** The client credentials the flags and variables give, or a usage problem. */
function oauthOf(
  values: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; oauth?: CliOAuth } | { ok: false } {
  const picked: Partial<Record<keyof CliOAuth, string>> = {};
  for (const [field, [flag, variable]] of Object.entries(OAUTH_FLAGS)) {
    const value = (values[flag] as string | undefined) ?? env[variable];
    if (value) picked[field as keyof CliOAuth] = value;
  }
  const { clientId, clientSecret, privateKeyFile } = picked;
  if (clientId === undefined) return Object.keys(picked).length === 0 ? { ok: true } : { ok: false };
  if ((clientSecret === undefined) === (privateKeyFile === undefined)) return { ok: false };
  return { ok: true, oauth: { ...picked, clientId } };
}

export type ParsedArgs = { ok: true; options: CliOptions } | { ok: false; message: string; lang: Lang };

/**
 * Parses the command line (pure: the environment is passed in). The token may come from
 * `ASIXTO_CERTIFY_TOKEN` so it stays out of process listings.
 */
/** The language for messages about the command line itself, read before the flags are validated. */
function langOf(argv: readonly string[]): Lang {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = arg.startsWith('--lang=')
      ? arg.slice('--lang='.length)
      : arg === '--lang'
        ? argv[i + 1]
        : undefined;
    if (value !== undefined)
      return (LANGS as readonly string[]).includes(value) ? (value as Lang) : DEFAULT_LANG;
  }
  return DEFAULT_LANG;
}

/** Node's parseArgs errors, in the user's language: the option it names, and what is wrong with it. */
function describeParseError(error: unknown, lang: Lang): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const option = /'(-[^' ]+)/.exec(String(message))?.[1] ?? '?';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return renderMessage(CERTIFY_MESSAGES, 'cliUnknownOption', lang, { option });
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const id = /does not take/.test(String(message)) ? 'cliOptionTakesNoValue' : 'cliOptionNeedsValue';
    return renderMessage(CERTIFY_MESSAGES, id, lang, { option });
  }
  return String(message);
}

/**
 * Parses the command line (pure: the environment is passed in). The token may come from
 * `ASIXTO_CERTIFY_TOKEN` so it stays out of process listings. Errors are worded in the language the
 * command line asks for.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedArgs {
  let values;
  let positionals;
  const langGuess = langOf(argv);
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        token: { type: 'string' },
        ...Object.fromEntries(
          Object.values(OAUTH_FLAGS).map(([flag]) => [flag, { type: 'string' as const }]),
        ),
        'allow-writes': { type: 'boolean', default: false },
        format: { type: 'string', default: 'terminal' },
        output: { type: 'string' },
        fixtures: { type: 'string' },
        lang: { type: 'string', default: 'es' },
        timeout: { type: 'string', default: '10000' },
        rules: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { ok: false, message: describeParseError(error, langGuess), lang: langGuess };
  }
  const lang = values.lang as Lang;
  if (!(LANGS as readonly string[]).includes(lang))
    return { ok: false, message: `--lang ${values.lang} (${LANGS.join('|')})`, lang: DEFAULT_LANG };
  const format = values.format as ReportFormat;
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) {
    return { ok: false, message: `--format ${values.format} (${REPORT_FORMATS.join('|')})`, lang };
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    return { ok: false, message: `--timeout ${values.timeout} (ms > 0)`, lang };
  const base: CliOptions = {
    command: 'certify',
    allowWrites: values['allow-writes'] === true,
    format,
    lang,
    timeoutMs,
  };
  if (values.output !== undefined) base.output = values.output;
  if (values.fixtures !== undefined) base.fixtures = values.fixtures;
  if (values.help) return { ok: true, options: { ...base, command: 'help' } };
  if (values.rules) return { ok: true, options: { ...base, command: 'rules' } };
  if (positionals.length !== 1) {
    const message =
      positionals.length === 0
        ? renderMessage(CERTIFY_MESSAGES, 'cliMissingUrl', lang)
        : renderMessage(CERTIFY_MESSAGES, 'cliExtraArguments', lang, {
            args: positionals.slice(1).join(' '),
          });
    return { ok: false, message, lang };
  }
  const token = values.token ?? env.ASIXTO_CERTIFY_TOKEN;
  const oauth = oauthOf(values, env);
  if (!oauth.ok || (oauth.oauth !== undefined && token))
    return { ok: false, message: renderMessage(CERTIFY_MESSAGES, 'cliOauthIncomplete', lang), lang };
  return {
    ok: true,
    options: {
      ...base,
      url: positionals[0] as string,
      ...(token ? { token } : {}),
      ...(oauth.oauth === undefined ? {} : { oauth: oauth.oauth }),
    },
  };
}
