// One way to set up a form with conform: the same zod schema the action parses checks the form in
// the browser (`onValidate`), first when a field is left, then on every keystroke once it has been
// checked. The server's reply (`lastResult`) shows the same messages when JavaScript is off.
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { z } from "zod";

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** Every field a schema may have (all options of a union, e.g. one per intent). */
export type SchemaFields<Schema extends z.ZodType> = UnionToIntersection<z.input<Schema>> & Record<string, unknown>;

export interface SchemaFormOptions<Values extends Record<string, unknown>> {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Values>;
}

/**
 * The browser's constraints (required, lengths) of a schema. A schema that transforms its input
 * (the account forms read the fields into the rules' shape) is described by its input side:
 * conform cannot describe a transform.
 */
export function schemaConstraint(schema: z.ZodType): ReturnType<typeof getZodConstraint> {
  return schema instanceof z.ZodPipe ? schemaConstraint(schema.in as z.ZodType) : getZodConstraint(schema);
}

/** useForm's options for `schema` (pure, so the wiring is unit-tested). */
export function schemaFormOptions<Schema extends z.ZodType>(
  schema: Schema,
  options: SchemaFormOptions<SchemaFields<Schema>>,
) {
  return {
    ...options,
    constraint: schemaConstraint(schema),
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur" as const,
    shouldRevalidate: "onInput" as const,
  };
}

export function useSchemaForm<Schema extends z.ZodType>(
  schema: Schema,
  options: SchemaFormOptions<SchemaFields<Schema>>,
) {
  const constraint = useMemo(() => schemaConstraint(schema), [schema]);
  return useForm<SchemaFields<Schema>, z.output<Schema>>({ ...schemaFormOptions(schema, options), constraint });
}
