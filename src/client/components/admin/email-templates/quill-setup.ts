// Quill 2, set up for email template bodies. Loaded only by the editor with a dynamic import(), so
// Quill and its stylesheet ship in their own chunk that only the Email tab's edit mode downloads.
import "quill/dist/quill.snow.css";
import "./email-editor.css";
import Quill, { type Parchment, type Range } from "quill";
import Image from "quill/formats/image";
import Link from "quill/formats/link";
import { fromEditorHtml, isAllowedImage, isAllowedLink, LINK_PROTOCOLS, linkFromInput, toEditorHtml } from "./editor-html";

// Links keep only http, https, mailto and tel (docs/product.md#email-tab). Quill's own check resolves a URL against the
// page, so "{{magicLink}}" or "javascript:…" typed oddly could pass as relative; ours reads the
// scheme itself and lets through a lone placeholder (filled in with an app-built URL at send time).
class EmailLink extends Link {
  static PROTOCOL_WHITELIST = LINK_PROTOCOLS;
  static sanitize(url: string) {
    return isAllowedLink(url) ? url.trim() : EmailLink.SANITIZED_URL;
  }
}

// Images: http, https and data (raster images only), as the server's sanitiser.
class EmailImage extends Image {
  static sanitize(url: string) {
    return isAllowedImage(url) ? url.trim() : "//:0";
  }
}

Quill.register(
  {
    "formats/link": EmailLink,
    "formats/image": EmailImage,
    // Alignment as an inline style: mail clients never see Quill's ql-align-* stylesheet.
    "formats/align": Quill.import("attributors/style/align") as Parchment.Attributor,
  },
  true,
);

// Only what the toolbar offers (and indent, which Tab sets in lists, levels 1–8 as Quill's
// indent format allows): pasted HTML loses anything else, such as fonts, code blocks or video.
const FORMATS = ["header", "bold", "italic", "underline", "strike", "color", "background", "list", "indent", "align", "link", "image"];

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ align: [] }],
  ["link", "image"],
  ["clean"],
];

// Quill names its controls after formats ("list: ordered"); these read better to a screen reader.
const CONTROL_LABELS: Record<string, string> = {
  ".ql-header .ql-picker-label": "Heading",
  ".ql-color .ql-picker-label": "Text colour",
  ".ql-background .ql-picker-label": "Background colour",
  ".ql-align .ql-picker-label": "Alignment",
  "button.ql-bold": "Bold",
  "button.ql-italic": "Italic",
  "button.ql-underline": "Underline",
  "button.ql-strike": "Strikethrough",
  'button.ql-list[value="ordered"]': "Numbered list",
  'button.ql-list[value="bullet"]': "Bulleted list",
  "button.ql-link": "Link",
  "button.ql-image": "Image",
  "button.ql-clean": "Clear formatting",
};

export interface EmailEditorOptions {
  /** The template body as stored. */
  html: string;
  /** Id of the element that names the editor (its visible label). */
  labelledBy: string;
  /** The body as it would be stored; `byUser` is false for the first call, right after loading. */
  onChange: (html: string, byUser: boolean) => void;
  /** A link or image URL the admin typed that is not allowed. */
  onRejected: (kind: "link" | "image", url: string) => void;
}

export interface EmailEditor {
  insertText: (text: string) => void;
  focus: () => void;
  destroy: () => void;
}

/** The bits of Snow's link tooltip we reroute to the prompt. */
interface SnowTooltip {
  linkRange?: Range;
  edit: (mode?: string, preview?: string | null) => void;
  hide: () => void;
}

export function createEmailEditor(host: HTMLElement, options: EmailEditorOptions): EmailEditor {
  const mount = document.createElement("div");
  host.append(mount);
  const quill = new Quill(mount, {
    theme: "snow",
    formats: FORMATS,
    modules: {
      toolbar: {
        container: TOOLBAR,
        handlers: {
          link(value: boolean) {
            if (value) promptForLink();
            else quill.format("link", false, "user");
          },
          image: () => promptForImage(),
        },
      },
      // Changes within 1000 ms merge into one undo step, at most 100 steps, only the admin's own.
      history: { delay: 1000, maxStack: 100, userOnly: true },
      keyboard: {
        bindings: {
          // A tab character means nothing in an email; Tab leaves the editor instead of trapping
          // keyboard users in it (Tab at the start of a list item still indents it).
          tab: { key: "Tab", handler: () => true },
        },
      },
    },
  });

  const tooltip = (quill.theme as unknown as { tooltip: SnowTooltip }).tooltip;

  /** The link prompt reads 'Enter link URL:'; it replaces Snow's inline URL field. */
  function promptForLink(current?: string | null, linkRange?: Range) {
    const range = linkRange ?? quill.getSelection(true);
    const input = window.prompt("Enter link URL:", current ?? "");
    if (input === null) return;
    const href = linkFromInput(input);
    if (href === null) {
      options.onRejected("link", input);
      return;
    }
    if (range.length > 0) quill.formatText(range, "link", href, "user");
    else {
      quill.insertText(range.index, input.trim(), { link: href }, "user");
      quill.setSelection(range.index + input.trim().length, 0, "user");
    }
  }

  function promptForImage() {
    const range = quill.getSelection(true);
    const input = window.prompt("Enter image URL:");
    if (input === null || input.trim() === "") return;
    if (!isAllowedImage(input)) {
      options.onRejected("image", input);
      return;
    }
    quill.insertEmbed(range.index, "image", input.trim(), "user");
    quill.setSelection(range.index + 1, 0, "user");
  }

  // Snow's tooltip still previews a link under the cursor (with Remove); its Edit asks the prompt.
  tooltip.edit = (mode = "link", preview = null) => {
    if (mode !== "link") return;
    const linkRange = tooltip.linkRange;
    tooltip.hide();
    promptForLink(preview, linkRange);
  };

  const toolbar = quill.getModule("toolbar") as { container?: HTMLElement | null };
  toolbar.container?.setAttribute("role", "toolbar");
  toolbar.container?.setAttribute("aria-label", "Formatting");
  for (const [selector, label] of Object.entries(CONTROL_LABELS)) {
    for (const control of toolbar.container?.querySelectorAll(selector) ?? []) control.setAttribute("aria-label", label);
  }
  toolbar.container?.querySelectorAll(".ql-picker-item").forEach((item) => {
    const name = item.getAttribute("data-label") ?? item.getAttribute("data-value");
    item.setAttribute("aria-label", name ?? "Normal");
  });
  quill.root.setAttribute("role", "textbox");
  quill.root.setAttribute("aria-multiline", "true");
  quill.root.setAttribute("aria-labelledby", options.labelledBy);

  quill.setContents(quill.clipboard.convert({ html: toEditorHtml(options.html) }), "silent");
  quill.history.clear();
  const html = () => fromEditorHtml(quill.getSemanticHTML());
  quill.on("text-change", (_delta, _old, source) => options.onChange(html(), source === "user"));
  options.onChange(html(), false);

  return {
    insertText(text) {
      const range = quill.getSelection(true);
      if (range.length > 0) quill.deleteText(range, "user");
      quill.insertText(range.index, text, "user");
      quill.setSelection(range.index + text.length, 0, "user");
    },
    focus: () => quill.focus(),
    destroy() {
      quill.off("text-change");
      host.replaceChildren();
    },
  };
}
