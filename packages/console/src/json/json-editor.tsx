import { useId, useRef } from 'react';
import type { MessageData } from '@asixto/contract';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import type { JsonSyntaxReason } from './json-source-map';
import { placeProblem } from './json-problem';
import type { JsonProblem } from './json-problem';

const SYNTAX_MESSAGE: Record<JsonSyntaxReason, ConsoleMessageId> = {
  unexpected_end: 'jsonUnexpectedEnd',
  unexpected_character: 'jsonUnexpectedCharacter',
  invalid_string: 'jsonInvalidString',
  invalid_number: 'jsonInvalidNumber',
  trailing_content: 'jsonTrailingContent',
  too_deep: 'jsonTooDeep',
};

export function problemMessage(
  problem: JsonProblem,
  t: (id: ConsoleMessageId, data?: MessageData) => string,
): string {
  return problem.source === 'syntax' ? t(SYNTAX_MESSAGE[problem.reason]) : problem.message;
}

/**
 * A JSON text field (the tenant policy, a tool's arguments). A problem, local (syntax) or the
 * gateway's own refusal, is shown with its JSON path, its line and column and the line itself with
 * a caret under the spot; "Go to the error" selects it in the text.
 */
export function JsonEditor(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
  problem?: JsonProblem | undefined;
  disabled?: boolean;
  rows?: number;
}) {
  const { label, hint, value, onChange, problem, disabled, rows = 12 } = props;
  const { t } = useI18n();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const place = problem ? placeProblem(value, problem) : undefined;
  const goTo = (): void => {
    const el = area.current;
    if (!el || !place) return;
    el.focus();
    el.setSelectionRange(place.span.start, place.span.end);
  };
  const gutter = place ? String(place.line).length : 0;
  return (
    <div className="field">
      <label htmlFor={`${id}-text`}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={`${id}-text`}
        ref={area}
        className="code-input"
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <div className="field-problem" id={`${id}-problem`} role="alert">
          <p>
            {problem.source === 'gateway' && (
              <>
                <code className="json-path">{problem.pointer === '' ? '/' : problem.pointer}</code>{' '}
              </>
            )}
            {problemMessage(problem, t)}
            {place && <> ({t('lineColumn', { line: place.line, column: place.column })})</>}
          </p>
          {place && (
            <>
              <pre className="excerpt" aria-hidden="true">
                {`${place.line} | ${place.lineText}\n${' '.repeat(gutter)} | ${place.lineText.slice(0, place.column - 1).replace(/[^\t]/g, ' ')}${'^'.repeat(place.caretLength)}`}
              </pre>
              <button type="button" className="button button-small" onClick={goTo}>
                {t('goToError')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
