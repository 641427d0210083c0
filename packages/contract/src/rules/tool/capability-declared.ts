import { META_KEYS } from '../../constants/meta-keys.js';
import { isScenarioKey } from '../../constants/scenario-keys.js';
import { own } from '../../schema/json-value.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

type Id = 'missing' | 'notList' | 'emptyList' | 'notString' | 'unknownKey';

/**
 * Pages 02 "Clasificación de la herramienta" and 04: `com.asixto/capability` (one key) or
 * `com.asixto/capabilities` (a list that replaces it) holding only canonical scenario keys.
 */
export const capabilityDeclared = defineRule({
  id: 'capability-declared',
  level: 'DEBE',
  page: '04',
  section: 'Claves canónicas de escenario (y página 02, Clasificación de la herramienta)',
  scope: 'tool',
  heuristic: false,
  title: {
    es: '`_meta` declara `com.asixto/capability` o `capabilities` con claves de la página 04',
    en: '`_meta` declares `com.asixto/capability` or `capabilities` with keys of page 04',
  },
  messages: {
    es: {
      missing: 'Falta `com.asixto/capability` en el `_meta` de la herramienta: no se expondrá nunca',
      notList: '`com.asixto/capabilities` debe ser una lista de claves',
      emptyList: '`com.asixto/capabilities` está vacía',
      notString: 'La clave de escenario {key} no es texto',
      unknownKey: 'La clave de escenario `{key}` no existe en la página 04',
    },
    en: {
      missing: 'The tool `_meta` lacks `com.asixto/capability`: it will never be exposed',
      notList: '`com.asixto/capabilities` must be a list of keys',
      emptyList: '`com.asixto/capabilities` is empty',
      notString: 'Scenario key {key} is not a string',
      unknownKey: 'Scenario key `{key}` does not exist in page 04',
    },
  },
  docs: {
    why: {
      es: 'El agente no expone todo su catálogo en cada conversación: filtra por escenario. Una herramienta sin una clave canónica de la página 04 no se expone nunca, y una clave inventada se rechaza.',
      en: 'The agent does not offer its whole catalog in every conversation: it filters by scenario. A tool without a canonical key of page 04 is never exposed, and an invented key is refused.',
    },
    fail: {
      code: '{"_meta": {"com.asixto/capability": "quejas", "com.asixto/verb": "abrir un caso de soporte"}}',
    },
    pass: {
      code: '{"_meta": {"com.asixto/capabilities": ["pqr", "soporte"], "com.asixto/verb": "abrir un caso de soporte"}}',
    },
  },
  check(tool: unknown) {
    const { meta } = toolFields(tool);
    const list = meta ? own(meta, META_KEYS.capabilities) : undefined;
    const single = meta ? own(meta, META_KEYS.capability) : undefined;
    let keys: unknown[];
    if (list !== undefined) {
      if (!Array.isArray(list)) return [{ ok: false, messageId: 'notList' }];
      if (list.length === 0) return [{ ok: false, messageId: 'emptyList' }];
      keys = list;
    } else if (single !== undefined && single !== null) {
      keys = [single];
    } else {
      return [{ ok: false, messageId: 'missing' }];
    }
    const results: RuleResult<Id>[] = [];
    for (const key of keys) {
      if (typeof key !== 'string')
        results.push({
          ok: false,
          messageId: 'notString',
          data: { key: JSON.stringify(key) ?? String(key) },
        });
      else if (!isScenarioKey(key)) results.push({ ok: false, messageId: 'unknownKey', data: { key } });
    }
    return results;
  },
});
