import { DurableObject } from "cloudflare:workers";

/**
 * One instance per member: the only place that moves a member through onboarding
 * (invite sent → reply received → profile created → welcome sent) and keeps its processing log.
 * Declared here so the binding exists; the inbound-email issue fills it in.
 */
export class MemberOnboarding extends DurableObject<Env> {}
