import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";

/** Reads the JSON body and validates it; malformed JSON is a 400, schema failures become 400 in onError. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { message: "Malformed JSON body" });
  }
  return schema.parse(body);
}

export const clientIp = (c: Context) => c.req.header("cf-connecting-ip") ?? "local";
