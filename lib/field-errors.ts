// Browser-safe on purpose: forms check what is typed with the API's own zod schema and show every broken rule.
import type { z } from "zod";

/**
 * Every message `schema` has about `values`, grouped by the field it names (the first segment of its path); empty when
 * the values pass. A message about no field the form has is dropped: the server says it again on submit.
 */
export function fieldErrorsOf<F extends string>(
  schema: z.ZodType,
  values: Record<F, string>,
): Partial<Record<F, string[]>> {
  const check = schema.safeParse(values);
  if (check.success) return {};
  const errors: Partial<Record<F, string[]>> = {};
  for (const issue of check.error.issues) {
    const head = issue.path[0];
    const field = Object.keys(values).find((name): name is F => name === head);
    if (field === undefined) continue;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/**
 * The schema's verdict on what a form is about to send: the value itself, typed as the request the API takes, when
 * it passes; else the issues. The type is the schema's input (what the browser sends), not its output (what the
 * server keeps): the server parses the same value again.
 */
export function checkRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; request: z.input<S> } | { success: false; issues: z.core.$ZodIssue[] } {
  const check = schema.safeParse(value);
  // A value the schema accepts is, by the schema's own definition, one of its inputs.
  return check.success
    ? { success: true, request: value as z.input<S> }
    : { success: false, issues: check.error.issues };
}
