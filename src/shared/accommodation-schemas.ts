import { z } from "zod";

export const ACCOMMODATION_NAME_MAX = 100;
export const TYPE_NAME_MAX = 40;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(ACCOMMODATION_NAME_MAX, `Name must be at most ${ACCOMMODATION_NAME_MAX} characters`);
export const typeNameSchema = z
  .string({ error: "Type is required" })
  .trim()
  .min(1, "Type is required")
  .max(TYPE_NAME_MAX, `Type must be at most ${TYPE_NAME_MAX} characters`)
  .refine((t) => !/[/\\\u0000-\u001f]/.test(t), "Type cannot contain slashes or control characters");

export const accommodationCreateSchema = z.strictObject({ name, type: typeNameSchema });
export const accommodationUpdateSchema = z
  .strictObject({
    name: name.optional(),
    type: typeNameSchema.optional(),
    managerId: z.union([z.number().int().positive(), z.null()]).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export const typeCreateSchema = z.strictObject({ type: typeNameSchema });
/** `merge: true` folds the type into an existing one (its accommodations take that type). */
export const typeRenameSchema = z.strictObject({ type: typeNameSchema, merge: z.boolean().optional() });
