// Which address the last sign-in link and code went to, kept in sessionStorage so the code box
// survives switching the dialog's tabs, closing and reopening it, or a reload (issue 12, defect 9).
// It expires with the link: one hour after sending.
export const CODE_SENT_KEY = "camp.signInCodeSent";
export const LINK_LIFETIME_MS = 60 * 60 * 1000;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function rememberCodeSent(store: Store, email: string, now = Date.now()) {
  store.setItem(CODE_SENT_KEY, JSON.stringify({ email, expiresAt: now + LINK_LIFETIME_MS }));
}

/** The address a still-valid code was sent to, or null (an expired or unreadable entry is dropped). */
export function codeSentTo(store: Store, now = Date.now()): string | null {
  const raw = store.getItem(CODE_SENT_KEY);
  if (!raw) return null;
  try {
    const { email, expiresAt } = JSON.parse(raw) as { email?: unknown; expiresAt?: unknown };
    if (typeof email === "string" && typeof expiresAt === "number" && expiresAt > now) return email;
  } catch {
    // not ours: forget it
  }
  store.removeItem(CODE_SENT_KEY);
  return null;
}

export const forgetCodeSent = (store: Store) => store.removeItem(CODE_SENT_KEY);

/** sessionStorage where the browser allows it (it throws in some private modes). */
export function sessionStore(): Store {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
}
