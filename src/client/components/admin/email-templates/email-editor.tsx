import { Skeleton, Text } from "@radix-ui/themes";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { EmailEditor as Editor, EmailEditorOptions } from "./quill-setup";

export interface EmailEditorHandle {
  /** Inserts text at the cursor (or where the cursor last was), replacing any selection. */
  insertText: (text: string) => void;
}

interface Props extends Omit<EmailEditorOptions, "html"> {
  /** Read once, when the editor loads: give the component a new key to load another body. */
  initialHtml: string;
  ref?: Ref<EmailEditorHandle>;
}

/** The rich-text editor for a template body. Quill is imported here, on first use, not before. */
export function EmailEditor({ initialHtml, labelledBy, onChange, onRejected, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  // The latest callbacks, without reloading the editor when they change.
  const callbacks = useRef({ onChange, onRejected });
  useEffect(() => {
    callbacks.current = { onChange, onRejected };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once per mount; later changes go through its own API
  useEffect(() => {
    let cancelled = false;
    import("./quill-setup").then(
      ({ createEmailEditor }) => {
        if (cancelled || !host.current) return;
        editor.current = createEmailEditor(host.current, {
          html: initialHtml,
          labelledBy,
          onChange: (html, byUser) => callbacks.current.onChange(html, byUser),
          onRejected: (kind, url) => callbacks.current.onRejected(kind, url),
        });
        setStatus("ready");
      },
      () => !cancelled && setStatus("failed"),
    );
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
    // initialHtml and labelledBy are read once: the editor is not rebuilt while the admin types.
  }, []);

  useImperativeHandle(ref, () => ({ insertText: (text) => editor.current?.insertText(text) }), []);

  return (
    <div className="email-editor" data-testid="email-editor" aria-busy={status === "loading"}>
      {status === "loading" && <Skeleton height="342px" />}
      {status === "failed" && (
        <Text as="p" color="red">
          The editor could not be loaded. Reload the page to try again.
        </Text>
      )}
      <div ref={host} />
    </div>
  );
}
