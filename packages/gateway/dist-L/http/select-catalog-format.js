/** Picks the provider shape the agent asked for out of the runtime's catalog (which has all three). */
export function selectCatalogFormat(catalog, format) {
    const tools = format === 'openai' ? catalog.openai : format === 'anthropic' ? catalog.anthropic : catalog.tools;
    return { tools, verbsText: catalog.verbsText };
}
//# sourceMappingURL=select-catalog-format.js.map