import { LIMITS } from '../../constants/limits.js';
import { isErrorType } from '../../constants/error-types.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

function errorObject(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const error = (value as { error?: unknown }).error;
  return error && typeof error === 'object' ? (error as Record<string, unknown>) : undefined;
}

/** Page 06: `isError: true`, `structuredContent.error` with one of six types and a short `user_message`. */
export const callErrorShape = defineRule({
  id: 'call-error-shape',
  level: 'DEBE',
  page: '06',
  section: 'Errores de negocio (forma y los seis valores)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'Un error de negocio usa la forma de la página 06',
    en: 'A business error uses the page 06 shape',
  },
  messages: {
    es: {
      noObject: 'El resultado con `isError: true` no trae `structuredContent.error`',
      badType: '`error_type` {type} no es uno de BLOCKER, NOT_FOUND, VALIDATION, PERMISSION, SYSTEM, UNKNOWN',
      noMessage: 'El error no trae `user_message` (una frase que el agente pueda decir tal cual)',
      longMessage: '`user_message` tiene {length} caracteres (máximo {max})',
      textMismatch: 'El primer bloque de texto no es el error serializado como JSON',
    },
    en: {
      noObject: 'The result with `isError: true` has no `structuredContent.error`',
      badType:
        '`error_type` {type} is not one of BLOCKER, NOT_FOUND, VALIDATION, PERMISSION, SYSTEM, UNKNOWN',
      noMessage: 'The error has no `user_message` (a sentence the agent can say as is)',
      longMessage: '`user_message` has {length} characters (at most {max})',
      textMismatch: 'The first text block is not the error serialised as JSON',
    },
  },
  docs: {
    why: {
      es: 'El agente reacciona según `error_type` (pide el dato de nuevo, explica un bloqueo, se disculpa) y dice `user_message` tal cual, también en voz alta. Sin esa forma, el error se trata como desconocido y el cliente no se entera de qué pasó.',
      en: 'The agent reacts according to `error_type` (asks for the detail again, explains a block, apologises) and says `user_message` as it is, aloud too. Without that shape the error is treated as unknown and the customer never learns what happened.',
    },
    fail: {
      code: '{"isError": true, "content": [{"type": "text", "text": "Error 404: appointment not found"}]}',
    },
    pass: {
      code: '{"isError": true, "content": [{"type": "text", "text": "{\\"error\\":{\\"error_type\\":\\"NOT_FOUND\\",\\"user_message\\":\\"No encontré una cita con esos datos.\\"}}"}], "structuredContent": {"error": {"error_type": "NOT_FOUND", "user_message": "No encontré una cita con esos datos."}}}',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result' && call.isError,
  check(call: CallProbe) {
    const error = errorObject(call.structuredContent);
    if (!error) return [{ ok: false, messageId: 'noObject' }];
    const out: RuleResult<'badType' | 'noMessage' | 'longMessage' | 'textMismatch'>[] = [];
    if (!isErrorType(error.error_type)) {
      out.push({
        ok: false,
        messageId: 'badType' as const,
        data: { type: JSON.stringify(error.error_type) ?? '—' },
      });
    }
    const message = error.user_message;
    if (typeof message !== 'string' || message.trim() === '') {
      out.push({ ok: false, messageId: 'noMessage' as const });
    } else if ([...message].length > LIMITS.userMessageMax) {
      out.push({
        ok: false,
        messageId: 'longMessage' as const,
        data: { length: [...message].length, max: LIMITS.userMessageMax },
      });
    }
    let serialised: unknown;
    try {
      serialised = JSON.parse(call.firstText ?? '');
    } catch {
      serialised = undefined;
    }
    if (errorObject(serialised)?.error_type !== error.error_type)
      out.push({ ok: false, messageId: 'textMismatch' as const });
    return out;
  },
});
