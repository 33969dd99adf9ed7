import * as z from 'zod/mini';
import type { SomeType, util } from 'zod/v4/core';

// The building blocks of the route search schemas. They are zod mini (functional, tree-shaken), not classic zod:
// a route validates its search before its code loads, so these are in the first download (issue 12).
// Each is a Standard Schema, which `validateSearch` takes as it is.

/** An optional search param: a bad value is dropped (`?x=bad` reads as no x), never a failed page. */
export const optionalParam = <T extends SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A whole number from the URL (`?pageNo=3` may come as text), between `min` and `max`. */
export const intParam = (min: number, max?: number) => z.coerce.number().check(z.int(), z.gte(min), ...(max === undefined ? [] : [z.lte(max)]));

/** One of the given sizes (`?pageSize=20`). */
export const sizeParam = (sizes: readonly number[]) => z.coerce.number().check(z.refine((size) => sizes.includes(size)));

/** A param with a default: missing or bad reads as `fallback`. */
export const paramWithDefault = <T extends SomeType>(schema: T, fallback: util.NoUndefined<z.output<T>>) => z.catch(z._default(schema, fallback), fallback);
