import { Flex, Heading, Switch, Text } from "@radix-ui/themes";
import { useId, type ReactNode } from "react";

/**
 * One section of the Settings screen, named by its heading; `children` draws the form once the
 * settings have loaded.
 */
export function SettingsSection<T>({
  name,
  title,
  settings,
  children,
}: {
  name: string;
  title: string;
  settings: T | undefined;
  children: (settings: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-settings-title`} data-testid={`${name}-settings`}>
      <Heading as="h3" size="3" mb="2" id={`${name}-settings-title`}>
        {title}
      </Heading>
      {settings ? children(settings) : <Text size="2">Loading...</Text>}
    </section>
  );
}

/** The switch that turns a setting's feature on or off, labelled by the sentence beside it. */
export function SettingsSwitch({
  checked,
  onCheckedChange,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Text as="label" size="2" htmlFor={id}>
      <Flex gap="2" align="center">
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} /> {children}
      </Flex>
    </Text>
  );
}
