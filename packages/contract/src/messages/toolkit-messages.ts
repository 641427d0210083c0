import { defineMessages } from './message-catalog.js';

/** User-facing messages of @asixto/toolkit (es default, en available). */
export const TOOLKIT_MESSAGES = defineMessages({});
