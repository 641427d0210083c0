import type { Lang } from '@asixto/contract';
/**
 * The text that tells the model what it can do in this conversation, from the exposed tools'
 * verbs, in catalog order, each verb once: "Puedes: identificar al cliente por su documento;
 * abrir un caso de soporte y entregar el radicado." No verb at all ⇒ empty string.
 */
export declare function buildVerbsText(verbs: Iterable<string | undefined>, lang?: Lang): string;
//# sourceMappingURL=verbs-text.d.ts.map