import { CERTIFY_MESSAGES, contractPageUrl, renderMessage } from '@asixto/contract';
import type { Report } from '../engine/report.js';
import { escapeMarkup as x } from './escape.js';
import { docsOf, groupFindings, markOf, pageOf } from './group-findings.js';
import { verdictLines } from './verdict.js';

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.4rem;word-break:break-all}h2{font-size:1.1rem;margin:1.6rem 0 .4rem;border-bottom:1px solid #ddd}
ul{list-style:none;padding:0;margin:0}li{padding:.25rem 0;display:flex;gap:.6rem}
.mark{width:1.2rem;text-align:center;font-weight:700}.pass .mark{color:#1a7f37}.block .mark{color:#cf222e}.warn .mark{color:#9a6700}.skip .mark{color:#0969da}.note{color:#555;font-size:.9em}
code{font:13px ui-monospace,monospace;background:#f3f3f3;padding:0 .25rem;border-radius:3px}.page{color:#666;font-size:.85em}
.verdict{margin:1.2rem 0;padding:1rem;border-radius:6px;font-weight:700}.verdict.ok{background:#dafbe1}.verdict.ko{background:#ffebe9}
.meta{color:#555;font-weight:400}`;

/** Escaped text where `code spans` of the catalog messages become <code> (after escaping, so safe). */
function rich(text: string): string {
  return x(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A single self-contained HTML page (inline CSS, no scripts, every value escaped); the verdict first. */
export function renderHtml(report: Report): string {
  const { lang } = report;
  const sections = groupFindings(report).map((group) => {
    const items = group.findings.map((f) => {
      const mark = markOf(f);
      const symbol = mark === 'pass' ? '✓' : mark === 'block' ? '✗' : '!';
      const page = pageOf(f.rule);
      // "página 02" opens page 02 of the contract in docs/contract.
      const pageRef = page
        ? ` <a class="page" href="${x(contractPageUrl(page, lang))}">${x(renderMessage(CERTIFY_MESSAGES, 'pageRef', lang, { page }))}</a>`
        : '';
      const heuristic =
        f.heuristic && !f.ok
          ? ` <span class="page">[${x(renderMessage(CERTIFY_MESSAGES, 'heuristicMark', lang))}]</span>`
          : '';
      const docs = docsOf(f.rule, lang);
      const rule = docs ? `<a href="${x(docs)}"><code>${x(f.rule)}</code></a>` : `<code>${x(f.rule)}</code>`;
      return `<li class="${mark}"><span class="mark">${symbol}</span><span>${rule}${pageRef} ${rich(f.message)}${heuristic}</span></li>`;
    });
    const skipped = group.skipped.map(
      (s) =>
        `<li class="skip"><span class="mark">-</span><span>${s.rule ? `<code>${x(s.rule)}</code> ` : ''}${x(renderMessage(CERTIFY_MESSAGES, 'sectionSkipped', lang))}: ${rich(s.reason)}</span></li>`,
    );
    const notes = group.notes.map(
      (n) => `<li class="note"><span class="mark">ⓘ</span><span>${rich(n)}</span></li>`,
    );
    return `<section><h2>${x(group.title)}</h2><ul>${[...items, ...notes, ...skipped].join('')}</ul></section>`;
  });
  const closing = verdictLines(report);
  const ok = !report.fatal && report.summary.blocking === 0;
  const title = renderMessage(CERTIFY_MESSAGES, 'reportTitle', lang, { url: report.url });
  const verdict = `<div class="verdict ${ok ? 'ok' : 'ko'}">${x(closing.verdict)}<br><span class="meta">${x(closing.counts)}</span></div>`;
  return `<!DOCTYPE html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${x(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${x(title)}</h1>
${verdict}
<p class="meta">${x(closing.era)} · ${x(closing.idempotency)} · ${x(report.startedAt)}</p>
${sections.join('\n')}
${verdict}
</body>
</html>
`;
}
