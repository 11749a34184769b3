import { Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

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
