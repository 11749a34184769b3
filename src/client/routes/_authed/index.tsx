import { createFileRoute } from "@tanstack/react-router";
import { DirectoryScreen } from "../../components/directory/directory-screen";

export const Route = createFileRoute("/_authed/")({
  component: Home,
});

function Home() {
  const { user } = Route.useRouteContext();
  return <DirectoryScreen user={user} />;
}
