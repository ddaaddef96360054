import { describe, expect, it } from 'vitest';
import { parseTypedCode } from './typed-code.ts';

describe('parseTypedCode', () => {
  it('reads a booking reference whatever its case and spacing', () => {
    for (const typed of ['K7PX9QRT', 'k7px9qrt', ' k7px 9qrt ', 'K7PX-9QRT']) {
      expect(parseTypedCode(typed)).toEqual({ kind: 'reference', reference: 'K7PX9QRT', position: null });
    }
  });

  it("reads a reference followed by a ticket's position", () => {
    for (const typed of ['K7PX9QRT 2', 'k7px9qrt-2', 'K7PX9QRT/2', 'K7PX9QRT #2', 'K7PX9QRT2']) {
      expect(parseTypedCode(typed)).toEqual({ kind: 'reference', reference: 'K7PX9QRT', position: 2 });
    }
    expect(parseTypedCode('K7PX9QRT 12')).toEqual({ kind: 'reference', reference: 'K7PX9QRT', position: 12 });
  });

  it('keeps a ticket number exactly as typed (they are case-sensitive), and a QR text whole', () => {
    expect(parseTypedCode(' aB3-xY_9kLmN0pQrStUvWx ')).toEqual({
      kind: 'ticketNumber',
      ticketNumber: 'aB3-xY_9kLmN0pQrStUvWx',
    });
    expect(parseTypedCode('g@p@T1')).toEqual({ kind: 'qr', text: 'g@p@T1' });
    expect(parseTypedCode('K7PX9QR')).toEqual({ kind: 'ticketNumber', ticketNumber: 'K7PX9QR' });
    expect(parseTypedCode('K7PX9QRT 2a')).toEqual({ kind: 'ticketNumber', ticketNumber: 'K7PX9QRT 2a' });
    expect(parseTypedCode('   ')).toBeNull();
  });
});
