import { defineMessages } from './message-catalog.js';

/** User-facing messages of @asixto/certify (es default, en available). */
export const CERTIFY_MESSAGES = defineMessages({});
