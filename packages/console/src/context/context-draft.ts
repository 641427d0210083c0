import type { AccessLevel, AgentContext, Channel, ScenarioKey } from '../api/api-types';
import type { ConsoleMessageId } from '../i18n/console-messages';

/** The agent context the operator is composing: what exposure and the playground are asked about. */
export interface ContextDraft {
  company: string;
  scenario: ScenarioKey | '';
  channel: Channel;
  agentLevel: AccessLevel;
  conversationId: string;
}

/**
 * A conversation id for the console's own calls. `crypto.getRandomValues`, not `randomUUID`, because
 * the console may be served over plain HTTP on an internal host, where `randomUUID` does not exist.
 */
export function consoleConversationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `console-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function emptyDraft(company = ''): ContextDraft {
  return {
    company,
    scenario: '',
    channel: 'chat',
    agentLevel: 'read',
    conversationId: consoleConversationId(),
  };
}

type MissingField = 'company' | 'scenario' | 'conversationId';

/** What the page says when a field of the context is still missing. */
export const MISSING_MESSAGE: Record<MissingField, ConsoleMessageId> = {
  company: 'missingCompany',
  scenario: 'missingScenario',
  conversationId: 'missingConversationId',
};

/** The draft as an AgentContext, or the name of the first field still missing. */
export function contextOf(draft: ContextDraft, lang: 'es' | 'en'): AgentContext | { missing: MissingField } {
  if (draft.company === '') return { missing: 'company' };
  if (draft.scenario === '') return { missing: 'scenario' };
  const conversationId = draft.conversationId.trim();
  if (conversationId === '') return { missing: 'conversationId' };
  return {
    company: draft.company,
    conversationId,
    channel: draft.channel,
    scenario: draft.scenario,
    agentLevel: draft.agentLevel,
    lang,
  };
}
