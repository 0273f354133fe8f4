import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toDocumentJsonSchema } from '../../src/domain/document-schema';

const options = { title: 'things', version: 2, primaryKey: 'id', indexes: ['createdAt'] } as const;

describe('toDocumentJsonSchema', () => {
  it('writes nullable fields as a list of types, with null in their enum', () => {
    const schema = z.object({
      id: z.string().max(64),
      colour: z.enum(['red', 'blue']).nullable(),
      note: z.string().max(10).nullable(),
    });
    const json = toDocumentJsonSchema(schema, { ...options, primaryKey: 'id', indexes: [] });
    expect(json.properties.colour).toEqual({ type: ['string', 'null'], enum: ['red', 'blue', null] });
    expect(json.properties.note).toEqual({ type: ['string', 'null'], maxLength: 10 });
  });

  it('adds the collection keywords and forbids extra fields only at the top', () => {
    const schema = z.object({ id: z.string(), createdAt: z.string(), ref: z.object({ id: z.string() }) });
    const json = toDocumentJsonSchema(schema, { ...options, primaryKey: 'id', indexes: ['createdAt'] });
    expect(json).toMatchObject({
      title: 'things',
      version: 2,
      primaryKey: 'id',
      type: 'object',
      indexes: ['createdAt'],
      additionalProperties: false,
    });
    expect(json.required).toEqual(['id', 'createdAt', 'ref']);
    expect(json.properties.ref).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    });
  });

  it('drops regex patterns and the $schema keyword, keeps formats and bounds', () => {
    const schema = z.object({
      id: z.uuid(),
      at: z.iso.datetime(),
      seq: z.number().min(0),
      ids: z.array(z.string()).max(3),
    });
    const json = toDocumentJsonSchema(schema, { ...options, primaryKey: 'id', indexes: [] });
    expect(json.properties.id).toEqual({ type: 'string', format: 'uuid' });
    expect(json.properties.at).toEqual({ type: 'string', format: 'date-time' });
    expect(json.properties.seq).toEqual({ type: 'number', minimum: 0 });
    expect(json.properties.ids).toEqual({ type: 'array', items: { type: 'string' }, maxItems: 3 });
    expect(json).not.toHaveProperty('$schema');
  });

  it('refuses unions RxDB cannot store', () => {
    const schema = z.object({
      id: z.string(),
      value: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    expect(() => toDocumentJsonSchema(schema, { ...options, primaryKey: 'id', indexes: [] })).toThrow(
      /T \| null/,
    );
  });
});
