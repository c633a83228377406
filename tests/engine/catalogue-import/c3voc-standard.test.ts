import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../server/catalogue/import/detect';
import { parseSchedule } from '../../../server/catalogue/import/parse';
import { issuePath, schemaIssues } from '../../../server/catalogue/import/schema-check';
import { C3VOC_DIR, c3vocStandard, hasC3vocExamples, readC3voc } from './examples';

const STANDARD_SCHEMA = { 'c3voc-v1': 'schema.json', 'c3voc-v2': 'schema2.json' } as const;

/** Each shared example with its version and what the published schema of that version says about it. */
function judged(file: string) {
  const document = readC3voc(`examples/${file}`);
  const format = detectFormat(document);
  if (format !== 'c3voc-v1' && format !== 'c3voc-v2') throw new Error(`${file} is not a c3voc schedule`);
  const validate = c3vocStandard(STANDARD_SCHEMA[format]);
  const accepted = validate(document);
  return { file, document, format, accepted, standardPaths: new Set((validate.errors ?? []).map(issuePath)) };
}

const examples = hasC3vocExamples
  ? readdirSync(`${C3VOC_DIR}/examples`)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(judged)
  : [];
const accepted = examples.filter((example) => example.accepted);

describe.skipIf(!hasC3vocExamples)('the import against the published c3voc schemas', () => {
  it('has examples of both versions that the published schemas accept', () => {
    expect(new Set(accepted.map((example) => example.format))).toEqual(new Set(['c3voc-v1', 'c3voc-v2']));
  });

  it.each(accepted.map((example) => [example.file, example] as const))('imports %s, which the published schema accepts, without a word', (_file, example) => {
    expect(schemaIssues(example.format, example.document)).toEqual({ errors: [], warnings: [] });
    expect(parseSchedule(example.document, { timeZone: 'UTC' })).toMatchObject({ ok: true });
  });

  it.each(examples.map((example) => [example.file, example] as const))(
    'finds fault with %s only where the published schema does: it rejects no value the standard accepts',
    (_file, example) => {
      const { errors, warnings } = schemaIssues(example.format, example.document);
      for (const issue of [...errors, ...warnings]) expect(example.standardPaths, issue.message).toContain(issue.path);
    },
  );
});
