/**
 * Feeds text to a server-sent-events parser (the WHATWG rules that matter here): calls
 * `onEvent` for every complete event and returns the unparsed rest.
 */
export function parseServerSentEvents(buffer: string, onEvent: (name: string, data: string) => void): string {
  let rest = buffer;
  for (;;) {
    const match = /\r\n\r\n|\n\n|\r\r/.exec(rest);
    if (match === null) return rest;
    const block = rest.slice(0, match.index);
    rest = rest.slice(match.index + match[0].length);
    let eventName = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') eventName = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onEvent(eventName, data.join('\n'));
  }
}
