import { describe, expect, it } from 'vitest';
import { foldLines } from '../../../server/calendar/fold-lines';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('foldLines', () => {
  it.each([
    ['short ASCII', 'SUMMARY:Wombats', 1],
    ['exactly 75 octets', `SUMMARY:${'a'.repeat(67)}`, 1],
    ['76 octets', `SUMMARY:${'a'.repeat(68)}`, 2],
    ['CJK (3 octets each)', `SUMMARY:${'云原生架构'.repeat(12)}`, 3],
    ['emoji outside the BMP (4 octets, surrogate pairs)', `SUMMARY:${'🦘'.repeat(40)}`, 3],
    ['mixed', `DESCRIPTION:Größe ${'日本語テキスト'.repeat(6)} café`, 3],
  ])('%s: lines within 75 octets, no character split, unfolds to the original', (_name, line, lines) => {
    const folded = foldLines(line);
    const physical = folded.split('\r\n');
    expect(physical).toHaveLength(lines);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(line);
  });

  it('folds each content line on its own', () => {
    const text = `BEGIN:VEVENT\r\nSUMMARY:${'x'.repeat(100)}\r\nEND:VEVENT`;
    expect(foldLines(text).split('\r\n').map((line) => line.slice(0, 6))).toEqual(['BEGIN:', 'SUMMAR', ' xxxxx', 'END:VE']);
  });
});
