import type { MessageData } from '@asixto/contract';
import { isApiError } from '../api/api-error';
import type { ConsoleMessageId } from '../i18n/console-messages';

export interface ErrorText {
  /** The console's own sentence for this kind of failure. */
  title: string;
  /** What the gateway said (already in the operator's language), or the raw cause. */
  detail?: string;
  code?: string;
  requestId?: string;
}

type T = (id: ConsoleMessageId, data?: MessageData) => string;

/** The words for a failed request: the kind decides the sentence, the gateway's message is kept. */
export function describeError(error: unknown, t: T): ErrorText {
  if (!isApiError(error)) {
    return { title: t('errorUnexpected'), detail: error instanceof Error ? error.message : String(error) };
  }
  const known = { code: error.code, ...(error.requestId ? { requestId: error.requestId } : {}) };
  switch (error.kind) {
    case 'network':
      return { title: t('errorNetwork'), detail: error.message };
    case 'unavailable':
      return { title: t('errorUnavailable', { status: error.status }), detail: error.message, ...known };
    case 'server':
      return { title: t('errorServer'), detail: error.message, ...known };
    case 'protocol':
      return { title: t('errorProtocol'), detail: error.message, ...known };
    case 'unauthorized':
      return { title: t('errorUnauthorized'), detail: error.message, ...known };
    case 'forbidden':
      return { title: t('errorForbidden'), detail: error.message, ...known };
    case 'not_found':
      return { title: t('errorNotFound'), detail: error.message, ...known };
    case 'invalid':
      return { title: t('errorInvalid'), detail: error.message, ...known };
  }
}
