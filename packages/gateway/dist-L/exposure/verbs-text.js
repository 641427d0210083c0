import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
/**
 * The text that tells the model what it can do in this conversation, from the exposed tools'
 * verbs, in catalog order, each verb once: "Puedes: identificar al cliente por su documento;
 * abrir un caso de soporte y entregar el radicado." No verb at all ⇒ empty string.
 */
export function buildVerbsText(verbs, lang = 'es') {
    const seen = new Set();
    for (const verb of verbs) {
        const v = verb?.trim().replace(/[.;\s]+$/u, '');
        if (v)
            seen.add(v);
    }
    if (seen.size === 0)
        return '';
    return renderMessage(GATEWAY_MESSAGES, 'verbsText', lang, { verbs: [...seen].join('; ') });
}
//# sourceMappingURL=verbs-text.js.map