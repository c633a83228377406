import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../blocks';
import { blockSchemaOf } from '../../blocks/shared/lazy/block-schemas';
import { EDITOR_KEYWORDS, type JsonSchema } from '../../src/engine/lazy/validation';
import { bundleSchema } from '../../src/editor/forms/schema-bundle';
import { blockInstanceSchema, bundledSchema, contentValidatorFor, SHARED_SCHEMAS } from '../../src/editor/forms/schema-library';
import { createAppRegistry } from '../../src/app/block-contract';

const BASE = 'https://example.test/';
const address: JsonSchema = {
  $id: `${BASE}schemas/address.json`,
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: { line: { type: 'string', maxLength: 10 } },
  properties: { street: { $ref: '#/$defs/line' }, city: { $ref: '#/$defs/line' } },
  required: ['city'],
};
const named: JsonSchema = { $id: `${BASE}schemas/named.json`, type: 'object', title: 'Named', properties: { name: { type: 'string' } } };

/** A fresh strict Ajv that knows the editor hints and formats (as the server's and the form's do), to check a bundle means what the original means. */
function strictAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array'] });
  return ajv;
}

describe('bundleSchema', () => {
  it.each([
    {
      name: 'inlines a relative $ref to a shared schema and its local $defs',
      schema: { $id: `${BASE}blocks/card/schema.json`, type: 'object', properties: { home: { $ref: '../../schemas/address.json' } } },
      expected: {
        type: 'object',
        properties: {
          home: { type: 'object', properties: { street: { type: 'string', maxLength: 10 }, city: { type: 'string', maxLength: 10 } }, required: ['city'] },
        },
      },
    },
    {
      name: 'merges allOf object parts into the parent; the parent’s title wins',
      schema: {
        $id: `${BASE}blocks/card/schema.json`,
        title: 'CardProps',
        type: 'object',
        allOf: [{ $ref: '../../schemas/named.json' }, { $ref: '../../schemas/address.json' }],
        properties: { tone: { enum: ['warm', 'cold'] } },
        unevaluatedProperties: false,
      },
      expected: {
        title: 'CardProps',
        type: 'object',
        properties: {
          tone: { enum: ['warm', 'cold'] },
          name: { type: 'string' },
          street: { type: 'string', maxLength: 10 },
          city: { type: 'string', maxLength: 10 },
        },
        required: ['city'],
        unevaluatedProperties: false,
      },
    },
    {
      name: 'keeps a part that would change meaning (closed object) as allOf',
      schema: { type: 'object', allOf: [{ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }] },
      expected: { type: 'object', allOf: [{ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }] },
    },
    {
      name: 'keeps a property described twice as allOf',
      schema: { type: 'object', properties: { name: { maxLength: 3 } }, allOf: [{ $ref: `${BASE}schemas/named.json` }] },
      expected: { type: 'object', properties: { name: { maxLength: 3 } }, allOf: [{ type: 'object', title: 'Named', properties: { name: { type: 'string' } } }] },
    },
    {
      name: 'leaves data keywords alone even when they look like schemas',
      schema: { type: 'object', default: { $ref: 'not-a-ref' }, const: { allOf: [] } },
      expected: { type: 'object', default: { $ref: 'not-a-ref' }, const: { allOf: [] } },
    },
  ])('$name', ({ schema, expected }) => {
    expect(bundleSchema(schema, [address, named])).toEqual(expected);
  });

  it.each([
    { name: 'an unknown schema', schema: { $ref: `${BASE}schemas/missing.json` }, message: /unknown schema/ },
    { name: 'a pointer to nothing', schema: { $id: `${BASE}x.json`, $ref: '#/$defs/none' }, message: /points at nothing/ },
    { name: 'a cycle', schema: { $id: `${BASE}loop.json`, $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' }, message: /circular/ },
  ])('refuses $name with a clear message', ({ schema, message }) => {
    expect(() => bundleSchema(schema, [address])).toThrow(message);
  });
});

describe('the real block schemas, bundled', () => {
  const samples: Record<string, unknown[]> = {
    valid: [{}, { heading: 'Hi', headingLevel: 2, wrapperWidth: 50, hideOnMobile: true, wrapperAnchorLink: 'back-to-top' }],
    invalid: [{ headingLevel: 9 }, { nope: 1 }, { wrapperWidth: 42 }, { headingButtons: [{ url: '/x' }] }, { wrapperClass: 'bad!' }],
  };

  it.each(blockTypes.map((type) => [type.name, blockSchemaOf(type) ?? {}] as const))('%s compiles in strict mode and has no $ref left', (_name, schema) => {
    const bundle = bundledSchema(schema);
    expect(JSON.stringify(bundle)).not.toContain('$ref');
    expect(() => strictAjv().compile(bundle)).not.toThrow();
  });

  it('judges section-heading props exactly as the server’s validator does', () => {
    const server = contentValidatorFor(createAppRegistry(blockTypes));
    const section = blockTypes.find((type) => type.name === 'section-heading');
    const check = strictAjv().compile(bundledSchema((section && blockSchemaOf(section)) ?? {}));
    for (const props of [...samples.valid!, ...samples.invalid!]) {
      expect(check(props), JSON.stringify(props)).toBe(server.validateProps('section-heading', props).length === 0);
    }
    expect(samples.invalid!.every((props) => server.validateProps('section-heading', props).length > 0)).toBe(true);
  });

  it('gives Monaco the whole instance: the envelope with the block’s props inside', () => {
    const hero = blockTypes.find((type) => type.name === 'hero-blade');
    const schema = blockInstanceSchema((hero && blockSchemaOf(hero)) ?? {});
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(schema.required).toEqual(['component', 'contentId', 'key', 'props']);
    expect(Object.keys(properties.props?.properties as object)).toEqual(expect.arrayContaining(['assetData', 'textSection', 'wrapperWidth']));
    expect((properties.permissions?.properties as Record<string, JsonSchema>).requireScope?.anyOf).toHaveLength(2);
  });

  it('finds every shared schema of schemas/', () => {
    expect(SHARED_SCHEMAS.map((schema) => schema.$id)).toEqual(
      expect.arrayContaining(['https://confsite.dev/schemas/wrapper-settings.json', 'https://confsite.dev/schemas/block-instance.json']),
    );
  });
});
