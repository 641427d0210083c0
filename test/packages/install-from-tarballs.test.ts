// A tenant engineer's path, outside this repository: the packages are packed as a registry would get
// them (`npm pack`), installed offline into fresh projects in the system's temporary folder (the
// tarballs, and the npm cache this repository's own install filled), compiled with TypeScript,
// started, and certified with the installed `asixto-certify`. Once by hand, with the toolkit README's
// quick start; once with `create-asixto-tool-server`, as generated.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { CONTRACT_DOCS_URL, RULES } from '@asixto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineLockfile } from '../lib/offline-lockfile.js';
import type { Lockfile, PackedPackage, ProjectManifest } from '../lib/offline-lockfile.js';
import { freePort, listening, ROOT, startGroup, waitFor } from '../lib/processes.js';
import type { Started } from '../lib/processes.js';

const run = promisify(execFile);
const PUBLISHED = ['contract', 'toolkit', 'certify', 'create-tool-server'] as const;
const TOKEN = 'token-de-inquilino';
// Each step takes 2–20 s alone (a tsc run, a server start, a certification); the suite runs files in
// parallel on a busy machine, so the bound is ten times that and more.
const STEP_TIMEOUT_MS = 240_000;

interface Manifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  engines?: { node?: string };
  exports?: Record<string, unknown>;
  files?: string[];
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

let dir: string;
let packed: (PackedPackage & { file: string; manifest: Manifest; entries: string[] })[];
const started: Started[] = [];
// Offline, quiet, and better-sqlite3's own install step fed this repository's compiled binary as a
// local prebuild (what `prebuild-install` would otherwise download or compile for minutes).
const npmEnv: NodeJS.ProcessEnv = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

async function npm(args: string[], cwd: string, timeout = 240_000) {
  try {
    return await run('npm', args, { cwd, env: npmEnv, timeout, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `npm ${args.join(' ')} failed in ${cwd}:\n${e.stderr ?? ''}${e.stdout ?? ''}${e.message}`,
    );
  }
}

/** The tarballs of the workspaces, packed in one `npm pack`, with what each holds. */
async function pack(into: string) {
  mkdirSync(into, { recursive: true });
  const workspaces = PUBLISHED.flatMap((p) => ['-w', `packages/${p}`]);
  const { stdout } = await npm(['pack', ...workspaces, '--pack-destination', into, '--json'], ROOT);
  const results = JSON.parse(stdout) as {
    name: string;
    version: string;
    filename: string;
    integrity: string;
    files: { path: string }[];
  }[];
  return Promise.all(
    results.map(async (r) => {
      const file = join(into, r.filename);
      const { stdout: json } = await run('tar', ['-xzOf', file, 'package/package.json']);
      const manifest = JSON.parse(json) as Manifest;
      return {
        name: r.name,
        version: r.version,
        spec: `file:../packs/${r.filename}`,
        integrity: r.integrity,
        dependencies: manifest.dependencies ?? {},
        file,
        manifest,
        entries: r.files.map((f) => f.path),
      };
    }),
  );
}

/** A local prebuild of better-sqlite3, from the binary this repository's install built or fetched. */
async function localPrebuild(into: string): Promise<string | undefined> {
  const pkg = join(ROOT, 'node_modules', 'better-sqlite3');
  const binary = join(pkg, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binary)) return undefined;
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)
    ?.header;
  const libc = process.platform === 'linux' && header?.glibcVersionRuntime === undefined ? 'musl' : '';
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}${libc}-${process.arch}.tar.gz`;
  mkdirSync(into, { recursive: true });
  await run('tar', ['-czf', join(into, name), '-C', pkg, 'build/Release/better_sqlite3.node']);
  return into;
}

const repoLock = (): Lockfile =>
  JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
const lockedVersion = (name: string): string => repoLock().packages[`node_modules/${name}`]!.version!;
const specOf = (name: string): string => packed.find((p) => p.name === name)!.spec;

/** Writes the project's manifest as given (plus `extra`) and its lockfile, then installs offline. */
async function install(project: string, manifest: ProjectManifest & Record<string, unknown>) {
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lock = offlineLockfile(repoLock(), manifest, packed);
  writeFileSync(join(project, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  await npm(['install'], project);
}

function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Started {
  const child = startGroup(command, args, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  started.push(child);
  return child;
}

async function certify(bin: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(bin, args, {
      cwd,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

interface JsonReport {
  summary: { passed: number; blocking: number; warnings: number };
  idempotency: string;
  findings: { rule: string; ok: boolean; docs: string | null }[];
}

const toolkitProject = () => join(dir, 'servidor-a-mano');
const starterProject = () => join(dir, 'mi-servidor');

beforeAll(async () => {
  for (const p of PUBLISHED) {
    const built = join(ROOT, 'packages', p, 'dist');
    expect(existsSync(built), `${built} is missing: run npm run build first (npm test does)`).toBe(true);
  }
  dir = mkdtempSync(join(tmpdir(), 'asixto-tarballs-'));
  expect(relative(ROOT, dir).startsWith('..'), `${dir} must be outside the repository`).toBe(true);
  packed = await pack(join(dir, 'packs'));
  const prebuilds = await localPrebuild(join(dir, 'prebuilds'));
  // prebuild-install reads it from the environment (npm warns that it does not know the setting; the
  // rc-style name with a hyphen would be dropped by the shell that runs the install script).
  if (prebuilds) npmEnv['npm_config_better_sqlite3_local_prebuilds'] = prebuilds;

  // The starter, run from its tarball as `npm create` runs it (its package has no dependencies).
  const create = packed.find((p) => p.name === 'create-asixto-tool-server')!;
  await npm(
    ['exec', '--yes', `--package=${create.file}`, '--', 'create-asixto-tool-server', 'mi-servidor'],
    dir,
  );
  const generated = JSON.parse(
    readFileSync(join(starterProject(), 'package.json'), 'utf8'),
  ) as ProjectManifest & Record<string, unknown>;

  // A project by hand: the toolkit README's quick start, as a tenant would save it.
  mkdirSync(join(toolkitProject(), 'src'), { recursive: true });
  writeFileSync(
    join(toolkitProject(), 'src', 'server.ts'),
    readFileSync(join(ROOT, 'packages/toolkit/test/readme-example.ts'), 'utf8'),
  );
  writeFileSync(
    join(toolkitProject(), 'tsconfig.json'),
    readFileSync(join(ROOT, 'packages/create-tool-server/template/tsconfig.json'), 'utf8'),
  );
  await Promise.all([
    install(toolkitProject(), {
      name: 'servidor-a-mano',
      version: '1.0.0',
      private: true,
      type: 'module',
      dependencies: {
        '@asixto/contract': specOf('@asixto/contract'),
        '@asixto/toolkit': specOf('@asixto/toolkit'),
        zod: lockedVersion('zod'),
      },
      devDependencies: {
        '@asixto/certify': specOf('@asixto/certify'),
        typescript: lockedVersion('typescript'),
        '@types/node': lockedVersion('@types/node'),
      },
      allowScripts: { 'better-sqlite3': true },
    }),
    // Only the @asixto packages change: from the registry's name to their tarballs (the contract,
    // which the other two depend on, too, since there is no registry to find it in).
    install(starterProject(), {
      ...generated,
      dependencies: {
        ...generated.dependencies,
        '@asixto/contract': specOf('@asixto/contract'),
        '@asixto/toolkit': specOf('@asixto/toolkit'),
      },
      devDependencies: { ...generated.devDependencies, '@asixto/certify': specOf('@asixto/certify') },
    }),
  ]);
}, 600_000);

afterAll(async () => {
  for (const child of started) child.killGroup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('have what a registry package needs, with workspace dependencies as versions', () => {
    const versions = new Map(packed.map((p) => [p.name, p.version]));
    expect([...versions.keys()].sort()).toEqual([
      '@asixto/certify',
      '@asixto/contract',
      '@asixto/toolkit',
      'create-asixto-tool-server',
    ]);
    for (const { manifest, entries, name } of packed) {
      expect(manifest.version, name).toMatch(/^\d+\.\d+\.\d+/);
      expect(manifest.license, name).toBeTruthy();
      expect(manifest.engines?.node, name).toMatch(/^>=20/);
      expect(manifest.files, name).toContain('dist');
      expect(manifest.exports?.['.'], name).toEqual({
        types: './dist/index.d.ts',
        import: './dist/index.js',
      });
      expect(entries, name).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
      );
      expect(
        entries.filter((e) => e.endsWith('.map') || e.endsWith('.tsbuildinfo') || e.endsWith('.test.js')),
        name,
      ).toEqual([]);
      expect(manifest.description, name).toBeTruthy();
      for (const [dep, spec] of Object.entries(manifest.dependencies ?? {})) {
        expect(spec, `${name} → ${dep}`).not.toMatch(/^(workspace:|file:|link:|\*$)/);
        if (versions.has(dep)) expect(spec, `${name} → ${dep}`).toBe(versions.get(dep));
      }
    }
    // Each README (the one in the tarball) says how to install.
    for (const p of PUBLISHED) {
      expect(readFileSync(join(ROOT, 'packages', p, 'README.md'), 'utf8'), p).toMatch(/^## Install$/m);
    }
    const certifyPack = packed.find((p) => p.name === '@asixto/certify')!;
    expect(certifyPack.manifest.bin).toEqual({ 'asixto-certify': './bin/asixto-certify.js' });
  });
});

describe('a tool server built by hand from the installed toolkit', () => {
  it(
    'compiles with TypeScript, starts, and the installed asixto-certify certifies it',
    async () => {
      const project = toolkitProject();
      await run(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
        cwd: project,
        timeout: 120_000,
      });
      const port = await freePort();
      const server = start(process.execPath, ['dist/server.js'], project, {
        PORT: String(port),
        ASIXTO_TOKENS: TOKEN,
      });
      expect(await waitFor(() => listening(port), 30_000), server.output()).toBe(true);
      const url = `http://127.0.0.1:${port}/mcp`;
      const bin = join(project, 'node_modules', '.bin', 'asixto-certify');
      const result = await certify(bin, [url, '--token', TOKEN, '--format', 'json', '--lang', 'en'], project);
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as JsonReport;
      expect(report.summary.blocking).toBe(0);
      expect(report.findings.length).toBeGreaterThan(30);
      for (const f of report.findings) expect(f.docs).toBe(`${CONTRACT_DOCS_URL}/en/rules.md#${f.rule}`);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'runs the installed bin through npx with no registry at hand (offline), as its README says',
    async () => {
      const project = toolkitProject();
      const { stdout } = await run('npx', ['--no-install', 'asixto-certify', '--rules', '--format', 'json'], {
        cwd: project,
        env: npmEnv,
        timeout: 60_000,
      });
      expect((JSON.parse(stdout) as { id: string }[]).map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    },
    STEP_TIMEOUT_MS,
  );
});

describe('the starter (npm create asixto-tool-server), as generated', () => {
  it(
    'builds and passes its own tests',
    async () => {
      const { stdout } = await npm(['test'], starterProject(), 180_000);
      // node --test's summary: TAP (`# pass 3`) on Node 20, its spec reporter (`ℹ pass 3`) from 23.
      expect(stdout).toMatch(/^(#|ℹ) pass [1-9]/m);
      expect(stdout).toMatch(/^(#|ℹ) fail 0$/m);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'starts, and its certify script certifies it with fixtures and writes: exit 0, idempotency verified',
    async () => {
      const project = starterProject();
      const port = await freePort();
      const env = { PORT: String(port), DATABASE_PATH: join(project, 'data', 'certificacion.db') };
      const server = start('npm', ['start'], project, env);
      expect(await waitFor(() => listening(port), 30_000), server.output()).toBe(true);
      const result = await certify('npm', ['run', '-s', 'certify', '--', '--format', 'json'], project, {
        ...npmEnv,
        ...env,
      });
      expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(0);
      const report = JSON.parse(result.stdout) as JsonReport;
      expect(report.idempotency).toBe('verified');
      expect(report.summary).toMatchObject({ blocking: 0, warnings: 0 });
      expect(report.findings.filter((f) => f.rule === 'call-idempotency' && f.ok)).toHaveLength(1);
    },
    STEP_TIMEOUT_MS,
  );
});
