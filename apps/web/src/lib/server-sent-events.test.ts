import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './server-sent-events';

function parse(text: string): { events: [string, string][]; rest: string } {
  const events: [string, string][] = [];
  const rest = parseServerSentEvents(text, (name, data) => events.push([name, data]));
  return { events, rest };
}

describe('parseServerSentEvents', () => {
  it('reads what GET /events sends: changes, the stream state, comments and retry', () => {
    const { events, rest } = parse(
      'retry: 3000\n\n: keep-alive\n\nevent: message\ndata: {"chatId":"c1"}\n\nevent: paused\ndata: {}\n\nevent: resumed\ndata: {}\n\nevent: closing\ndata: {}\n\n',
    );
    expect(events).toEqual([
      ['message', '{"chatId":"c1"}'],
      ['paused', '{}'],
      ['resumed', '{}'],
      ['closing', '{}'],
    ]);
    expect(rest).toBe('');
  });

  it('keeps an event cut across chunks until its end arrives', () => {
    const first = parse('event: job-request\ndata: {"chat');
    expect(first.events).toEqual([]);
    expect(parse(`${first.rest}Id":"c2"}\r\n\r\n`).events).toEqual([['job-request', '{"chatId":"c2"}']]);
  });

  it('joins data lines, and names an unnamed event "message"', () => {
    expect(parse('data: a\ndata: b\n\n').events).toEqual([['message', 'a\nb']]);
  });
});
