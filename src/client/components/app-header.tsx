import { ExitIcon, GearIcon, PersonIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { memo, type ReactNode } from "react";
import { logout, type CurrentUser } from "../api/auth";
import { forgetOfflineData, isNetworkError, setLogoutPending } from "../api/offline";
import { forgetSession } from "../lib/session";
import { toast, toastError } from "./toast";

/** Logging out deletes every member datum kept on this device first, connection or not. */
async function logoutEverywhere() {
  await forgetOfflineData();
  try {
    await logout();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    // Offline: the server session ends as soon as the app next reaches the server.
    setLogoutPending();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutEverywhere,
    networkMode: "always",
    onSuccess: async () => {
      localStorage.removeItem("simpleAuth");
      forgetSession(queryClient);
      toast({ title: "Logged Out" });
      await navigate({ to: "/auth" });
    },
    onError: (error) => toastError(error, "Please try again.", "Logout failed"),
  });
}

/** Memoised: the screens around it re-render as their data arrives. */
export const AppHeader = memo(function AppHeader({
  title,
  subtitle,
  user,
  children,
  onProfile,
}: {
  title: string;
  subtitle?: ReactNode;
  user: CurrentUser;
  children?: ReactNode;
  onProfile?: () => void;
}) {
  const signOut = useLogout();
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" py="4">
      <div>
        <Heading as="h1" size={{ initial: "6", sm: "7" }}>
          {title}
        </Heading>
        {subtitle}
      </div>
      <Flex gap="2" align="center" wrap="wrap">
        {children}
        {user.isAdmin ? (
          <Button asChild variant="soft">
            <Link to="/admin">
              <GearIcon /> Admin
            </Link>
          </Button>
        ) : (
          onProfile && (
            <Button variant="soft" onClick={onProfile}>
              <PersonIcon /> Profile
            </Button>
          )
        )}
        <Button variant="outline" color="gray" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <ExitIcon /> Logout
        </Button>
      </Flex>
    </Flex>
  );
});
