// Every image upload's rule in one table (docs/product.md#uploads), read by the Worker's checks and by the client's
// file pickers (their accept= and their size check before sending). The server decides on the
// file's first bytes; the client only spares a round trip.
import { MB } from "./constants";

/** The image kinds we can recognise by their first bytes. */
export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "svg";

export const CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export type Toast = { title: string; description: string };

export interface UploadRule {
  maxBytes: number;
  kinds: readonly ImageKind[];
  /** In the server's 415 message: "Only jpeg, jpg, png, gif or webp images are allowed". */
  label: string;
  /** The client's toasts, before anything is sent. */
  tooLarge: Toast;
  wrongType: Toast;
}

const tooLarge = (maxBytes: number): Toast => ({
  title: "File Too Large",
  description: `Please select an image smaller than ${maxBytes / MB}MB.`,
});

const PHOTO_MAX_BYTES = 5 * MB;
const ICON_MAX_BYTES = 2 * MB;

export const UPLOADS: Record<"photo" | "icon" | "background", UploadRule> = {
  /** A member's profile photo: the profile form, and the manual email tool (its own wording). */
  photo: {
    maxBytes: PHOTO_MAX_BYTES,
    kinds: ["jpeg", "png", "gif", "webp"],
    label: "jpeg, jpg, png, gif or webp",
    tooLarge: tooLarge(PHOTO_MAX_BYTES),
    wrongType: { title: "Invalid File Type", description: "Please select a JPEG, PNG, GIF or WebP image." },
  },
  /** An accommodation type's icon: the only kind that may be an SVG (served sandboxed). */
  icon: {
    maxBytes: ICON_MAX_BYTES,
    kinds: ["jpeg", "png", "svg", "webp"],
    label: "jpeg, jpg, png, svg or webp",
    tooLarge: tooLarge(ICON_MAX_BYTES),
    wrongType: { title: "Upload Failed", description: "Please select a jpeg, png, svg or webp image." },
  },
  /** The home and login backgrounds: the photo limit, no SVG. */
  background: {
    maxBytes: PHOTO_MAX_BYTES,
    kinds: ["jpeg", "png", "gif", "webp"],
    label: "jpeg, jpg, png, gif or webp",
    tooLarge: tooLarge(PHOTO_MAX_BYTES),
    wrongType: { title: "Upload Failed", description: "Please select a jpeg, png, gif or webp image." },
  },
};

/** The members CSV import: not an image, so not in the table above; read row by row on the server. */
export const CSV_IMPORT = { maxBytes: 2 * MB, accept: ".csv,text/csv" } as const;

/** The MIME types a picker offers; browsers (and some phones) also call a JPEG image/jpg. */
const acceptedTypes = (rule: UploadRule): string[] =>
  rule.kinds.flatMap((kind) => (kind === "jpeg" ? ["image/jpeg", "image/jpg"] : [CONTENT_TYPES[kind]]));

/** For <input type="file" accept=…>. */
export const acceptAttribute = (rule: UploadRule) => acceptedTypes(rule).join(",");

const EXTENSIONS: Record<ImageKind, string[]> = { jpeg: ["jpg", "jpeg"], png: ["png"], gif: ["gif"], webp: ["webp"], svg: ["svg"] };

/** Whether the browser's type (or, when it gives none, the file's name) is one the rule takes. */
export function typeAccepted(rule: UploadRule, file: { type: string; name?: string }): boolean {
  if (file.type) return acceptedTypes(rule).includes(file.type);
  const extension = file.name?.split(".").pop()?.toLowerCase() ?? "";
  return rule.kinds.some((kind) => EXTENSIONS[kind].includes(extension));
}

/** Why a chosen file cannot be uploaded, as the rule's toast, or null when it can. */
export function uploadProblem(rule: UploadRule, file: { size: number; type: string; name?: string }): Toast | null {
  if (!typeAccepted(rule, file)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}
