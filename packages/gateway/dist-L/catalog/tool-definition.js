/** Minimal shape check before a listed entry is used at all (the rules do the real judging). */
export function isToolDefinition(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const v = value;
    return (typeof v.name === 'string' &&
        typeof v.inputSchema === 'object' &&
        v.inputSchema !== null &&
        !Array.isArray(v.inputSchema));
}
//# sourceMappingURL=tool-definition.js.map