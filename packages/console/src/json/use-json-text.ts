import { useState } from 'react';
import { checkJsonText } from './json-problem';
import type { JsonProblem } from './json-problem';

/**
 * The state of a JSON text field: its text, and the local problem found on the last `read` (a
 * syntax error), cleared as soon as the text changes.
 */
export function useJsonText(initial: string | (() => string)) {
  const [text, setRawText] = useState(initial);
  const [problem, setProblem] = useState<JsonProblem>();
  return {
    text,
    problem,
    setProblem,
    setText: (next: string): void => {
      setRawText(next);
      setProblem(undefined);
    },
    /** The parsed value, or `undefined` after marking where the JSON is broken. */
    read: (): { value: unknown } | undefined => {
      const checked = checkJsonText(text);
      setProblem(checked.ok ? undefined : checked.problem);
      return checked.ok ? { value: checked.value } : undefined;
    },
  };
}
