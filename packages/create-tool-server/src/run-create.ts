import { readFileSync } from 'node:fs';
import { createProject } from './create-project.js';
import { CreateError } from './errors.js';
import { say } from './messages.js';

export interface CreateIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** This package's version: the @asixto packages are released together, so it is theirs too. */
export function ownVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The whole command as a function: `<folder> [--lang es|en] [--help]`; returns the exit code (0 done,
 * 2 could not create), having said why on stderr.
 *
 * @example
 * process.exitCode = runCreate(process.argv.slice(2), { stdout: …, stderr: … });
 */
export function runCreate(argv: readonly string[], io: CreateIo): number {
  const langAt = argv.indexOf('--lang');
  const lang = (langAt >= 0 && argv[langAt + 1] === 'en') || argv.includes('--lang=en') ? 'en' : 'es';
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      io.stdout(say('usage', lang));
      return 0;
    }
    if (arg === '--lang') i++;
    else if (arg.startsWith('--lang=')) continue;
    else if (arg.startsWith('-')) {
      io.stderr(`${say('unknownOption', lang, { option: arg })}\n${say('usage', lang)}`);
      return 2;
    } else positional.push(arg);
  }
  if (positional.length !== 1) {
    const why =
      positional.length === 0
        ? say('missingDir', lang)
        : say('extraArguments', lang, { args: positional.slice(1).join(' ') });
    io.stderr(`${why}\n${say('usage', lang)}`);
    return 2;
  }
  try {
    const created = createProject(positional[0]!, { version: ownVersion() });
    io.stdout(say('created', lang, { name: created.name, dir: created.dir }));
    return 0;
  } catch (error) {
    if (!(error instanceof CreateError)) throw error;
    const id = error.code === 'CREATE_NOT_EMPTY' ? 'notEmpty' : 'invalidName';
    io.stderr(`${say(id, lang, { dir: error.message, name: error.message })}\n`);
    return 2;
  }
}
