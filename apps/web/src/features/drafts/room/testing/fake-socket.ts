/** The browser's WebSocket as the live connection uses it, with a drop for reconnect tests. */
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
  push(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  close() {
    this.readyState = 3;
  }
}
