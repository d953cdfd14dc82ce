/** The browser's WebSocket as far as the live connection uses it; stub it with vi.stubGlobal('WebSocket', FakeWebSocket). */
export class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readyState = 0;
  sent: { type: string; topics: string[] }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** A message from the server, e.g. `{type: 'news', topic: 'news:nfl', data}`. */
  push(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  /** The server goes away (code 1006): the live connection reconnects, as after a network drop. */
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
