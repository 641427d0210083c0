/**
 * How much the certifier will build to satisfy a tenant's schema. Sizes come from an untrusted
 * server (`minItems: 1e9`, `minLength: 4e8`): one allocation that big aborts the whole process, a
 * worker's `resourceLimits` notwithstanding. A schema that demands more than these is one the
 * certifier cannot synthesize arguments for, and its calls are skipped (`skipNoArguments`). Every
 * bound is far above what a real tool's arguments need.
 */
export const SYNTHESIS_LIMITS = {
  /** Largest `minItems` honoured. */
  items: 50,
  /** Largest `minLength` honoured, in code points. */
  stringLength: 4_096,
  /** Largest `minProperties` honoured. */
  properties: 64,
  /** Nesting of objects and arrays built (deeper optional parts are left out, required ones fail). */
  depth: 4,
  /** Nesting of a value taken from the schema itself (`const`, `enum`, `default`, `examples`). */
  valueDepth: 32,
  /** Size of all the arguments of one call, as serialized JSON (characters). */
  size: 64 * 1024,
} as const;

/** What is left of `SYNTHESIS_LIMITS.size` while one call's arguments are built. */
export interface SynthesisBudget {
  left: number;
}

/** A fresh budget for one call's arguments. */
export function synthesisBudget(size: number = SYNTHESIS_LIMITS.size): SynthesisBudget {
  return { left: size };
}

/**
 * Takes `size` from the budget; false (taking nothing) when it does not fit.
 *
 * @example
 * if (!spend(budget, text.length + 2)) return undefined;
 */
export function spend(budget: SynthesisBudget, size: number): boolean {
  if (!(size <= budget.left)) return false;
  budget.left -= size;
  return true;
}
