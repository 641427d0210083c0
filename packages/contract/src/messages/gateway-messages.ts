import { defineMessages } from './message-catalog.js';

/** User-facing messages of @asixto/gateway (es default, en available). */
export const GATEWAY_MESSAGES = defineMessages({});
