import { describe, expect, it } from 'vitest';
import { conversationHasher } from './conversation-hash.js';

describe('conversation hash', () => {
  it('is stable for one key, differs across keys, and never contains the id', () => {
    const a = conversationHasher('a'.repeat(64));
    const b = conversationHasher('b'.repeat(64));
    expect(a('conv-123')).toBe(a('conv-123'));
    expect(a('conv-123')).toMatch(/^[0-9a-f]{32}$/);
    expect(a('conv-123')).not.toBe(a('conv-124'));
    expect(a('conv-123')).not.toBe(b('conv-123'));
  });
});
