import type { AccessLevel, TenantPolicy, ToolRow } from '../api/api-types';

/**
 * The level a call in the playground is treated at, and whether the operator must confirm it first.
 * The tenant's policy may re-classify a tool (`tools.<name>.level`), and it has the last word as it
 * does in the gateway. A tool the console knows nothing about (a name typed by hand) is treated as
 * writing: asking once too often is cheaper than an unintended write in a company's system.
 */
export function callLevel(
  prefixedName: string,
  tools: readonly ToolRow[],
  policy: TenantPolicy | undefined,
): { level: AccessLevel | undefined; confirm: boolean } {
  const row = tools.find((tool) => tool.prefixedName === prefixedName);
  if (!row) return { level: undefined, confirm: true };
  const override = Object.hasOwn(policy?.tools ?? {}, row.name)
    ? policy?.tools?.[row.name]?.level
    : undefined;
  const level = override ?? row.level;
  return { level, confirm: level !== 'read' };
}
