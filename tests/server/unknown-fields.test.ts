import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { badInput, MAX_INPUT_DEPTH, wellFormed } from '../../server/http/input-checks';
import { unknownFields } from '../../server/http/unknown-fields';
import { deeplyNested } from './support/fuzz-inputs';

/** Issue 24 §6: the body fields a schema does not know, found wherever they sit (server/http/unknown-fields.ts). */
describe('unknown body fields', () => {
  const line = z.object({ entryId: z.string(), price: z.number() });
  const body = z.object({ lines: z.array(line), comment: z.string().nullish() });

  it('are named with the object they sit in, at any depth', () => {
    expect(unknownFields(body, { lines: [], note: 1 })).toEqual([{ path: [], keys: ['note'] }]);
    expect(
      unknownFields(body, {
        lines: [
          { entryId: 'a', price: 1 },
          { entryId: 'b', price: 2, x: 0 },
        ],
      }),
    ).toEqual([{ path: ['lines', '1'], keys: ['x'] }]);
    expect(unknownFields(body, { lines: [], comment: null })).toEqual([]);
  });

  it('are looked for through optional, default, refined and piped schemas', () => {
    const wrapped = body
      .partial()
      .nullish()
      .default({})
      .refine(() => true);
    expect(unknownFields(wrapped, { oops: 1 })).toEqual([{ path: [], keys: ['oops'] }]);
    expect(
      unknownFields(
        z.object({ n: z.string() }).transform((v) => v.n),
        { n: 'a', m: 'b' },
      ),
    ).toEqual([{ path: [], keys: ['m'] }]);
  });

  it('are left alone where a schema takes any key: loose objects and records', () => {
    expect(unknownFields(z.looseObject({ id: z.string() }), { id: 'a', extra: 1 })).toEqual([]);
    expect(unknownFields(z.record(z.string(), z.unknown()), { anything: 1 })).toEqual([]);
  });

  it('in a union are those of no option the value is valid for', () => {
    const union = z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })]);
    expect(unknownFields(union, { a: 'x', b: 1 })).toEqual([]);
    expect(unknownFields(union, { a: 'x', c: 1 })).toEqual([{ path: [], keys: ['c'] }]);
  });
});

describe('bad input anywhere in a request part', () => {
  it('finds a NUL character in a value or a key, with its path', () => {
    expect(badInput({ a: [{ b: 'x\u0000' }] })).toEqual({
      path: ['a', '0', 'b'],
      key: 'validation.nulCharacter',
    });
    expect(badInput({ 'k\u0000': 1 })).toEqual({ path: ['k\u0000'], key: 'validation.nulCharacter' });
    expect(badInput({ a: 'fine', b: ['🎵', '\ud800'] })).toBeUndefined();
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    expect(badInput(deeplyNested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(badInput(deeplyNested(MAX_INPUT_DEPTH + 1))?.key).toBe('validation.tooDeep');
    expect(badInput(deeplyNested(200_000))?.key).toBe('validation.tooDeep');
  });
});

describe('lone surrogates in a JSON body', () => {
  it('become U+FFFD wherever they sit, pairs and other text kept, an untouched body returned as it is', () => {
    const body = { reason: 'a\ud800b', lines: [{ note: '\udc00', emoji: '🎵' }], ['k\ud801']: 1 };
    expect(wellFormed(body)).toEqual({
      reason: 'a\ufffdb',
      lines: [{ note: '\ufffd', emoji: '🎵' }],
      ['k\ufffd']: 1,
    });
    const clean = { reason: 'fine 🎵', lines: [{ n: 1 }] };
    expect(wellFormed(clean)).toBe(clean);
    expect(JSON.parse(JSON.stringify(wellFormed(body)))).toEqual(wellFormed(body));
  });
});
