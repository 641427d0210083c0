// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { render } from '../test-support/render';
import type { Rendered } from '../test-support/render';
import { FindingGroupSection } from './finding-group-section';
import type { FindingGroup } from './group-findings';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const finding = (rule: string, level: 'DEBE' | 'DEBERIA', heuristic: boolean) => ({
  rule,
  level,
  ok: false,
  heuristic,
  tool: 'consultar_cliente',
  message: `${rule} falló`,
});

describe('FindingGroupSection', () => {
  it('colours a level badge by what the finding does: red only when it blocks; DEBERÍA with its accent', () => {
    const group: FindingGroup = {
      key: 'tool:consultar_cliente',
      subject: { kind: 'tool', tool: 'consultar_cliente' },
      problems: [
        finding('tool-description', 'DEBE', false),
        finding('verb-infinitive', 'DEBE', true),
        finding('annotations-declared', 'DEBERIA', false),
      ],
      passed: [],
      skipped: [],
    };
    view = render(
      <I18nProvider>
        <FindingGroupSection group={group} pageOf={new Map()} />
      </I18nProvider>,
    );
    const badges = [...view.container.querySelectorAll('.level')].map((b) => [b.textContent, b.className]);
    expect(badges).toEqual([
      ['DEBE', 'level level-block'],
      // A heuristic DEBE is to be reviewed, not a block: not red.
      ['DEBE', 'level level-warn'],
      ['DEBERÍA', 'level level-warn'],
    ]);
  });
});
