import { Box, Button, Dialog, Flex, Heading, Tabs, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { configQuery } from "../api/auth";
import { useBackground } from "../lib/background";
import { AdminLoginForm } from "./admin-login-form";
import { MemberLoginForm } from "./member-login-form";
import { toast } from "./toast";

const route = getRouteApi("/auth");

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
    <Flex
      className="full-bleed-background"
      direction="column"
      align="center"
      justify="center"
      gap="6"
      p="4"
      style={{ backgroundImage: `url("${background}")` }}
    >
      <Heading as="h1" size={{ initial: "8", sm: "9" }} align="center" style={{ color: "white", textShadow: "0 2px 12px rgba(0,0,0,.5)" }}>
        {campName}
      </Heading>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button size="4" highContrast style={{ minWidth: 180, letterSpacing: "0.2em" }}>
            ENTER
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="440px">
          <Dialog.Title align="center">{campName}</Dialog.Title>
          <Dialog.Description align="center" size="2" color="gray" mb="4">
            Access Camp Directory
          </Dialog.Description>
          <Tabs.Root defaultValue="member">
            <Tabs.List justify="center">
              <Tabs.Trigger value="member">Member</Tabs.Trigger>
              <Tabs.Trigger value="admin">Admin</Tabs.Trigger>
            </Tabs.List>
            <Box pt="4">
              <Tabs.Content value="member">
                <MemberLoginForm />
              </Tabs.Content>
              <Tabs.Content value="admin">
                <AdminLoginForm />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Root>
      <Text size="1" style={{ color: "rgba(255,255,255,.8)" }}>
        Members and admins only
      </Text>
    </Flex>
  );
}
