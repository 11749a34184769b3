import { describe, expect, it } from "vitest";
import { CODE_SENT_KEY, codeSentTo, forgetCodeSent, LINK_LIFETIME_MS, rememberCodeSent } from "../../src/client/lib/code-sent";

const memoryStore = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe("the sign-in code box's memory", () => {
  it("remembers the address until the link's hour is over, then forgets it", () => {
    const store = memoryStore();
    rememberCodeSent(store, "sunny@example.com", 1_000);
    expect(codeSentTo(store, 1_000 + LINK_LIFETIME_MS - 1)).toBe("sunny@example.com");
    expect(codeSentTo(store, 1_000 + LINK_LIFETIME_MS)).toBeNull();
    expect(store.data.has(CODE_SENT_KEY)).toBe(false);
  });

  it("drops what it cannot read, and forgets on request", () => {
    const store = memoryStore();
    store.setItem(CODE_SENT_KEY, "{not json");
    expect(codeSentTo(store)).toBeNull();
    rememberCodeSent(store, "a@b.c");
    forgetCodeSent(store);
    expect(codeSentTo(store)).toBeNull();
  });
});
