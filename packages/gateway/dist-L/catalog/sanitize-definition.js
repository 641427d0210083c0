import { META_KEYS, sanitizeText } from '@asixto/contract';
/**
 * A copy of a listed definition whose model-facing words (description, title, verb, and every
 * `description`/`title` inside its schemas) have control and bidirectional characters removed.
 * Tenant text reaches the model verbatim otherwise; the pin hash is still taken on the original.
 * Runs once per catalog refresh, never per turn.
 */
export function sanitizeDefinition(def) {
    const inputSchema = sanitizeSchemaText(def.inputSchema);
    const outputSchema = def.outputSchema ? sanitizeSchemaText(def.outputSchema) : undefined;
    const description = typeof def.description === 'string' ? sanitizeText(def.description) : undefined;
    const title = typeof def.title === 'string' ? sanitizeText(def.title) : undefined;
    const verb = def._meta?.[META_KEYS.verb];
    const cleanVerb = typeof verb === 'string' ? sanitizeText(verb) : undefined;
    // Copy on write: a clean definition (the usual case) is shared, not duplicated, so a catalog of
    // thousands of tools holds each schema once.
    if (inputSchema === def.inputSchema &&
        outputSchema === def.outputSchema &&
        description === def.description &&
        title === def.title &&
        cleanVerb === verb) {
        return def;
    }
    const clean = { ...def, inputSchema };
    if (description !== undefined)
        clean.description = description;
    if (title !== undefined)
        clean.title = title;
    if (outputSchema)
        clean.outputSchema = outputSchema;
    if (def._meta && cleanVerb !== undefined)
        clean._meta = { ...def._meta, [META_KEYS.verb]: cleanVerb };
    return clean;
}
const TEXT_KEYWORDS = new Set(['description', 'title']);
/** Returns `node` itself when nothing in it needs cleaning; otherwise a cleaned copy of the path. */
function sanitizeSchemaText(node, depth = 0) {
    // Schemas are listed JSON, so no cycles; the depth cap only bounds a hostile nesting.
    if (depth > 64 || typeof node !== 'object' || node === null)
        return node;
    if (Array.isArray(node)) {
        let copy;
        node.forEach((item, i) => {
            const clean = sanitizeSchemaText(item, depth + 1);
            if (clean !== item)
                (copy ??= [...node])[i] = clean;
        });
        return (copy ?? node);
    }
    let out;
    for (const [key, value] of Object.entries(node)) {
        const clean = TEXT_KEYWORDS.has(key) && typeof value === 'string'
            ? sanitizeText(value)
            : sanitizeSchemaText(value, depth + 1);
        if (clean !== value)
            (out ??= { ...node })[key] = clean;
    }
    return (out ?? node);
}
//# sourceMappingURL=sanitize-definition.js.map