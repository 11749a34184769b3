// What the applicant typed, kept in this tab's sessionStorage so a failed send (or a reload on a bad
// connection) loses nothing; cleared once the application is accepted.
const KEY = "apply-draft";

export interface ApplyDraft {
  name: string;
  email: string;
  playaName: string;
  burns: string;
  about: string;
  sponsorEmail: string;
  homeTown: string;
  location: string;
  country: string;
  firstBurn: string;
}

const EMPTY_DRAFT: ApplyDraft = {
  name: "",
  email: "",
  playaName: "",
  burns: "",
  about: "",
  sponsorEmail: "",
  homeTown: "",
  location: "",
  country: "",
  firstBurn: "",
};

export function loadDraft(): ApplyDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<ApplyDraft> | null;
    if (!saved || typeof saved !== "object") return EMPTY_DRAFT;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof ApplyDraft)[]) if (typeof saved[key] === "string") draft[key] = saved[key];
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: ApplyDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export const clearDraft = () => sessionStorage.removeItem(KEY);
