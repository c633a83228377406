import { describe, expect, it } from 'vitest';
import { AnswerBuffers } from '../../../server/catalogue/search/answer-buffers';
import { jsonBytes, JsonWriter } from '../../../server/catalogue/search/json-writer';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('JsonWriter', () => {
  it('writes counts as digits', () => {
    const out = new JsonWriter();
    out.begin(new Uint8Array(8));
    for (const value of [0, 7, 10, 99, 1234567, Number.MAX_SAFE_INTEGER]) {
      out.count(value);
      out.comma();
    }
    expect(text(out.written())).toBe(`0,7,10,99,1234567,${Number.MAX_SAFE_INTEGER},`);
    expect(() => out.count(-1)).toThrow(RangeError);
    expect(() => out.count(1.5)).toThrow(RangeError);
  });

  it('grows past the buffer it was lent and keeps what it wrote', () => {
    const out = new JsonWriter();
    const lent = new Uint8Array(1024);
    const chunk = jsonBytes(`"${'ü'.repeat(5000)}"`);
    out.begin(lent);
    for (let k = 0; k < 20; k += 1) out.raw(chunk);
    const bytes = out.written();
    expect(bytes.buffer).not.toBe(lent.buffer);
    expect(bytes.length).toBe(20 * chunk.length);
    expect(text(bytes)).toBe(`"${'ü'.repeat(5000)}"`.repeat(20));
  });

  it('starts each answer afresh in the buffer it is given', () => {
    const out = new JsonWriter();
    const first = new Uint8Array(64);
    out.begin(first);
    out.raw(jsonBytes('{"cut":'));
    out.begin(first);
    out.raw(jsonBytes('[1]'));
    const one = out.written();
    out.begin(new Uint8Array(64));
    out.raw(jsonBytes('[2]'));
    expect(text(one)).toBe('[1]');
    expect(text(out.written())).toBe('[2]');
  });
});

describe('AnswerBuffers', () => {
  it('lends a buffer given back before making a new one, and keeps only a few', () => {
    const buffers = new AnswerBuffers();
    const lent = buffers.take();
    expect(buffers.take().buffer).not.toBe(lent.buffer);
    buffers.give(lent.buffer);
    expect(buffers.take().buffer).toBe(lent.buffer);
    const many = Array.from({ length: 100 }, () => buffers.take());
    for (const buffer of many) buffers.give(buffer.buffer);
    const again = Array.from({ length: 100 }, () => buffers.take().buffer);
    expect(again.filter((buffer) => many.some((kept) => kept.buffer === buffer)).length).toBeLessThan(100);
  });

  it('does not keep a buffer grown for a huge answer', () => {
    const buffers = new AnswerBuffers();
    const huge = new ArrayBuffer(4 * 1024 * 1024);
    buffers.give(huge);
    expect(buffers.take().buffer).not.toBe(huge);
  });
});
