// Applications to join (issue 27): the public form and the sponsor's vouch page (the admin side: admin-applications.ts).
import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type JsonBody, type Ok } from "./client";

type Apply = Api["applications"]["$post"];
export type ApplyBody = JsonBody<Apply>;
export const applyToJoin = (body: ApplyBody) => api<Ok<Apply>>("/api/applications", { body });

type Vouch = Api["vouch"];
export type VouchApplication = Ok<Vouch["$get"]>;
export const vouchQuery = (token: string) =>
  queryOptions({
    queryKey: ["vouch", token],
    queryFn: () => api<VouchApplication>(`/api/vouch?token=${encodeURIComponent(token)}`),
    retry: false,
  });
export const answerVouch = (token: string, decision: "vouch" | "decline") =>
  api<Ok<Vouch["$post"]>>("/api/vouch", { body: { token, decision } satisfies JsonBody<Vouch["$post"]> });
