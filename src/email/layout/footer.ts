// The sentence the layout puts under every email the camp sends. Inbound isolation (../reply-text.ts)
// recognises it when a member's client quotes the whole email back.
export const footerText = (campName: string) =>
  `You receive this email because you are part of ${campName}. Reply to this address to reach the camp organisers.`;
