import { Card, Text } from "@radix-ui/themes";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../api/client";

/**
 * A list's loading and failed states, then `children` with its data. A failed refetch keeps what was
 * loaded on screen: the error shows only when there is nothing to show.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  card,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading members…" */
  loading: string;
  /** "Could not load members": the server's message, or "please try again.", follows. */
  failed: string;
  /** Both states inside a Card, as the list they stand for. */
  card?: boolean;
  children: (data: T) => ReactNode;
}) {
  const nothing = query.data === undefined || (Array.isArray(query.data) && query.data.length === 0);
  const state = query.isPending ? (
    <Text color="gray">{loading}</Text>
  ) : query.isError && nothing ? (
    <Text color="red">
      {failed}: {errorMessage(query.error, "please try again.")}
    </Text>
  ) : null;
  if (!state) return children(query.data as T);
  return card ? <Card>{state}</Card> : state;
}
