import { escapeHtml } from "./render";

// The frame every message is sent in: camp name above, a short footer below.
// (The email-templates issue replaces this with a layout prerendered from react-email.)
export function wrapInLayout(bodyHtml: string, campName: string): string {
  const camp = escapeHtml(campName);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${camp}</title></head>
<body style="margin:0;background:#f6f4ef;font-family:Helvetica,Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#a0522d;margin:0 0 16px">${camp}</p>
<div style="background:#fff;border-radius:8px;padding:24px;line-height:1.5">${bodyHtml}</div>
<p style="font-size:12px;color:#777;margin-top:16px">You receive this email because you are part of ${camp}. Reply to this address to reach the camp organisers.</p>
</div></body></html>`;
}
