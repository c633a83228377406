import { describe, expect, it } from 'vitest';
import { jsonBytes, JsonWriter } from '../../../server/catalogue/search/json-writer';

describe('JsonWriter', () => {
  it('writes counts as digits', () => {
    const out = new JsonWriter();
    out.begin();
    for (const value of [0, 7, 10, 99, 1234567, Number.MAX_SAFE_INTEGER]) {
      out.count(value);
      out.comma();
    }
    expect(out.take().toString()).toBe(`0,7,10,99,1234567,${Number.MAX_SAFE_INTEGER},`);
    expect(() => out.count(-1)).toThrow(RangeError);
    expect(() => out.count(1.5)).toThrow(RangeError);
  });

  it('grows past its first buffer and keeps what it wrote', () => {
    const out = new JsonWriter();
    const chunk = jsonBytes(`"${'ü'.repeat(5000)}"`);
    out.begin();
    for (let k = 0; k < 20; k += 1) out.raw(chunk);
    const bytes = out.take();
    expect(bytes.length).toBe(20 * chunk.length);
    expect(bytes.toString()).toBe(`"${'ü'.repeat(5000)}"`.repeat(20));
  });

  it('starts each answer afresh, and an answer taken is not changed by the next', () => {
    const out = new JsonWriter();
    out.begin();
    out.raw(jsonBytes('{"cut":'));
    out.begin();
    out.raw(jsonBytes('[1]'));
    const first = out.take();
    out.begin();
    out.raw(jsonBytes('[2]'));
    expect(first.toString()).toBe('[1]');
    expect(out.take().toString()).toBe('[2]');
  });
});
