import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textWireFrame } from './wire-frame';

// ws's own framing (exported at run time, not declared by @types/ws): the reference the hub's bytes must equal.
const { Sender } = ws as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

describe('textWireFrame', () => {
  // Every length class of the header: 7-bit, 16-bit and 64-bit payload lengths, at their edges.
  it.each([0, 1, 125, 126, 65535, 65536, 200_000])('matches what ws sends for %i bytes', (n) => {
    const payload = Buffer.alloc(n, 'x');
    const expected = Buffer.concat(
      Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    expect(textWireFrame(payload).equals(expected)).toBe(true);
  });

  it('encodes a string payload as UTF-8', () => {
    const frame = textWireFrame('{"é":1}');
    expect(frame[1]).toBe(Buffer.byteLength('{"é":1}'));
    expect(frame.subarray(2).toString('utf8')).toBe('{"é":1}');
  });
});
