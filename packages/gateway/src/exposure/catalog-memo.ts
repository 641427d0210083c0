import type { Lang } from '@asixto/contract';
import type { CatalogEntry } from '../catalog/catalog-cache.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { CatalogForResult } from './build-catalog.js';
import type { ExposureQuery } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';

type Built = Omit<CatalogForResult, 'requestId'>;

interface Memo {
  entries: readonly (CatalogEntry | undefined)[];
  policy: TenantPolicy;
  built: Built;
}

/**
 * Remembers the last catalog built per company and (scenario, level, channel, lang). A memo is
 * valid only while every source entry and the policy are the very same objects: any refresh,
 * re-pin or policy change makes new objects, so a stale answer cannot be served. Turns the
 * per-turn filter into a check of one reference per server.
 */
export interface CatalogMemo {
  get(
    company: string,
    query: ExposureQuery,
    lang: Lang,
    sources: readonly ExposureSource[],
    policy: TenantPolicy,
  ): Built | undefined;
  set(
    company: string,
    query: ExposureQuery,
    lang: Lang,
    sources: readonly ExposureSource[],
    policy: TenantPolicy,
    built: Built,
  ): void;
  /**
   * The memo's catalog when still valid, else `build()`'s, remembered; in fresh arrays, so that a
   * caller mutating its copy cannot corrupt the memo.
   */
  getOrBuild(
    company: string,
    query: ExposureQuery,
    lang: Lang,
    sources: readonly ExposureSource[],
    policy: TenantPolicy,
    build: () => Built,
  ): Built;
}

const keyOf = (q: ExposureQuery, lang: Lang): string => `${q.scenario}|${q.agentLevel}|${q.channel}|${lang}`;

export function createCatalogMemo(): CatalogMemo {
  const byCompany = new Map<string, Map<string, Memo>>();
  const get: CatalogMemo['get'] = (company, query, lang, sources, policy) => {
    const memo = byCompany.get(company)?.get(keyOf(query, lang));
    if (!memo || memo.policy !== policy || memo.entries.length !== sources.length) return undefined;
    for (let i = 0; i < sources.length; i++) if (memo.entries[i] !== sources[i]?.entry) return undefined;
    return memo.built;
  };
  const set: CatalogMemo['set'] = (company, query, lang, sources, policy, built) => {
    let memos = byCompany.get(company);
    if (!memos) byCompany.set(company, (memos = new Map()));
    memos.set(keyOf(query, lang), { entries: sources.map((s) => s.entry), policy, built });
  };
  return {
    get,
    set,
    getOrBuild(company, query, lang, sources, policy, build) {
      let built = get(company, query, lang, sources, policy);
      if (!built) set(company, query, lang, sources, policy, (built = build()));
      const { tools, openai, anthropic, verbsText } = built;
      return { tools: tools.slice(), openai: openai.slice(), anthropic: anthropic.slice(), verbsText };
    },
  };
}
