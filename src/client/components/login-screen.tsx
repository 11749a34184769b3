import { Button, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { configQuery } from "../api/auth";
import { useBackground } from "../lib/background";
import { lazyWithPreload, useOnceTrue } from "../lib/lazy";
import { useDocumentTitle } from "../lib/document-title";
import { toast } from "./toast";
import { BackgroundPage } from "./background-page";

const route = getRouteApi("/auth");

// The screen shows a heading and a button; the dialog behind it (tabs, both forms) downloads when
// the visitor points at or focuses the button, and renders once it is opened.
const LoginDialog = lazyWithPreload(() => import("./login-dialog").then((m) => m.LoginDialog));

const ERROR_MESSAGES: Record<string, string> = {
  "invalid-link": "Invalid or expired magic link. Please request a new one.",
  "server-error": "Server error occurred. Please try again.",
};

export function LoginScreen() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const background = useBackground("auth");
  const config = useQuery(configQuery);
  const campName = config.data?.campName ?? "Camp Directory";
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);
  const enter = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  useDocumentTitle("Sign In");

  useEffect(() => {
    if (!search.error) return;
    toast({
      title: "Authentication Failed",
      description: ERROR_MESSAGES[search.error] ?? "An error occurred during authentication.",
      variant: "destructive",
    });
    void navigate({ to: "/auth", search: {}, replace: true });
  }, [search.error, navigate]);

  return (
    <BackgroundPage background={background} direction="column" gap="6">
      <Heading as="h1" size={{ initial: "8", sm: "9" }} align="center" style={{ color: "white", textShadow: "0 2px 12px rgba(0,0,0,.5)" }}>
        {campName}
      </Heading>
      {/* What Dialog.Trigger would render, kept outside the lazy dialog so it shows at once */}
      <Button
        ref={enter}
        type="button"
        size="4"
        highContrast
        style={{ minWidth: 180, letterSpacing: "0.2em" }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(!open)}
        onPointerEnter={LoginDialog.preload}
        onFocus={LoginDialog.preload}
      >
        ENTER
      </Button>
      {opened && (
        <Suspense>
          <LoginDialog open={open} onOpenChange={setOpen} campName={campName} contentId={contentId} trigger={enter} />
        </Suspense>
      )}
      <Text size="1" style={{ color: "rgba(255,255,255,.8)" }}>
        Members and admins only
      </Text>
      {/* Issue 27: while applications are open. The form's code loads only once this is followed. */}
      {config.data?.applications && (
        <Link to="/apply" preload={false} className="apply-link">
          {config.data.applications.linkText}
        </Link>
      )}
    </BackgroundPage>
  );
}
