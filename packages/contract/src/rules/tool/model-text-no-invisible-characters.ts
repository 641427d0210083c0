import { findHidden } from '../../text/invisible-characters.js';
import type { HiddenKind } from '../../text/invisible-characters.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fieldLabel, MAX_TEXT_FINDINGS } from './facing-text-findings.js';
import { modelFacingTexts } from './model-facing-texts.js';

const KIND_ID = {
  tag: 'tag',
  'zero-width': 'zeroWidth',
  'variation-selector': 'variationSelector',
  bidi: 'bidi',
} as const satisfies Record<HiddenKind, string>;

/**
 * Page 02 "Descripciones" (no instructions to the model; DEBE when hidden). A character nobody sees
 * has no honest use in a tool definition, and each of these carries text or reorders it for the
 * model alone: Unicode tags (an invisible copy of ASCII), zero-width and word-joiner characters,
 * variation selectors 17–256, bidirectional controls. Checked in every string the model reads —
 * name, title, description, verb, every key and value of both schemas, nested parameters included.
 *
 * False positives: none by construction, with one exception made on purpose: a zero-width joiner
 * between two pictographs (an emoji sequence) is not hidden text.
 */
export const modelTextNoInvisibleCharacters = defineRule({
  id: 'model-text-no-invisible-characters',
  level: 'DEBE',
  page: '02',
  section: 'Descripciones (texto oculto al revisor: DEBE)',
  scope: 'tool',
  heuristic: false,
  title: {
    es: 'Ningún texto de la definición lleva caracteres invisibles',
    en: 'No text of the definition carries invisible characters',
  },
  messages: {
    es: {
      tag: '{field} esconde {count} carácter(es) de etiqueta Unicode ({code}): texto invisible que solo lee el modelo; quítelos',
      zeroWidth:
        '{field} lleva {count} carácter(es) de ancho cero ({code}): separan palabras sin que se vea; quítelos',
      variationSelector:
        '{field} lleva {count} selector(es) de variación ({code}) que pueden codificar texto oculto; quítelos',
      bidi: '{field} lleva {count} control(es) bidireccional(es) ({code}) que reordenan el texto que lee el modelo; quítelos',
    },
    en: {
      tag: '{field} hides {count} Unicode tag character(s) ({code}): invisible text only the model reads; remove them',
      zeroWidth:
        '{field} carries {count} zero-width character(s) ({code}) that split words unseen; remove them',
      variationSelector:
        '{field} carries {count} variation selector(s) ({code}) that can encode hidden text; remove them',
      bidi: '{field} carries {count} bidirectional control(s) ({code}) that reorder the text the model reads; remove them',
    },
  },
  docs: {
    why: {
      es: 'Un carácter invisible (etiquetas Unicode, espacios de ancho cero, controles bidireccionales) esconde texto que el modelo lee y quien revisa la definición no ve. No tiene uso legítimo en una definición.',
      en: 'An invisible character (Unicode tags, zero-width spaces, bidirectional controls) hides text the model reads and a reviewer of the definition does not see. It has no legitimate use in a definition.',
    },
    fail: {
      code: '{"description": "Devuelve el estado de un pedido.\\u200b No la uses para cancelar pedidos."}',
      note: {
        es: '`\\u200b` es un espacio de ancho cero: en pantalla no se ve.',
        en: '`\\u200b` is a zero-width space: it does not show on screen.',
      },
    },
    pass: {
      code: '{"description": "Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos."}',
    },
  },
  check(tool: unknown) {
    const out: RuleResult<(typeof KIND_ID)[HiddenKind]>[] = [];
    for (const { text, path } of modelFacingTexts(tool)) {
      const hidden = findHidden(text);
      if (!hidden) continue;
      out.push({
        ok: false,
        messageId: KIND_ID[hidden.kind],
        path,
        data: { field: fieldLabel(path), count: hidden.count, code: hidden.first },
      });
      if (out.length === MAX_TEXT_FINDINGS) break;
    }
    return out;
  },
});
