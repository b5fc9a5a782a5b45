import { EventSourceParserStream } from 'eventsource-parser/stream';

/** One Server-Sent Event. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Reads a fetch body as Server-Sent Events (the chat stream is a POST, so EventSource cannot read it). */
export async function* readServerSentEvents(body: ReadableStream<BufferSource>): AsyncGenerator<ServerSentEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield { event: value.event ?? 'message', data: value.data };
    }
  } finally {
    // The reader stopped early (the reply is done): stop the body too.
    await reader.cancel().catch(() => undefined);
  }
}
