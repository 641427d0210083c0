// docs/contract/ is the contract in the repository: its generated parts match the rule catalog, every
// rule has its anchor in both languages, and no Markdown file of the repository links outside it
// (nor to a file or anchor that does not exist).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { CONTRACT_DOCS_FILES, LANGS, RULES } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import { contractDocs } from '../../scripts/lib/contract-docs/contract-docs.js';
import { ROOT } from '../lib/processes.js';
import { headingAnchors, headingSlug, markdownLinks } from '../lib/markdown-links.js';

const DOCS = join(ROOT, 'docs', 'contract');
const read = (path: string): string => readFileSync(join(DOCS, path), 'utf8');

/** Every Markdown file of the repository: tracked, or new and not ignored. */
function markdownFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return listed.split('\0').filter((path) => path !== '' && existsSync(join(ROOT, path)));
}

/** What is wrong with one link of `file`, or undefined when it is fine. */
function linkProblem(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return /^file:/i.test(target) ? 'a file: URL' : undefined;
  if (target.startsWith('/') || isAbsolute(target)) return 'an absolute path';
  const [pathPart = '', fragment] = target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(pathPart.split('?')[0]!);
  const absolute = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
  const inside = relative(ROOT, absolute);
  if (inside.startsWith('..') || isAbsolute(inside)) return 'outside the repository';
  if (!existsSync(absolute)) return 'a file that does not exist';
  if (fragment !== undefined && statSync(absolute).isFile() && absolute.endsWith('.md')) {
    const anchors = headingAnchors(readFileSync(absolute, 'utf8'));
    if (!anchors.has(decodeURIComponent(fragment)))
      return `an anchor #${fragment} that ${path || file} lacks`;
  }
  return undefined;
}

describe('docs/contract', () => {
  it('holds the generated parts as the rule catalog makes them (npm run docs:contract rewrites them)', () => {
    const { files, problems } = contractDocs(RULES, read);
    expect(problems).toEqual([]);
    const stale = [...files].filter(([path, text]) => !existsSync(join(DOCS, path)) || read(path) !== text);
    expect(
      stale.map(([path]) => path),
      'stale docs/contract files: run `npm run docs:contract` and commit the result',
    ).toEqual([]);
  });

  it('gives every rule of the catalog its anchor, in both languages, linked from the page it cites', () => {
    for (const lang of LANGS) {
      const rulesPage = read(CONTRACT_DOCS_FILES[lang].rules);
      const anchors = headingAnchors(rulesPage);
      const missing = RULES.filter((rule) => !anchors.has(rule.id)).map((rule) => rule.id);
      expect(missing, `rules without an anchor in ${CONTRACT_DOCS_FILES[lang].rules}`).toEqual([]);
      // The anchor is the id as is: a heading of the id alone.
      for (const rule of RULES) expect(headingSlug(rule.id)).toBe(rule.id);
      for (const rule of RULES) {
        const page = read(CONTRACT_DOCS_FILES[lang].pages[rule.page]);
        expect(page, `${rule.id} from ${CONTRACT_DOCS_FILES[lang].pages[rule.page]}`).toContain(
          `#${rule.id})`,
        );
      }
    }
  });

  it('names every scenario key on page 04, in both languages', async () => {
    const { SCENARIO_KEYS } = await import('@asixto/contract');
    for (const lang of LANGS) {
      const page = read(CONTRACT_DOCS_FILES[lang].pages['04']);
      for (const key of SCENARIO_KEYS) expect(page, `${lang}: ${key}`).toContain(`| \`${key}\` |`);
    }
  });
});

describe('Markdown links of the repository', () => {
  it('stay inside it and reach a file (and heading) that exists', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain('docs/contract/es/reglas.md');
    const problems: string[] = [];
    for (const file of files) {
      for (const { target, line } of markdownLinks(readFileSync(join(ROOT, file), 'utf8'))) {
        const problem = linkProblem(file, target);
        if (problem) problems.push(`${file}:${line} → ${target}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('and no file of the repository names the team folder the contract was first written in', () => {
    // Built from parts, so this file does not name it either.
    const needles = ['/work/' + 'shared', 'shared/' + 'contract/', 'shared/' + 'DESIGN'];
    const args = [
      'grep',
      '--untracked',
      '-n',
      '-I',
      ...needles.flatMap((n) => ['-e', n]),
      '--',
      '.',
      ':!package-lock.json',
    ];
    let found = '';
    try {
      found = execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });

  it('are judged as GitHub renders them: no link in code, anchors from headings', () => {
    const text =
      '# Un título `x` · 2\n\n## Un título x  2\n\n```md\n[no](../../fuera.md)\n```\n[sí](a.md#b) `[no](c.md)`\n[r]: ../ref.md\n';
    expect(markdownLinks(text).map((l) => l.target)).toEqual(['a.md#b', '../ref.md']);
    expect([...headingAnchors(text)]).toEqual(['un-título-x--2', 'un-título-x--2-1']);
    expect(linkProblem('README.md', '../x.md')).toBe('outside the repository');
    expect(linkProblem('README.md', '/etc/passwd')).toBe('an absolute path');
    expect(linkProblem('README.md', 'docs/contract/es/reglas.md#no-such-rule')).toMatch(/anchor/);
    expect(linkProblem('README.md', 'https://example.com/x')).toBeUndefined();
  });
});
