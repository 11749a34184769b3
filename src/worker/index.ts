import { app } from "./app";
import { handleInbound } from "./inbound";
import { handleScheduled } from "./scheduled";

export { MemberOnboarding } from "./onboarding/member-onboarding";

export default {
  fetch: app.fetch,
  email: handleInbound,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
