import { UploadIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Grid, Heading, Separator, Text } from "@radix-ui/themes";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { MB } from "../../../shared/constants";
import { acceptAttribute, uploadProblem, UPLOADS } from "../../../shared/uploads";
import { uploadBackground, type BackgroundKind } from "../../api/admin";
import { toast, toastError } from "../toast";
import { AdminsSettings } from "./settings/admins-settings";
import { ApplicationSettingsForm } from "./settings/application-settings";
import { ReminderSettingsForm } from "./settings/reminder-settings";

const BACKGROUNDS: { type: BackgroundKind; title: string; where: string }[] = [
  { type: "home", title: "Home Page Background", where: "home page" },
  { type: "auth", title: "Login Page Background", where: "login page" },
];

/** The Settings toggle's panel: the two background pictures (docs/product.md#admin-dashboard), reminders and admins (issue 14). */
export function SettingsPanel({ id }: { id: string }) {
  return (
    <Card mb="4" id={id} asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as="h2" size="4" mb="3" id={`${id}-title`}>
          Settings
        </Heading>
        <Grid columns={{ initial: "1", sm: "2" }} gap="4">
          {BACKGROUNDS.map((b) => (
            <BackgroundUpload key={b.type} {...b} />
          ))}
        </Grid>
        <Separator size="4" my="4" />
        <ReminderSettingsForm />
        <Separator size="4" my="4" />
        <ApplicationSettingsForm />
        <Separator size="4" my="4" />
        <AdminsSettings />
      </section>
    </Card>
  );
}

function BackgroundUpload({ type, title, where }: { type: BackgroundKind; title: string; where: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A new ?v= after each upload shows the new picture without reloading the page.
  const [version, setVersion] = useState(() => Date.now());
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadBackground(type, file),
    onSuccess: () => {
      toast({ title: "Background Updated", description: `The ${where} background has been updated.` });
      setMissing(false);
      setVersion(Date.now());
    },
    onError: (error) => toastError(error, "Failed to upload background", "Upload Failed"),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // The server's rule (no SVG); the size toast shows the real limit (docs/product.md#uploads).
    const problem = uploadProblem(UPLOADS.background, file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    upload.mutate(file);
  }

  return (
    <Flex direction="column" gap="2" data-testid={`background-${type}`}>
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {title}
      </Text>
      <div className="background-preview">
        {missing ? (
          <Text size="2" color="gray">
            No background set
          </Text>
        ) : (
          <img
            src={`/api/background/${type}?v=${version}`}
            alt={`Current ${where} background`}
            onError={() => setMissing(true)}
            onLoad={() => setMissing(false)}
          />
        )}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptAttribute(UPLOADS.background)}
        className="visually-hidden"
        tabIndex={-1}
        onChange={choose}
      />
      <Button type="button" variant="soft" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <UploadIcon /> {upload.isPending ? "Uploading..." : `Upload ${title}`}
      </Button>
      <Text size="1" color="gray">
        An image up to {UPLOADS.background.maxBytes / MB}MB.
      </Text>
    </Flex>
  );
}
