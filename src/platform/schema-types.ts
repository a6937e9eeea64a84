import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

/**
 * Response-schema helpers that serialise fast. fast-json-stringify resolves `anyOf` (what
 * `Type.Union` produces) by running an Ajv validation per value; a list of 50 rows with a
 * handful of nullable or enum fields paid for hundreds of validations per response. These
 * use JSON Schema `enum` and type arrays instead, which it serialises with a type check.
 */

/** A string out of a fixed set. */
export const StringEnum = <T extends string>(values: readonly T[], opts: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...opts });

/** `T` or null, as `type: [T, "null"]` (also accepted by OpenAPI 3.1). */
export function Nullable<S extends TSchema>(schema: S): TUnsafe<S['static'] | null> {
  const { type, enum: values, ...rest } = schema as unknown as { type?: string; enum?: unknown[] };
  if (typeof type !== 'string') throw new Error('Nullable() needs a schema with a single type');
  return Type.Unsafe<S['static'] | null>({
    ...rest,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}
