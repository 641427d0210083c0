// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { byText, click, render, typeInto } from '../test-support/render';
import type { Rendered } from '../test-support/render';
import { JsonEditor } from './json-editor';
import { checkJsonText } from './json-problem';
import type { JsonProblem } from './json-problem';

const POLICY = `{
  "tools": {
    "cancelar_cita": { "channels": ["chat"] },
    "actualizar_cliente": { "level": "superadmin" }
  }
}`;

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  localStorage.clear();
});

function Harness({ initial, problem }: { initial: string; problem?: JsonProblem }) {
  const [text, setText] = useState(initial);
  const checked = checkJsonText(text);
  return (
    <I18nProvider>
      <JsonEditor
        label="Política (JSON)"
        hint="pista"
        value={text}
        onChange={setText}
        problem={problem ?? (checked.ok ? undefined : checked.problem)}
      />
    </I18nProvider>
  );
}

describe('JsonEditor', () => {
  it("shows the gateway's refusal at its JSON path, line and column, with a caret, and selects it", () => {
    view = render(
      <Harness
        initial={POLICY}
        problem={{
          source: 'gateway',
          message: 'level must be read, write or admin',
          pointer: '/tools/actualizar_cliente/level',
        }}
      />,
    );
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('/tools/actualizar_cliente/level');
    expect(alert?.textContent).toContain('level must be read, write or admin');
    expect(alert?.textContent).toContain('línea 4, columna 29');
    const excerpt = view.container.querySelector('pre.excerpt')?.textContent ?? '';
    const [line, caret] = excerpt.split('\n');
    expect(line).toBe('4 |     "actualizar_cliente": { "level": "superadmin" }');
    expect(caret).toBe(`  | ${' '.repeat(28)}${'^'.repeat('"level": "superadmin"'.length)}`);

    const area = view.container.querySelector('textarea') as HTMLTextAreaElement;
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain(alert?.id ?? 'missing');
    click(byText(view.container, 'Ir al error', 'button'));
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('"level": "superadmin"');
    expect(document.activeElement).toBe(area);
  });

  it('points at a syntax error as the operator types, and clears it once the JSON is valid', () => {
    view = render(<Harness initial="{}" />);
    const area = view.container.querySelector('textarea') as HTMLTextAreaElement;
    typeInto(area, '{\n  "tools": {,}\n}');
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Carácter inesperado en el JSON.');
    expect(alert?.textContent).toContain('línea 2, columna 13');
    typeInto(area, '{\n  "tools": {}\n}');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });
});
