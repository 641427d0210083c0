// A package-lock.json for a project outside this repository that depends on the packed @asixto
// tarballs: every third-party package at the version this repository's own lockfile installed (so
// the tarballs `npm ci` put in the npm cache are the ones needed, and `npm install --offline` resolves
// nothing anew). Without it, npm would look every range up in full registry metadata, which `npm ci`
// does not cache. It is the lockfile a tenant's project would commit after its first install.

/** One entry of a lockfile's `packages`. */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  bin?: Record<string, string>;
  license?: string;
  engines?: Record<string, string | undefined>;
  [key: string]: unknown;
}

export interface Lockfile {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** A packed workspace package: its name, the `file:` spec the project uses, and the tarball. */
export interface PackedPackage {
  name: string;
  version: string;
  /** Relative to the project, as written in its package.json (`file:../packs/x.tgz`). */
  spec: string;
  integrity: string;
  /** The packed package.json's dependencies. */
  dependencies: Record<string, string>;
  /** What else of its package.json a lockfile records (`bin` above all: npm links bins from it). */
  manifest?: Pick<LockEntry, 'bin' | 'license' | 'engines' | 'peerDependencies' | 'peerDependenciesMeta'>;
}

export interface ProjectManifest {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Where `name` resolves from a package at `from` (a lockfile key; '' is the root), Node's way. */
function resolveIn(lock: Lockfile, from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const key = at === '' ? `node_modules/${name}` : `${at}/node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (at === '') return undefined;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

const FLAGS = ['dev', 'optional', 'devOptional', 'peer'] as const;

/**
 * The lockfile of `project`, whose `@asixto/*` dependencies are `file:` tarballs of `packed` and whose
 * other dependencies (and theirs) are taken from `repoLock` at the versions it holds.
 *
 * @example
 * writeFileSync('package-lock.json', JSON.stringify(offlineLockfile(repoLock, manifest, packed)));
 */
export function offlineLockfile(
  repoLock: Lockfile,
  project: ProjectManifest,
  packed: PackedPackage[],
): Lockfile {
  const byName = new Map(packed.map((p) => [p.name, p]));
  const out: Record<string, LockEntry> = {
    '': {
      name: project.name,
      version: project.version ?? '0.0.0',
      ...(project.dependencies ? { dependencies: project.dependencies } : {}),
      ...(project.devDependencies ? { devDependencies: project.devDependencies } : {}),
    },
  };
  // Reached from a production dependency / through required edges only, per lockfile key.
  const prod = new Set<string>();
  const required = new Set<string>();
  const seen = new Set<string>();
  interface Visit {
    /** Where the dependent sits in the repository's tree (its resolution base). */
    from: string;
    name: string;
    dev: boolean;
    optional: boolean;
  }
  const queue: Visit[] = [];
  const enqueue = (
    from: string,
    deps: Record<string, string> | undefined,
    dev: boolean,
    optional: boolean,
  ) => {
    for (const name of Object.keys(deps ?? {})) queue.push({ from, name, dev, optional });
  };
  enqueue('', project.dependencies, false, false);
  enqueue('', project.devDependencies, true, false);
  while (queue.length > 0) {
    const visit = queue.shift()!;
    const tarball = byName.get(visit.name);
    const repoKey = resolveIn(repoLock, visit.from, visit.name);
    if (repoKey === undefined) {
      if (visit.optional) continue;
      throw new Error(
        `${visit.name} (needed from ${visit.from || 'the project'}) is not in package-lock.json`,
      );
    }
    const repoEntry = repoLock.packages[repoKey]!;
    // A workspace of this repository is a link in its lockfile; the project gets its tarball.
    const key = tarball ? `node_modules/${tarball.name}` : repoKey;
    const base = repoEntry.link === true ? (repoEntry.resolved as string) : repoKey;
    const stronger = (!visit.dev && !prod.has(key)) || (!visit.optional && !required.has(key));
    if (!visit.dev) prod.add(key);
    if (!visit.optional) required.add(key);
    if (seen.has(key) && !stronger) continue;
    seen.add(key);
    if (tarball) {
      // Fields left undefined are dropped when the lockfile is written.
      out[key] = {
        version: tarball.version,
        resolved: tarball.spec,
        integrity: tarball.integrity,
        ...tarball.manifest,
        dependencies: tarball.dependencies,
      };
      enqueue(base, tarball.dependencies, visit.dev, visit.optional);
      continue;
    }
    const entry: LockEntry = { ...repoEntry };
    for (const flag of FLAGS) delete entry[flag];
    out[key] = entry;
    enqueue(base, entry.dependencies, visit.dev, visit.optional);
    enqueue(base, entry.optionalDependencies, visit.dev, true);
    const peers = Object.fromEntries(
      Object.entries(entry.peerDependencies ?? {}).filter(
        ([n]) => entry.peerDependenciesMeta?.[n]?.optional !== true,
      ),
    );
    enqueue(base, peers, visit.dev, visit.optional);
  }
  for (const [key, entry] of Object.entries(out)) {
    if (key === '') continue;
    if (!prod.has(key)) entry.dev = true;
    if (!required.has(key)) entry.optional = true;
  }
  return { name: project.name, lockfileVersion: 3, requires: true, packages: out };
}
