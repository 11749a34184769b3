// Replies for load runs (bench/inbound.mjs, scripts/crash-drill.mjs), delivered to the local server as
// Email Routing would hand them to the Worker.

/** The local server's inbound mail endpoint (wrangler's simulation of Email Routing). */
export const emailHandlerUrl = (origin, from, to) =>
  `${origin}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/**
 * A name for the i-th load-run member in letters ("Bench Member Ab"): a name holding digits is held for
 * review by the gate, as a real one would be.
 */
export function loadMemberName(prefix, i) {
  let tag = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) tag = String.fromCharCode(97 + ((n - 1) % 26)) + tag;
  return `${prefix} ${tag[0].toUpperCase()}${tag.slice(1)}`;
}

/** A reply that answers the whole invitation questionnaire, in plain text as a mail client sends it. */
export const questionnaireReply = ({ from, to, messageId }, answers) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    "Subject: Re: Join the camp directory",
    `Message-ID: <${messageId}>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Full name: ${answers.name}`,
    `Playa name: ${answers.playaName}`,
    "Home town: Reno",
    "Where you live now: Oakland, CA",
    "Country of birth: USA",
    `Number of burns attended: ${answers.burns}`,
    `Year of your first burn: ${answers.firstBurn}`,
    `Camp history: ${answers.campHistory}`,
    `Bio: ${answers.bio}`,
    "",
  ].join("\r\n");
