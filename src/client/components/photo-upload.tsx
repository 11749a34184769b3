import { UploadIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, type ChangeEvent } from "react";
import { uploadPhoto } from "../api/members";
import { MB } from "../../shared/constants";
import { acceptAttribute, uploadProblem, UPLOADS } from "../../shared/uploads";
import { MemberPhoto } from "./directory/member-photo";
import { toast } from "./toast";

/** Uploads at once on choice; the form sends the returned photoUrl with the rest when it saves. */
export function PhotoUpload({
  currentUrl,
  onUploaded,
  onPendingChange,
}: {
  currentUrl: string | null;
  onUploaded: (photoUrl: string) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onMutate: () => onPendingChange(true),
    onSettled: () => onPendingChange(false),
    onSuccess: ({ photoUrl }) => {
      onUploaded(photoUrl);
      toast({ title: "Photo Uploaded", description: "Profile photo uploaded successfully." });
    },
    onError: () => toast({ title: "Upload Failed", description: "Failed to upload photo", variant: "destructive" }),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = uploadProblem(UPLOADS.photo, file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    upload.mutate(file);
  }

  return (
    <Flex align="center" gap="4">
      <MemberPhoto url={currentUrl} className="member-edit-photo" />
      <Flex direction="column" gap="1" align="start">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          Profile Photo
        </Text>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptAttribute(UPLOADS.photo)}
          className="visually-hidden"
          tabIndex={-1}
          onChange={choose}
        />
        <Button type="button" variant="soft" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <UploadIcon /> {upload.isPending ? "Uploading..." : currentUrl ? "Change Photo" : "Upload Photo"}
        </Button>
        <Text size="1" color="gray">
          JPEG, PNG, GIF or WebP, up to {UPLOADS.photo.maxBytes / MB}MB
        </Text>
      </Flex>
    </Flex>
  );
}
