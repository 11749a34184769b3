import { Flex } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { MAIN_PROPS } from "./skip-link";

type Layout = Pick<ComponentProps<typeof Flex>, "direction" | "gap" | "p">;

/** The main landmark of a page shown over the camp's background picture (sign-in, the link pages, applying). */
export function BackgroundPage({ background, children, p = "4", ...layout }: Layout & { background: string; children: ReactNode }) {
  return (
    <Flex
      asChild
      className="full-bleed-background"
      align="center"
      justify="center"
      p={p}
      {...layout}
      style={{ backgroundImage: `url("${background}")` }}
    >
      <main {...MAIN_PROPS}>{children}</main>
    </Flex>
  );
}
