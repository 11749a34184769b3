import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";

const STEPS = [
  { title: "Invite", text: "An admin sends the invitation. It asks nine short questions and carries the member's own reply address." },
  { title: "Reply by email", text: "The member simply replies with their answers, in any form, and may attach a photo." },
  {
    title: "AI extracts the profile",
    text: "Workers AI (or the built-in parser when AI is unavailable) turns the reply into profile fields. It only fills blanks.",
  },
  { title: "Welcome", text: "Once the profile is created, a welcome email with a sign-in link lets the member in." },
];

/** The explanatory panel (docs/product.md#onboarding-tab): the four onboarding steps and the manual fallback. */
export function HowItWorks() {
  return (
    <Card asChild>
      <section aria-labelledby="how-it-works">
        <Heading as="h2" size="4" id="how-it-works" mb="3">
          How onboarding works
        </Heading>
        <Grid asChild columns={{ initial: "1", sm: "2", md: "4" }} gap="3" m="0" p="0">
          <ol className="onboarding-steps">
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <Flex gap="2" align="start">
                  <Text as="span" className="onboarding-step-number" aria-hidden>
                    {i + 1}
                  </Text>
                  <div>
                    <Text as="p" weight="bold" size="2">
                      <span className="visually-hidden">Step {i + 1}: </span>
                      {step.title}
                    </Text>
                    <Text as="p" size="2" color="gray">
                      {step.text}
                    </Text>
                  </div>
                </Flex>
              </li>
            ))}
          </ol>
        </Grid>
        <Text as="p" size="2" mt="3">
          <Text weight="bold">If a reply does not arrive or nothing could be extracted:</Text> paste the member's email into{" "}
          <RadixLink asChild>
            <Link to="/admin/manual-email">Process Member Email</Link>
          </RadixLink>
          , or use <Text weight="medium">Manual profile update by email</Text> to read their stored reply again (it sends no email). Every
          step is recorded in the member's email processing logs.
        </Text>
      </section>
    </Card>
  );
}
