import type { z } from 'zod';

/** A message of the catalogue (src/domain/messages.ts) with its parameters, as the API answers a 400 with it. */
export interface FieldMessage {
  key: string;
  params: Record<string, string>;
}

/**
 * The message a zod issue of a shared schema stands for: the schema's own message key, with the bound it
 * names (`{{min}}`, `{{max}}`) as server/http/validation-messages.ts fills it, so a form shows the words the
 * server would answer.
 */
export function issueMessage(issue: z.core.$ZodIssue): FieldMessage {
  if (issue.code === 'too_big') return { key: issue.message, params: { max: String(issue.maximum) } };
  if (issue.code === 'too_small') return { key: issue.message, params: { min: String(issue.minimum) } };
  return { key: issue.message, params: {} };
}
