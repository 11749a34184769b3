// The frame every message is sent in, written with react-email's email-safe components.
// It is rendered once at build time (npm run email:layout), not in the Worker: see prerender.tsx.
import { Body, Container, Head, Html, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { footerText } from "./footer";

export interface LayoutProps {
  campName: string;
  children: ReactNode;
}

export function Layout({ campName, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{campName}</title>
      </Head>
      <Body style={page}>
        <Container style={container}>
          <Text style={header}>{campName}</Text>
          <Section style={card}>{children}</Section>
          {/* One string, so React writes no <!-- --> between the text and the name. */}
          <Text style={footer}>{footerText(campName)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const page: CSSProperties = { margin: 0, backgroundColor: "#f6f4ef", fontFamily: "Helvetica, Arial, sans-serif", color: "#222222" };
const container: CSSProperties = { maxWidth: "560px", margin: "0 auto", padding: "24px" };
const header: CSSProperties = {
  fontSize: "13px",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: "#a0522d",
  margin: "0 0 16px",
};
const card: CSSProperties = { backgroundColor: "#ffffff", borderRadius: "8px", padding: "24px", lineHeight: "1.5" };
const footer: CSSProperties = { fontSize: "12px", lineHeight: "1.5", color: "#777777", margin: "16px 0 0" };
