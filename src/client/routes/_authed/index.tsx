import { Card, Container, Text } from "@radix-ui/themes";
import { createFileRoute } from "@tanstack/react-router";
import { AppHeader } from "../../components/app-header";

// The member directory fills this screen (issue "member directory").
export const Route = createFileRoute("/_authed/")({
  component: Home,
});

function Home() {
  const { user } = Route.useRouteContext();
  return (
    <Container size="4" px="4">
      <AppHeader title="Camp Member Directory" user={user} />
      <Card>
        <Text>
          Signed in as {user.type === "member" ? user.email : user.username}. The member directory arrives here next.
        </Text>
      </Card>
    </Container>
  );
}
