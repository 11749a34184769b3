import { LAYOUT_HTML } from "../../generated/layout.generated";
import { BODY_MARKER, CAMP_NAME_MARKER } from "./layout/markers";
import { escapeHtml } from "./render";

// The layout cut at its markers once: text around the body, each cut again at the camp name.
const PARTS = LAYOUT_HTML.split(BODY_MARKER).map((part) => part.split(CAMP_NAME_MARKER));

// The frame every message is sent in: camp name above, a short footer below. The HTML is
// prerendered from layout/Layout.tsx (npm run email:layout); here only the markers are filled in.
// Joining the cut parts never rescans what was inserted, so a marker-like text in the body or the
// name stays as written.
export function wrapInLayout(bodyHtml: string, campName: string): string {
  const camp = escapeHtml(campName);
  // bodyHtml is already rendered, with every substituted value escaped.
  return PARTS.map((part) => part.join(camp)).join(bodyHtml);
}
