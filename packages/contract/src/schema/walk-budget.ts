/**
 * A shared step budget for walks over untrusted schemas: `$ref`s can make a small document describe
 * an exponentially large tree, and a hostile server must not be able to stall a check with one.
 */
export interface WalkBudget {
  left: number;
}

/** Steps one walk over one schema may take; far above any real tool definition. */
export const WALK_STEPS = 5_000;

/**
 * A fresh budget.
 *
 * @example
 * const budget = walkBudget(); if (!spend(budget)) return;
 */
export function walkBudget(steps: number = WALK_STEPS): WalkBudget {
  return { left: steps };
}

/** Takes one step; false once the budget is spent. */
export function spend(budget: WalkBudget): boolean {
  budget.left -= 1;
  return budget.left >= 0;
}
