import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue, isServerMessageKey, type Translator } from '@crescendo/i18n/server-errors';

/**
 * react-hook-form's zod resolver on a contract's schema, its errors in the reader's language: a contract's
 * message is a catalogue key ('validation.groupNameMax'), said by `describeIssue` with the issue's numbers,
 * so that the browser refuses with the words the server would use. A form's own rule (a `refine` beside the
 * contract: a category to choose) writes its words already said, and they are kept.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  i18n: Translator,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // The resolver keeps an issue's message and code only; its numbers (the maximum) come from the issue.
    const parsed = schema.safeParse(values);
    const words = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.join('.');
      if (words.has(path)) continue;
      const ownWords = issue.code === 'custom' && !isServerMessageKey(issue.message);
      words.set(path, ownWords ? issue.message : describeIssue(issue, i18n));
    }
    return { values: {}, errors: reworded(result.errors, words, '') as FieldErrors<Input> };
  };
}

function reworded(errors: object, words: ReadonlyMap<string, string>, prefix: string): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'object' || value === null) out[key] = value;
    else if (typeof (value as { type?: unknown }).type === 'string')
      out[key] = { ...value, message: words.get(path) ?? (value as { message?: string }).message };
    else out[key] = reworded(value, words, path);
  }
  return out;
}
