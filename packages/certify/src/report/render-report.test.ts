import type { Finding } from '@asixto/contract';
import { CONTRACT_DOCS_URL } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import type { Report } from '../engine/report.js';
import { summarize } from '../engine/report.js';
import { escapeMarkup } from './escape.js';
import { renderReport } from './render-report.js';

const findings: Finding[] = [
  { rule: 'server-discover', level: 'DEBE', ok: true, heuristic: false, message: 'discover ok' },
  {
    rule: 'catalog-stable-order',
    level: 'DEBERIA',
    ok: false,
    heuristic: false,
    message: 'orden <cambió> & "más"',
  },
  {
    rule: 'call-output-schema',
    level: 'DEBE',
    ok: false,
    heuristic: false,
    tool: 'b',
    message: 'no conforma',
  },
  { rule: 'call-empty-search', level: 'DEBE', ok: false, heuristic: true, tool: 'a', message: 'búsqueda' },
];

const report: Report = {
  url: 'http://127.0.0.1:1/mcp?a=<x>',
  era: 'modern',
  summary: summarize(findings),
  idempotency: 'not_verified',
  findings,
  tools: [{ name: 'a' }, { name: 'b' }],
  skipped: [
    { rule: 'server-auth-required', reason: 'Autenticación no verificada' },
    { tool: 'c', reason: 'admin' },
  ],
  lang: 'es',
  startedAt: new Date(0).toISOString(),
  durationMs: 12,
};

describe('renderReport', () => {
  it('terminal: server first, tools in listing order, marks, pages, skipped, verdict last', () => {
    const text = renderReport(report, 'terminal');
    const order = ['Servidor', 'Catálogo', 'Herramienta a', 'Herramienta b', 'Herramienta c'].map((s) =>
      text.indexOf(s),
    );
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(text).toContain('✓ server-discover (página 02) discover ok');
    expect(text).toContain('! catalog-stable-order (página 02)');
    expect(text).toContain('✗ call-output-schema (página 02) no conforma');
    expect(text).toContain('! call-empty-search (página 06) búsqueda [heurística, revisar]');
    expect(text).toContain('- server-auth-required Omitido: Autenticación no verificada');
    const lines = text.trim().split('\n');
    expect(lines.at(-4)).toBe('Idempotencia: no verificada');
    expect(lines.at(-3)).toBe('Era del protocolo: moderna (2026-07-28)');
    expect(lines.at(-2)).toBe('NO CERTIFICADO: 1 hallazgo(s) bloqueante(s)');
    expect(lines.at(-1)).toBe('1 cumplen · 1 bloquean · 2 avisos · 2 omitidos · 12 ms');
    expect(text).not.toContain('\u001b[');
    expect(renderReport(report, 'terminal', { color: true })).toContain('\u001b[31m✗');
  });

  it('json: the promised keys, then the link to the rule in the report language', () => {
    const json = JSON.parse(renderReport(report, 'json')) as { findings: Record<string, unknown>[] };
    expect(json.findings[0]).toEqual({
      rule: 'server-discover',
      level: 'DEBE',
      ok: true,
      heuristic: false,
      tool: null,
      message: 'discover ok',
      docs: `${CONTRACT_DOCS_URL}/es/reglas.md#server-discover`,
    });
    const english = JSON.parse(renderReport({ ...report, lang: 'en' }, 'json')) as {
      findings: { docs: string }[];
    };
    expect(english.findings[0]?.docs).toBe(`${CONTRACT_DOCS_URL}/en/rules.md#server-discover`);
    const foreign = { ...report, findings: [{ ...(findings[0] as Finding), rule: 'not-a-rule' }] };
    expect((JSON.parse(renderReport(foreign, 'json')) as typeof english).findings[0]?.docs).toBeNull();
  });

  it('links what failed to its rule: a line in the terminal, the failure text in junit, an anchor in html', () => {
    const docs = (rule: string) => `${CONTRACT_DOCS_URL}/es/reglas.md#${rule}`;
    const lines = renderReport(report, 'terminal').split('\n');
    const at = lines.findIndex((l) => l.includes('✗ call-output-schema'));
    expect(lines[at + 1]).toBe(`      ${docs('call-output-schema')}`);
    expect(lines.some((l) => l.trim() === docs('server-discover'))).toBe(false); // a pass: no line
    // In a terminal (colour on), every rule id is an OSC 8 hyperlink to its explanation.
    const colored = renderReport(report, 'terminal', { color: true });
    expect(colored).toContain(
      `\u001b]8;;${docs('server-discover')}\u001b\\server-discover\u001b]8;;\u001b\\`,
    );
    const xml = renderReport(report, 'junit');
    expect(xml).toContain(`no conforma\n${docs('call-output-schema')}</failure>`);
    expect(xml).toContain(
      `DEBERÍA: orden &lt;cambió&gt; &amp; &quot;más&quot;\n${docs('catalog-stable-order')}`,
    );
    const html = renderReport(report, 'html');
    expect(html).toContain(`<a href="${docs('server-discover')}"><code>server-discover</code></a>`);
    expect(html).toContain(`<a class="page" href="${CONTRACT_DOCS_URL}/es/06-errores.md">página 06</a>`);
  });

  it('junit and html escape every value', () => {
    const xml = renderReport(report, 'junit');
    expect(xml).toContain('orden &lt;cambió&gt; &amp; &quot;más&quot;');
    expect(xml).toContain('<skipped message="Autenticación no verificada" />');
    expect(xml).toMatch(/<testsuites [^>]*tests="6" failures="1" errors="0" skipped="2"/);
    const html = renderReport(report, 'html');
    expect(html).toContain('http://127.0.0.1:1/mcp?a=&lt;x&gt;');
    expect(html).not.toContain('<cambió>');
    expect(escapeMarkup('a\u0001b<')).toBe('ab&lt;');
  });

  it('explains the Asia/Kathmandu probe once, under the tool whose dates failed, in es and en', () => {
    const dateFinding = (tool: string, ok: boolean): Finding => ({
      rule: 'call-date-offset',
      level: 'DEBE',
      ok,
      heuristic: false,
      tool,
      message: ok ? 'fechas bien' : 'La fecha `2026-09-03T09:00:00-05:00` lleva -05:00…',
    });
    const dated = {
      ...report,
      findings: [dateFinding('a', false), dateFinding('a', false), dateFinding('b', true)],
    };
    const text = renderReport(dated, 'terminal');
    const note =
      'Nota: el certificador pide a propósito una zona horaria inusual (Asia/Kathmandu, +05:45) para detectar offsets fijos';
    expect(text.split(note)).toHaveLength(2);
    expect(text.indexOf(note)).toBeGreaterThan(text.indexOf('Herramienta a'));
    expect(text.indexOf(note)).toBeLessThan(text.indexOf('Herramienta b'));
    const english = renderReport({ ...dated, lang: 'en' }, 'html');
    expect(english).toContain(
      'the certifier asks for an unusual time zone on purpose (Asia/Kathmandu, +05:45), to catch fixed offsets',
    );
    expect(english).toContain('<code>com.asixto/timezone</code>');
    expect(renderReport({ ...report, findings: [dateFinding('b', true)] }, 'terminal')).not.toContain(
      'Kathmandu',
    );
  });

  it('html: the verdict comes first, and `code` in messages is shown as code, still escaped', () => {
    const first = findings[0] as Finding;
    const html = renderReport({ ...report, findings: [{ ...first, message: 'usa `x<y>` aquí' }] }, 'html');
    expect(html).toContain('usa <code>x&lt;y&gt;</code> aquí');
    expect(html.indexOf('class="verdict')).toBeLessThan(html.indexOf('<section>'));
  });
});
