// The one fetch wrapper: cookies always sent, FormData as is, anything else as JSON.
// Its types come from the server's routes (decision 033): types only, so neither hono/client nor
// any Worker code reaches the bundle.
import type { hc, InferRequestType, InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";

/** The server's /api routes, by path segment: `Api["admin"]["stats"]["$get"]`. */
export type Api = ReturnType<typeof hc<AppType>>["api"];
/** What a route answers when it succeeds. */
export type Ok<Route> = InferResponseType<Route, SuccessStatusCode>;
/** The JSON body a route accepts. */
export type JsonBody<Route> = InferRequestType<Route> extends { json: infer Body } ? Body : never;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, for toasts. */
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

type ApiInit = { method?: string; body?: unknown; signal?: AbortSignal };

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiResponse(path, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's answer as it came, once it is a success (else an ApiError). */
export async function apiResponse(path: string, init: ApiInit = {}): Promise<Response> {
  const { method = init.body === undefined ? "GET" : "POST", body, signal } = init;
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "include",
    signal,
    headers: body === undefined || isForm ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === "string") message = parsed.message;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, message);
  }
  return response;
}

export const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.serverMessage || fallback : fallback);
