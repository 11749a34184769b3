import { app } from "./app";
import { handleInbound } from "./inbound";

export { MemberOnboarding } from "./onboarding/member-onboarding";

export default {
  fetch: app.fetch,
  email: handleInbound,
} satisfies ExportedHandler<Env>;
