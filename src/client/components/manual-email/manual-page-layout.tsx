import "./manual-email.css";
import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Button, Container, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/document-title";
import { MAIN_PROPS } from "../skip-link";

/** The frame of both manual processing pages: a back link to the dashboard, a title, the content. */
export function ManualPageLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(`Admin · ${title}`);
  return (
    <Container size="3" px={{ initial: "3", sm: "4" }} pb="8">
      <main {...MAIN_PROPS}>
        <Flex direction="column" gap="2" py="4">
          <div>
            <Button asChild variant="ghost" size="2">
              <Link to="/admin">
                <ArrowLeftIcon aria-hidden /> Back to Admin Dashboard
              </Link>
            </Button>
          </div>
          <Heading as="h1" size={{ initial: "6", sm: "7" }}>
            {title}
          </Heading>
          <Text as="p" color="gray" size="2">
            {intro}
          </Text>
        </Flex>
        <Flex direction="column" gap="4">
          {children}
        </Flex>
      </main>
    </Container>
  );
}
