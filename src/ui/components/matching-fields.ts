import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';

/**
 * Adds "fields do not match" to a resolver's answer even when other fields are invalid too: a zod
 * object refinement only runs once every field parses, but the form should list all problems at once.
 */
export function withMatchingFields<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  first: Path<TValues>,
  second: Path<TValues>,
  message: string,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const confirmation: unknown = get(values, second);
    const errors: FieldErrors<TValues> = result.errors;
    if (!confirmation || confirmation === get(values, first) || get(errors, second)) return result;
    const mismatch: ResolverResult<TValues, TOutput> = {
      values: {},
      errors: { ...errors, [second]: { type: 'validate', message } },
    };
    return mismatch;
  };
}
