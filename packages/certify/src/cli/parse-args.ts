import { parseArgs } from 'node:util';
import type { Lang } from '@asixto/contract';
import { LANGS } from '@asixto/contract';
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
}

export type ParsedArgs = { ok: true; options: CliOptions } | { ok: false; message: string; lang: Lang };

/**
 * Parses the command line (pure: the environment is passed in). The token may come from
 * `ASIXTO_CERTIFY_TOKEN` so it stays out of process listings.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedArgs {
  let values;
  let positionals;
  const langGuess: Lang =
    argv.includes('en') && argv.some((a) => a === '--lang' || a === '--lang=en') ? 'en' : 'es';
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        token: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        format: { type: 'string', default: 'terminal' },
        output: { type: 'string' },
        lang: { type: 'string', default: 'es' },
        timeout: { type: 'string', default: '10000' },
        rules: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { ok: false, message: (error as Error).message, lang: langGuess };
  }
  const lang = values.lang as Lang;
  if (!(LANGS as readonly string[]).includes(lang))
    return { ok: false, message: `--lang ${values.lang}`, lang: 'es' };
  const format = values.format as ReportFormat;
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) {
    return { ok: false, message: `--format ${values.format} (${REPORT_FORMATS.join('|')})`, lang };
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    return { ok: false, message: `--timeout ${values.timeout}`, lang };
  const base: CliOptions = {
    command: 'certify',
    allowWrites: values['allow-writes'] === true,
    format,
    lang,
    timeoutMs,
  };
  if (values.output !== undefined) base.output = values.output;
  if (values.help) return { ok: true, options: { ...base, command: 'help' } };
  if (values.rules) return { ok: true, options: { ...base, command: 'rules' } };
  if (positionals.length !== 1) {
    return {
      ok: false,
      message: positionals.length === 0 ? '<url>' : `${positionals.slice(1).join(' ')}`,
      lang,
    };
  }
  const token = values.token ?? env.ASIXTO_CERTIFY_TOKEN;
  return { ok: true, options: { ...base, url: positionals[0] as string, ...(token ? { token } : {}) } };
}
