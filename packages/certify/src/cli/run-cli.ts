import { readFile, writeFile } from 'node:fs/promises';
import type { JWK } from 'jose';
import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import { certify } from '../engine/certify.js';
import { fatalMessage } from '../engine/fatal-message.js';
import type { CertifyError } from '../errors.js';
import type { Fixtures } from '../fixtures/fixtures.js';
import { loadFixtures } from '../fixtures/load-fixtures.js';
import type { OAuthClientCredentials } from '../oauth/oauth-credentials.js';
import type { Report } from '../engine/report.js';
import { exitCode } from '../engine/report.js';
import { renderReport } from '../report/render-report.js';
import { verdictLines } from '../report/verdict.js';
import { parseCliArgs } from './parse-args.js';
import { renderRules } from './rules-listing.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (colours only then, and never with NO_COLOR). */
  isTty: boolean;
  certify?: (url: string, options: Parameters<typeof certify>[1]) => Promise<Report>;
}

/** The whole CLI as a function: parses, certifies, renders, writes; returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCliArgs(argv, io.env);
  if (!parsed.ok) {
    io.stderr(
      `${renderMessage(CERTIFY_MESSAGES, 'cliUsageError', parsed.lang, { detail: parsed.message })}\n`,
    );
    return 2;
  }
  const { options } = parsed;
  if (options.command === 'help') {
    io.stdout(renderMessage(CERTIFY_MESSAGES, 'cliHelp', options.lang));
    return 0;
  }
  if (options.command === 'rules') {
    io.stdout(renderRules(options.lang, options.format === 'json' ? 'json' : 'text'));
    return 0;
  }
  let fixtures: Fixtures | undefined;
  if (options.fixtures !== undefined) {
    try {
      fixtures = await loadFixtures(options.fixtures, options.lang);
    } catch (error) {
      // An unreadable or malformed file is a usage problem: one line, exit 2, no certification run.
      const { code, message } = error as CertifyError;
      if (code !== 'CERTIFY_FIXTURES_INVALID') throw error;
      io.stderr(`${fatalMessage(code, message, options.lang)}\n`);
      return 2;
    }
  }
  let oauth: OAuthClientCredentials | undefined;
  if (options.oauth !== undefined) {
    const { privateKeyFile, ...rest } = options.oauth;
    oauth = rest;
    if (privateKeyFile !== undefined) {
      try {
        const jwk: unknown = JSON.parse(await readFile(privateKeyFile, 'utf8'));
        if (typeof jwk !== 'object' || jwk === null || typeof (jwk as { kty?: unknown }).kty !== 'string')
          throw new Error('not a JWK');
        oauth = { ...rest, privateKeyJwk: jwk as JWK };
      } catch (error) {
        const detail = String((error as { code?: unknown }).code ?? (error as Error).message);
        io.stderr(
          `${renderMessage(CERTIFY_MESSAGES, 'cliOauthKeyUnreadable', options.lang, { file: privateKeyFile, detail })}\n`,
        );
        return 2;
      }
    }
  }
  const run = io.certify ?? certify;
  const report = await run(options.url as string, {
    allowWrites: options.allowWrites,
    lang: options.lang,
    timeoutMs: options.timeoutMs,
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(fixtures === undefined ? {} : { fixtures }),
    ...(oauth === undefined ? {} : { oauth }),
  });
  const toTerminal = options.format === 'terminal' && options.output === undefined;
  const color = toTerminal && io.isTty && !io.env.NO_COLOR;
  const text = renderReport(report, options.format, { color });
  if (options.output !== undefined) {
    try {
      await writeFile(options.output, text, 'utf8');
    } catch (error) {
      const detail = (error as { code?: unknown }).code ?? (error as Error).message;
      io.stderr(
        `${renderMessage(CERTIFY_MESSAGES, 'cliWriteFailed', options.lang, { file: options.output, detail: String(detail) })}\n`,
      );
      return 2;
    }
    io.stderr(`${renderMessage(CERTIFY_MESSAGES, 'cliWrote', options.lang, { file: options.output })}\n`);
  } else {
    io.stdout(text);
  }
  // A report nobody reads in the terminal (JSON, JUnit, HTML, a file) still says on stderr why it could not run.
  if (report.fatal && !toTerminal) io.stderr(`${verdictLines(report).verdict}\n`);
  return exitCode(report);
}
