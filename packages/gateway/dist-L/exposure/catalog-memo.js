const keyOf = (q, lang) => `${q.scenario}|${q.agentLevel}|${q.channel}|${lang}`;
export function createCatalogMemo() {
    const byCompany = new Map();
    return {
        get(company, query, lang, sources, policy) {
            const memo = byCompany.get(company)?.get(keyOf(query, lang));
            if (!memo || memo.policy !== policy || memo.entries.length !== sources.length)
                return undefined;
            for (let i = 0; i < sources.length; i++)
                if (memo.entries[i] !== sources[i]?.entry)
                    return undefined;
            return memo.built;
        },
        set(company, query, lang, sources, policy, built) {
            let memos = byCompany.get(company);
            if (!memos)
                byCompany.set(company, (memos = new Map()));
            memos.set(keyOf(query, lang), { entries: sources.map((s) => s.entry), policy, built });
        },
    };
}
//# sourceMappingURL=catalog-memo.js.map