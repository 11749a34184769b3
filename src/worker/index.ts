import { app } from "./app";

export { MemberOnboarding } from "./onboarding/member-onboarding";

export default {
  fetch: app.fetch,
  async email(message) {
    // Inbound replies are handled by the inbound-email issue; until then refuse them clearly.
    message.setReject("This address does not accept mail yet");
  },
} satisfies ExportedHandler<Env>;
