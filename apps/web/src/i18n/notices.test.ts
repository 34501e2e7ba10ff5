import { CHAT_NOTICE_KINDS, chatNoticeText } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import notices from './en/notices.json';

describe('the chat notices', () => {
  it('have an entry for every kind the server writes, and no other', () => {
    expect(Object.keys(notices).sort()).toEqual([...CHAT_NOTICE_KINDS].sort());
  });

  it.each(CHAT_NOTICE_KINDS)('read %s in English exactly as the server stores it', (kind) => {
    const jobTitle = 'Runway models for Riyadh Fashion Week';
    expect(notices[kind].replace('{{jobTitle}}', jobTitle)).toBe(chatNoticeText({ kind, jobTitle }));
  });
});
