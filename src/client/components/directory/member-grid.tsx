import { Grid } from "@radix-ui/themes";
import type { ComponentProps } from "react";

/** 1 to 4 columns depending on width. */
export function MemberGrid(props: ComponentProps<typeof Grid>) {
  return <Grid columns={{ initial: "1", xs: "2", md: "3", lg: "4" }} gap="4" {...props} />;
}
