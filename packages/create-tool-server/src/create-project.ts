import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateError } from './errors.js';

/** The project every run starts from (inside the package, beside `dist/`). */
export const TEMPLATE_DIR = new URL('../template/', import.meta.url);

// npm's rule for a package name: lower case, URL-safe, at most 214 characters.
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

// npm leaves a package's .gitignore out of its tarball, and a .env could be taken for a secret: the
// template carries them under other names.
const RENAMED: Readonly<Record<string, string>> = {
  _gitignore: '.gitignore',
  '_env.example': '.env.example',
};

export interface CreateProjectOptions {
  /** The package name; the folder's name by default. */
  name?: string;
  /** The version of the @asixto packages the project depends on (this package's own). */
  version: string;
  /** The development token written to `.env`; a random one by default. */
  token?: string;
}

export interface CreatedProject {
  dir: string;
  name: string;
  /** The files written, relative to `dir`, sorted. */
  files: string[];
}

function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path, `${prefix}${entry}/`) : [`${prefix}${entry}`];
  });
}

/**
 * Writes a new tool server project into `dir` (created if needed; refused when it holds anything):
 * the template with its name and the @asixto version filled in, and a `.env` with a random
 * development token.
 *
 * @example
 * const { files } = createProject('mi-servidor', { version: '0.1.0' });
 */
export function createProject(dir: string, options: CreateProjectOptions): CreatedProject {
  const target = resolve(dir);
  const name = options.name ?? basename(target);
  if (name.length > 214 || !PACKAGE_NAME.test(name)) throw new CreateError('CREATE_INVALID_NAME', name);
  if (existsSync(target) && readdirSync(target).length > 0) throw new CreateError('CREATE_NOT_EMPTY', target);
  const source = fileURLToPath(TEMPLATE_DIR);
  const fill = (text: string) => text.replaceAll('{{name}}', name).replaceAll('{{version}}', options.version);
  const files: string[] = [];
  for (const file of templateFiles(source)) {
    const parts = file.split('/');
    const last = parts.pop() ?? file;
    const out = [...parts, RENAMED[last] ?? last].join('/');
    mkdirSync(join(target, ...parts), { recursive: true });
    writeFileSync(join(target, out), fill(readFileSync(join(source, file), 'utf8')));
    files.push(out);
  }
  const token = options.token ?? randomBytes(24).toString('base64url');
  const example = readFileSync(join(target, '.env.example'), 'utf8');
  writeFileSync(join(target, '.env'), example.replace(/^ASIXTO_TOKENS=.*$/m, `ASIXTO_TOKENS=${token}`), {
    mode: 0o600,
  });
  files.push('.env');
  return { dir: relative(process.cwd(), target) || '.', name, files: files.sort() };
}
