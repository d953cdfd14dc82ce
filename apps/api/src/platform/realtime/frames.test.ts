import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textFrame } from './frames.ts';

// `ws`'s own frame parser (as a browser's would) reads what textFrame wrote; its types leave it out.
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: {
    isServer: boolean;
  }) => NodeJS.WritableStream & {
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  };
};

function read(frame: Buffer): { text: string; isBinary: boolean }[] {
  const receiver = new Receiver({ isServer: false });
  const messages: { text: string; isBinary: boolean }[] = [];
  receiver.on('message', (data, isBinary) => messages.push({ text: data.toString(), isBinary }));
  receiver.write(frame);
  return messages;
}

describe('a topic message framed once', () => {
  // Each length form of RFC 6455: 7 bits, 16 bits (126) and 64 bits (127), at their edges.
  it.each([0, 1, 125, 126, 65_535, 65_536, 200_000])(
    'reads back as one text message of %i bytes',
    (length) => {
      const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
      expect(read(textFrame(Buffer.from(text)))).toEqual([{ text, isBinary: false }]);
    },
  );
});
