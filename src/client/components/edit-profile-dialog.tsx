import { Box, Button, Callout, Checkbox, Dialog, Flex, Grid, Heading, Select, Separator, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { BURNS_MAX, PROFILE_STATUSES, STATUSES, type ProfileStatus, type Status } from "../../shared/constants";
import { firstBurnBounds, type MemberDto, type MemberPrivacy, type Visibility } from "../../shared/member-fields";
import { needsSponsor } from "../../shared/profile";
import { formatCampYears, parseCampYears } from "../../shared/season";
import { setCampYears } from "../api/season";
import { isNetworkError, isOffline } from "../api/offline";
import { accommodationsQuery, afterProfileUpdate, membersQuery, updateMemberAsAdmin, updateOwnProfile } from "../api/members";
import {
  accommodationOptions,
  formValuesFrom,
  profileFormChanged,
  PROFILE_FORM_ORDER,
  profileFormErrors,
  textLengthErrors,
  toAdminUpdateInput,
  toOwnProfileInput,
  type ProfileFormValues,
} from "../lib/profile-form";
import { StatusBadge } from "./directory/status-badge";
import { PhotoUpload } from "./photo-upload";
import { SponsorPicker } from "./sponsor-picker";
import { toast, toastError } from "./toast";
import { useBeforeUnload } from "../lib/use-before-unload";
import { Field, TextAreaField, TextInputField } from "./field";
import { ownCareQuery, saveOwnCare } from "../api/care";
import { careFormChanged, careFormErrors, careFormFrom, toCareInput, type CareFormValues } from "../lib/care-form";
import { AdminCarePanel } from "./care/admin-care-panel";
import { OwnCareFields } from "./care/own-care-fields";
import { OptionalSelectField } from "./optional-select-field";

interface EditProfileDialogProps {
  /** The profile being edited; null keeps the dialog closed. */
  member: MemberDto | null;
  onClose: () => void;
  /** Admins edit anyone, with email, accommodation, status, profile status and sponsor (docs/product.md#roles). */
  adminMode?: boolean;
  /** Where focus goes on closing (the element that opened the dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

const DISCARD_PROFILE_CHANGES = "Discard your unsaved changes to this profile?";

export function EditProfileDialog({ member, onClose, adminMode = false, onCloseAutoFocus }: EditProfileDialogProps) {
  // Escape, a click outside and the close gesture ask first when something was typed (issue 12, defect 5).
  const dirty = useRef(false);
  const requestClose = () => {
    if (dirty.current && !window.confirm(DISCARD_PROFILE_CHANGES)) return;
    dirty.current = false;
    onClose();
  };
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && requestClose()}>
      {member && (
        <Dialog.Content
          maxWidth="720px"
          maxHeight="calc(100dvh - 48px)"
          data-testid="edit-profile"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title>Edit Profile</Dialog.Title>
          {/* Keyed by member: the form starts from the profile once and keeps what is typed, even across polls and failed saves. */}
          <ProfileForm
            key={member.id}
            member={member}
            adminMode={adminMode}
            onClose={onClose}
            onDirtyChange={(d) => {
              dirty.current = d;
            }}
          />
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}

interface ProfileFormProps {
  member: MemberDto;
  adminMode: boolean;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function ProfileForm({ member, adminMode, onClose, onDirtyChange }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const [initial] = useState<ProfileFormValues>(() => formValuesFrom(member));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [uploadedPhotoUrl, setUploadedPhotoUrl] = useState<string | null>(null);
  // The years with the camp (issue 25): admins edit them, saved with the profile; members read them.
  const initialYears = formatCampYears(member.campYears ?? []);
  const [campYears, setCampYearsText] = useState(initialYears);
  const yearsChanged = adminMode && campYears.trim() !== initialYears;
  const parsedYears = parseCampYears(campYears);
  const yearsError = typeof parsedYears === "string" ? parsedYears : null;
  // Care details (issue 26): the member's own, fetched when the dialog opens and never kept after.
  const careQuery = useQuery({ ...ownCareQuery, enabled: !adminMode });
  const [careInitial, setCareInitial] = useState<CareFormValues | null>(null);
  const [careValues, setCareValues] = useState<CareFormValues | null>(null);
  if (careQuery.data && careInitial === null) {
    const loaded = careFormFrom(careQuery.data);
    setCareInitial(loaded);
    setCareValues(loaded);
  }
  const careDirty = careInitial !== null && careValues !== null && careFormChanged(careInitial, careValues);
  const careErrors = careValues ? careFormErrors(careValues) : {};
  const setCare = (key: keyof CareFormValues) => (value: string) => setCareValues((current) => current && { ...current, [key]: value });
  const dirty = uploadedPhotoUrl !== null || yearsChanged || profileFormChanged(initial, values) || careDirty;
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useBeforeUnload(dirty);
  const [uploading, setUploading] = useState(false);
  const [triedToSave, setTriedToSave] = useState(false);
  // Saving needs the server: offline, the save is refused and everything typed stays in the form.
  const [refusedOffline, setRefusedOffline] = useState(false);
  const errors = profileFormErrors(values, { adminMode });
  // A too-long value is said at once (a paste); the rest once saving is tried.
  const shownErrors = triedToSave ? errors : textLengthErrors(errors);
  const set =
    <K extends keyof ProfileFormValues>(key: K) =>
    (value: ProfileFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    // Never held back silently until the connection returns: an offline save is refused (below).
    networkMode: "always",
    mutationFn: async () => {
      if (adminMode) {
        const updated = await updateMemberAsAdmin(member.id, toAdminUpdateInput(values, uploadedPhotoUrl));
        // The years after the profile: burns and first burn then follow them (consistentBurns).
        if (yearsChanged && Array.isArray(parsedYears)) await setCampYears(member.id, parsedYears);
        return updated;
      }
      const updated = await updateOwnProfile(toOwnProfileInput(values, uploadedPhotoUrl));
      if (careDirty && careValues) await saveOwnCare(toCareInput(careValues));
      return updated;
    },
    onSuccess: async (updated) => {
      toast({ title: "Profile Updated", description: "Profile has been successfully updated." });
      onDirtyChange(false);
      onClose();
      await afterProfileUpdate(queryClient, updated);
    },
    // The dialog stays open with everything typed, so the member can fix it and save again.
    onError: (error) => (isNetworkError(error) ? setRefusedOffline(true) : toastError(error, "Failed to update profile", "Update Failed")),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTriedToSave(true);
    const firstInvalid = PROFILE_FORM_ORDER.find((field) => errors[field]) ?? (careErrors.emergencyPhone ? "emergencyPhone" : undefined);
    if (yearsError && !firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="campYears"]')?.focus();
      return;
    }
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (isOffline()) {
      setRefusedOffline(true);
      return;
    }
    setRefusedOffline(false);
    if (!uploading) save.mutate();
  }

  const years = firstBurnBounds();
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="5" mt="2">
        <Section title="Basic Information">
          <Box mb="4">
            <PhotoUpload currentUrl={uploadedPhotoUrl ?? member.photoUrl} onUploaded={setUploadedPhotoUrl} onPendingChange={setUploading} />
          </Box>
          <Grid columns={{ initial: "1", sm: "2" }} gap="3">
            {adminMode && (
              <TextInputField
                label="Email"
                error={shownErrors.email}
                name="email"
                type="email"
                autoComplete="off"
                value={values.email}
                onValueChange={set("email")}
              />
            )}
            <TextInput label="Full Name" name="name" placeholder="Your full name" values={values} set={set} error={shownErrors.name} />
            <TextInput
              label="Playa Name"
              name="playaName"
              placeholder="Your playa name"
              values={values}
              set={set}
              error={shownErrors.playaName}
            />
            <TextInput
              label="Home Town"
              name="homeTown"
              placeholder="Where you grew up"
              values={values}
              set={set}
              error={shownErrors.homeTown}
            />
            <TextInput label="Location" name="location" placeholder="City, State" values={values} set={set} error={shownErrors.location} />
            <TextInput
              label="Country of Birth"
              name="country"
              placeholder="Country of Birth"
              values={values}
              set={set}
              error={shownErrors.country}
            />
            {adminMode && <AccommodationSelect value={values.accommodation} onChange={set("accommodation")} />}
            {adminMode && (
              <Field label="Profile Status">
                {(id) => (
                  <Select.Root value={values.profileStatus} onValueChange={(v) => set("profileStatus")(v as ProfileStatus)}>
                    <Select.Trigger id={id} />
                    <Select.Content position="popper">
                      {PROFILE_STATUSES.map((s) => (
                        <Select.Item key={s} value={s}>
                          {s}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              </Field>
            )}
          </Grid>
        </Section>

        <Section title="Burn Experience">
          <Grid columns={{ initial: "1", sm: "3" }} gap="3">
            {adminMode ? (
              <OptionalSelectField
                label="Burn Status"
                noneLabel="No status"
                options={STATUSES}
                value={values.status}
                onValueChange={(v) => set("status")(v as Status | "")}
              />
            ) : (
              // Members cannot change their status (admin-only), so it is shown, not offered.
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium">
                  Burn Status
                </Text>
                <Flex align="center" gap="2" minHeight="var(--space-6)">
                  <StatusBadge status={member.status} />
                  <Text size="1" color="gray">
                    Set by camp admins
                  </Text>
                </Flex>
              </Flex>
            )}
            <TextInputField
              label="Total Burns Attended"
              error={shownErrors.burnYears}
              name="burnYears"
              type="number"
              inputMode="numeric"
              min={0}
              max={BURNS_MAX}
              step={1}
              placeholder="0"
              value={values.burnYears}
              onValueChange={set("burnYears")}
            />
            <TextInputField
              label="First Burn Year"
              error={shownErrors.firstBurn}
              name="firstBurn"
              type="number"
              inputMode="numeric"
              min={years.min}
              max={years.max}
              step={1}
              placeholder={`${years.min}–${years.max}`}
              value={values.firstBurn}
              onValueChange={set("firstBurn")}
            />
          </Grid>
          <Box mt="3">
            {adminMode ? (
              <Field label="Years with the camp" error={triedToSave || yearsChanged ? yearsError : null}>
                {(id, describedBy) => (
                  <TextField.Root
                    id={id}
                    name="campYears"
                    placeholder="e.g. 2019;2022;2023"
                    value={campYears}
                    onChange={(e) => setCampYearsText(e.target.value)}
                    aria-invalid={Boolean(yearsError)}
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
            ) : (
              <Text as="p" size="2">
                <Text weight="medium">Years with the camp: </Text>
                {member.campYears?.length ? member.campYears.join(", ") : <Text color="gray">none recorded yet</Text>}
              </Text>
            )}
          </Box>
          {adminMode && needsSponsor(values.status) && (
            <Box mt="4">
              <SponsorField
                member={member}
                sponsorId={values.sponsorId}
                sponsorName={values.sponsorName}
                onChange={(s) => setValues((v) => ({ ...v, ...s }))}
              />
            </Box>
          )}
        </Section>

        <Section title="About You">
          <Flex direction="column" gap="3">
            <TextAreaField
              label="Bio"
              error={shownErrors.bio}
              name="bio"
              rows={4}
              placeholder="Tell the camp a little about yourself"
              value={values.bio}
              onValueChange={set("bio")}
            />
            <TextAreaField
              label="Camp History"
              error={shownErrors.campHistory}
              name="campHistory"
              rows={3}
              placeholder="Camps you've been part of, years with us, roles you've played"
              value={values.campHistory}
              onValueChange={set("campHistory")}
            />
          </Flex>
        </Section>

        <Section title="Privacy">
          <PrivacyFields value={values.privacy} onChange={set("privacy")} adminMode={adminMode} />
        </Section>

        <Section title="Care details">
          {adminMode ? (
            <AdminCarePanel memberId={member.id} />
          ) : (
            <OwnCareFields values={careValues} failed={careQuery.isError} errors={triedToSave ? careErrors : {}} set={setCare} />
          )}
        </Section>

        {adminMode && (
          <Section title="Admin Notes">
            <TextAreaField
              label="Private notes (admins only; never shown to members)"
              error={shownErrors.adminNotes}
              name="adminNotes"
              rows={3}
              placeholder="Anything the admins should know"
              value={values.adminNotes}
              onValueChange={set("adminNotes")}
            />
          </Section>
        )}
      </Flex>

      {refusedOffline && (
        <Callout.Root color="amber" role="alert" mt="4" data-testid="offline-save-refused">
          <Callout.Text>
            You're offline, so your profile was not saved. Everything you typed is still here: save again once you're back online.
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex className="dialog-footer" justify="end" gap="3">
        <Button type="button" variant="soft" color="gray" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? "Saving..." : "Save Profile"}
        </Button>
      </Flex>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as="h3" size="3" id={id} mb="1">
        {title}
      </Heading>
      <Separator size="4" mb="3" />
      {children}
    </section>
  );
}

type TextKey = "name" | "playaName" | "homeTown" | "location" | "country";
/** Input purposes (WCAG 1.3.5); a home town is not an address, so it has none. */
const AUTOCOMPLETE: Record<TextKey, string | undefined> = {
  name: "name",
  playaName: "nickname",
  homeTown: undefined,
  location: "address-level2",
  country: "country-name",
};

function TextInput({
  label,
  name,
  placeholder,
  values,
  set,
  error,
}: {
  label: string;
  name: TextKey;
  placeholder: string;
  values: ProfileFormValues;
  set: (key: TextKey) => (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextInputField
      label={label}
      error={error}
      name={name}
      autoComplete={AUTOCOMPLETE[name]}
      placeholder={placeholder}
      value={values[name]}
      onValueChange={set(name)}
    />
  );
}

function AccommodationSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const listed = useQuery(accommodationsQuery);
  const members = useQuery(membersQuery);
  const options = accommodationOptions(listed.data ?? [], members.data ?? []);
  // Keep the member's current value selectable even before the lists arrive.
  if (value && !options.includes(value)) options.unshift(value);
  return (
    <OptionalSelectField label="Accommodation" noneLabel="No accommodation" options={options} value={value} onValueChange={onChange} />
  );
}

function SponsorField({
  member,
  sponsorId,
  sponsorName,
  onChange,
}: {
  member: MemberDto;
  sponsorId: number | null;
  sponsorName: string;
  onChange: (value: { sponsorId: number | null; sponsorName: string }) => void;
}) {
  const members = useQuery(membersQuery);
  return <SponsorPicker members={members.data ?? []} memberId={member.id} value={{ sponsorId, sponsorName }} onChange={onChange} />;
}

// Worded apart from the fields' own labels ("Email", "Location", "Home Town", "Country of Birth"),
// so a label names exactly one control.
const PRIVACY_FIELDS: { key: keyof Omit<MemberPrivacy, "hideFromDirectory">; label: string }[] = [
  { key: "email", label: "E-mail address" },
  { key: "location", label: "Where you live now" },
  { key: "homeTown", label: "Hometown" },
  { key: "country", label: "Birth country" },
];

/** Who sees each personal field; the server leaves "admins only" values out of other members' copy. */
function PrivacyFields({
  value,
  onChange,
  adminMode,
}: {
  value: MemberPrivacy;
  onChange: (next: MemberPrivacy) => void;
  adminMode: boolean;
}) {
  const hideId = useId();
  return (
    <Flex direction="column" gap="3" data-testid="privacy">
      <Text size="2" color="gray">
        {adminMode
          ? "Who among the members sees each of this member's details: camp members, or admins only. Admins always see everything."
          : "Who sees each of your details: camp members, or admins only. Camp admins always see everything."}
      </Text>
      <Grid columns={{ initial: "1", sm: "2" }} gap="3">
        {PRIVACY_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label}>
            {(id) => (
              <Select.Root value={value[key]} onValueChange={(v) => onChange({ ...value, [key]: v as Visibility })}>
                <Select.Trigger id={id} />
                <Select.Content position="popper">
                  <Select.Item value="members">camp members</Select.Item>
                  <Select.Item value="admins">admins only</Select.Item>
                </Select.Content>
              </Select.Root>
            )}
          </Field>
        ))}
      </Grid>
      <Text as="label" size="2" htmlFor={hideId}>
        <Flex gap="2" align="center">
          <Checkbox
            id={hideId}
            checked={value.hideFromDirectory}
            onCheckedChange={(checked) => onChange({ ...value, hideFromDirectory: checked === true })}
          />
          {adminMode ? "Hide this member from the members' directory" : "Hide me from the members' directory"}
        </Flex>
      </Text>
    </Flex>
  );
}
