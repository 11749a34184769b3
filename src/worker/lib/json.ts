import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { AppEnv } from "../types";

// Route inputs are validated by middleware placed before the handler, as Hono's `validator()`
// does: the handler reads `c.req.valid("json")` and the input type reaches `AppType`, so the
// client's calls are typed from here (decision 009). These helpers are `validator()` with our own
// reading of the body: a malformed body is "Malformed JSON body", a bodiless mutation is not `{}`
// unless the route says the body is optional, and a schema failure is a ZodError for onError's 400.

type Validated<T extends "json" | "query" | "param", In, Out> = { in: { [K in T]: In }; out: { [K in T]: Out } };

/** A query string as the client sends it: every declared key, as text. */
type QueryText<S extends z.ZodType> = { [K in keyof z.input<S>]?: string };

const malformed = () => new HTTPException(400, { message: "Malformed JSON body" });

async function readJson(c: Context, optional: boolean): Promise<unknown> {
  if (!optional) return c.req.json().catch(() => Promise.reject(malformed()));
  const text = (await c.req.text()).trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw malformed();
  }
}

/**
 * The JSON body, validated by `schema`. `optional`: an empty body reads as `{}`. `onInvalid`: the
 * answer for a body that is malformed or fails the schema, instead of the usual 400.
 */
export const jsonBody = <S extends z.ZodType>(
  schema: S,
  options: { optional?: boolean; onInvalid?: (c: Context<AppEnv>) => Response } = {},
) =>
  createMiddleware<AppEnv, string, Validated<"json", z.input<S>, z.output<S>>>(async (c, next) => {
    const { optional = false, onInvalid } = options;
    if (onInvalid) {
      const parsed = schema.safeParse(await readJson(c, optional).catch(() => undefined));
      if (!parsed.success) return onInvalid(c);
      c.req.addValidatedData("json", parsed.data as object);
    } else {
      c.req.addValidatedData("json", schema.parse(await readJson(c, optional)) as object);
    }
    await next();
  });

/** The query string (one value a key, as `c.req.query()` reads it), validated by `schema`. */
export const queryOf = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, Validated<"query", QueryText<S>, z.output<S>>>(async (c, next) => {
    c.req.addValidatedData("query", schema.parse(c.req.query()) as object);
    await next();
  });

/** One path parameter (already decoded by Hono), validated by `schema`. */
export const paramOf = <Name extends string, S extends z.ZodType>(name: Name, schema: S) =>
  createMiddleware<AppEnv, string, Validated<"param", { [K in Name]: z.input<S> }, { [K in Name]: z.output<S> }>>(async (c, next) => {
    c.req.addValidatedData("param", { [name]: schema.parse(c.req.param(name)) });
    await next();
  });

export const clientIp = (c: Context) => c.req.header("cf-connecting-ip") ?? "local";
