// A browser's event stream as EventSource keeps it: reconnects after the server's `retry` when the stream ends
// or breaks, sending the last event id it saw (`Last-Event-ID`), so the node it lands on replays what it missed.
export type StreamEvent = { id?: string; event: string; data: Record<string, unknown> };

export class ResumingStream {
  readonly events: StreamEvent[] = [];
  connects = 0;
  resets = 0;
  /** The ids a reconnection asked to resume from and was answered `reset` (unknown to that node). */
  readonly resetFrom: string[] = [];
  private sentId: string | undefined;
  /** Connections that ended without the client asking (node killed, drained, restarted). */
  breaks = 0;
  private lastId: string | undefined;
  private retryMs = 1000;
  private stopped = false;
  private abort: AbortController | undefined;
  private loop: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    this.loop = this.run();
  }

  private async run() {
    while (!this.stopped) {
      try {
        await this.once();
      } catch {
        // a refused or cut connection: like EventSource, try again after `retry`
      }
      if (this.stopped) return;
      this.breaks++;
      await new Promise((r) => setTimeout(r, this.retryMs));
    }
  }

  private async once() {
    this.abort = new AbortController();
    const headers: Record<string, string> = { accesstoken: this.token, accept: 'text/event-stream' };
    if (this.lastId) headers['last-event-id'] = this.lastId;
    this.sentId = this.lastId;
    const res = await fetch(`${this.url}/api/events`, { headers, signal: this.abort.signal });
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel();
      return;
    }
    this.connects++;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop()!;
      for (const block of blocks) this.take(block);
    }
  }

  private take(block: string) {
    let event = 'message';
    let data = '';
    let id: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data += value;
      else if (field === 'id') id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (id !== undefined) this.lastId = id;
    if (!data) return;
    if (event === 'reset') {
      this.resets++;
      this.resetFrom.push(this.sentId ?? '');
    }
    this.events.push({ id, event, data: JSON.parse(data) as Record<string, unknown> });
  }

  async stop() {
    this.stopped = true;
    this.abort?.abort();
    await this.loop;
  }
}
