// Stand-ins rendered into the prerendered layout and replaced at send time (see ../layout.ts).
// Plain text that React neither escapes nor splits, and that no template is expected to contain.
export const CAMP_NAME_MARKER = "%%CAMP_NAME%%";
export const BODY_MARKER = "%%BODY_HTML%%";
