/** One Server-Sent Event. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Incremental Server-Sent Events parser (the chat stream is a POST, so EventSource cannot read it).
 * Feed it decoded text as it arrives; it returns the events completed so far.
 */
export class SseParser {
  private buffer = '';

  push(text: string): ServerSentEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const parsed = parseBlock(block);
      if (parsed) events.push(parsed);
      boundary = this.buffer.indexOf('\n\n');
    }
    return events;
  }

  /** Whatever is left when the stream ends (a last event without its blank line). */
  flush(): ServerSentEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    const parsed = rest.trim() ? parseBlock(rest) : null;
    return parsed ? [parsed] : [];
  }
}

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 && event === 'message') return null;
  return { event, data: data.join('\n') };
}

/** Reads a fetch body as Server-Sent Events. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) yield event;
    }
    for (const event of parser.push(decoder.decode())) yield event;
    for (const event of parser.flush()) yield event;
  } finally {
    reader.releaseLock();
  }
}
