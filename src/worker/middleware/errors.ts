import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { AppEnv } from "../types";

/** One place turns thrown errors into responses: HTTPException as is, zod as 400, the rest as a logged 500. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    return c.json({ message: error.message }, error.status);
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return c.json({ message: first?.message ?? "Invalid request", issues: error.issues }, 400);
  }
  console.error("unhandled error", c.req.method, c.req.path, error);
  return c.json({ message: "Internal server error" }, 500);
};
