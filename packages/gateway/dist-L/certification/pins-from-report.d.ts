import type { ToolPins } from '../catalog/prepared-tool.js';
/**
 * Hashes every tool of the certified listing (the report's raw definitions, exactly as listed) and
 * pins the ones that passed: those stay exposable while their definition hash is unchanged.
 */
export declare function pinsFromReport(tools: readonly unknown[], certifiedTools: readonly string[]): {
    hashes: Record<string, string>;
    pins: ToolPins;
};
//# sourceMappingURL=pins-from-report.d.ts.map