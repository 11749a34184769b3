import { CheckIcon, ClockIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Badge, Text } from "@radix-ui/themes";
import { NOT_STARTED, type StepBadge as Step } from "../../../lib/onboarding";

/** A step's state: its word, an icon and a colour that only repeat it. */
export function StepBadge({ step }: { step: Step }) {
  if (step.label === NOT_STARTED) {
    return (
      // aria-label on a plain span is not read everywhere (WCAG 4.1.2): the words are in the text.
      <Text color="gray">
        <span aria-hidden>{NOT_STARTED}</span>
        <span className="visually-hidden">Not started</span>
      </Text>
    );
  }
  const Icon =
    step.color === "green"
      ? CheckIcon
      : step.color === "amber" && step.label === "Needs Review"
        ? ExclamationTriangleIcon
        : step.color === "gray"
          ? null
          : ClockIcon;
  return (
    <Badge color={step.color} variant="soft" style={{ whiteSpace: "nowrap" }}>
      {Icon && <Icon aria-hidden />}
      {step.label}
    </Badge>
  );
}
