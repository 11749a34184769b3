// Mail that answers the invitation without being a profile (issue 23): an out-of-office auto-reply,
// "sadly I won't join this year", "I'll fill it in this weekend". Recognised from the headers that
// automatic replies carry (RFC 3834 Auto-Submitted, X-Autoreply, Precedence), the subject mail systems
// give them, and, when the reply answers no questions, their wording in the languages we read.
// Pure: the Worker reads the headers (src/worker/inbound.ts), the member's Durable Object decides.

import type { ReplyNote } from "../shared/onboarding";
import { matchLabel } from "./extract/labels";

export interface NotAProfile {
  note: ReplyNote;
  /** What arrived, for the member's log and the inbound row. */
  reason: string;
}

type Header = { key: string; value: string };

/** The header that marks an automatic reply, as "Name: value", or null. */
export function autoReplyHeader(headers: readonly Header[]): string | null {
  for (const { key, value } of headers) {
    const k = key.toLowerCase();
    const v = value.trim().toLowerCase();
    // RFC 3834: anything but "no" is automatic.
    if (k === "auto-submitted" && v !== "" && v !== "no") return `Auto-Submitted: ${v}`;
    if ((k === "x-autoreply" || k === "x-autorespond" || k === "x-autoresponder") && v !== "no") return `${key}: ${v}`;
    if (k === "precedence" && /^(?:auto_reply|auto-reply|bulk|junk|list)$/.test(v)) return `Precedence: ${v}`;
    if (k === "x-precedence" && /^auto/.test(v)) return `X-Precedence: ${v}`;
    // Mail systems' own reports: a bounce or a read receipt (RFC 6522 multipart/report, RFC 3464, RFC 8098),
    // what bounces carry (Exim's X-Failed-Recipients, Exchange's NDR mark), the null sender of RFC 5321
    // §4.5.5 that every notification is sent from, and the mail system's own From (MAILER-DAEMON, postmaster).
    if (k === "content-type" && /^multipart\/report\b/.test(v)) {
      const type = /report-type\s*=\s*"?([\w-]+)/.exec(v)?.[1];
      return `Content-Type: multipart/report${type ? ` (${type})` : ""}`;
    }
    if (k === "x-failed-recipients") return "X-Failed-Recipients";
    if (k === "x-ms-exchange-message-is-ndr") return "X-MS-Exchange-Message-Is-Ndr";
    if (k === "return-path" && /^<\s*>$/.test(v)) return "Return-Path: <>";
    if (k === "from" && /(?:^|[<\s"])(?:mailer-daemon|postmaster)@/.test(v)) return `From: ${v.slice(0, 80)}`;
    // Calendar answers (RFC 5546 METHOD:REPLY) and challenge-response filters that hold mail until the sender confirms.
    if (k === "content-type" && /^text\/calendar\b/.test(v)) return "Content-Type: text/calendar";
    if (k === "x-delivery-agent" && /\btmda\b/.test(v)) return `X-Delivery-Agent: ${v.slice(0, 40)}`;
  }
  return null;
}

/**
 * What marks a whole message as automatic: its headers (autoReplyHeader), or a calendar answer among
 * its parts (RFC 5546 METHOD:REPLY, an attendee accepting or declining, which postal-mime reads as an
 * attachment with its method).
 */
export function automaticMark(mail: {
  headers: readonly Header[];
  attachments?: readonly { mimeType?: string; method?: string }[];
}): string | null {
  const header = autoReplyHeader(mail.headers);
  if (header) return header;
  const calendar = (mail.attachments ?? []).find(
    (a) => /^(?:text\/calendar|application\/ics)$/i.test(a.mimeType ?? "") && /^(?:REPLY|COUNTER|DECLINECOUNTER)$/i.test(a.method ?? ""),
  );
  return calendar ? `Calendar answer (method ${calendar.method!.toUpperCase()})` : null;
}

// Subjects mail systems give automatic replies, in the languages we read.
const AUTO_SUBJECT = new RegExp(
  String.raw`^(?:automatic\s+reply|auto(?:matic)?[- ]?(?:reply|response)|autoreply|auto:|out\s+of\s+(?:the\s+)?office|ooo\b|abwesenheitsnotiz|automatische\s+antwort|abwesend|réponse\s+automatique|absence|respuesta\s+automática|fuera\s+de\s+la\s+oficina|resposta\s+automática|ausente|risposta\s+automatica|fuori\s+sede|automatisch\s+antwoord|afwezig|odpowiedź\s+automatyczna|автоответ|автоматический\s+ответ|αυτόματη\s+απάντηση|自動応答|自動返信|不在|自动回复|自動回覆|תשובה\s+אוטומטית|رد\s+تلقائي|رد\s+آلي|` +
    // Turkish, Scandinavian, Finnish, Czech/Slovak, Hungarian, Romanian, Ukrainian, Bulgarian, Croatian,
    // Catalan, Vietnamese, Indonesian, Korean, Thai
    String.raw`otomatik\s+(?:yanıt|cevap)|ofis\s+dışında|automatiskt\s+svar|frånvaro|automatisk\s+svar|fravær|automaattinen\s+vastaus|poissa|automatická\s+odpověď|automatická\s+odpoveď|mimo\s+kancelá|automatikus\s+válasz|házon\s+kívül|răspuns\s+automat|автовідповідь|автоматична\s+відповідь|автоматичен\s+отговор|automatski\s+odgovor|resposta\s+automàtica|trả\s+lời\s+tự\s+động|balasan\s+otomatis|자동\s*응답|부재|ตอบกลับอัตโนมัติ|` +
    // Mail systems' reports: bounces, mailbox full, read receipts, in the languages we read
    String.raw`undeliver(?:able|ed)|delivery\s+(?:status\s+notification|failure|has\s+failed)|mail\s+delivery\s+(?:failed|failure|subsystem)|returned\s+mail|failure\s+notice|mailbox\s+(?:is\s+)?full|unzustellbar|nicht\s+zustellbar|non\s+remis|non\s+distribuable|no\s+se\s+puede\s+entregar|no\s+entregado|non\s+recapitabile|não\s+entregue|onbestelbaar|niedostarczalne|не\s+доставлено|недоставлен|read\s*:|read\s+receipt|return\s+receipt|gelesen\s*:|lu\s*:|leído\s*:|letto\s*:|lida\s*:|gelezen\s*:|odczytane\s*:|прочитано\s*:|please\s+confirm\s+your\s+(?:message|e-?mail))`,
  "iu",
);

// The wording of out-of-office replies.
// (?<![\p{L}\p{N}]) rather than \b: JavaScript's \b only knows ASCII letters, so "\bв отпуске" never matches.
const AWAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:sar[òo]\s+assente|fuori\s+(?:dall['’])?ufficio|(?:this\s+)?(?:mailbox|inbox|e-?mail\s+address)\s+is\s+(?:not|no\s+longer)\s+(?:monitored|checked|in\s+use)|(?:ab|bin)\s+(?:dem\s+|den\s+)?(?:[\d./]{1,12}\s+)?(?:\p{L}+\s+){0,2}wieder\s+(?:im\s+büro|erreichbar|da|zurück)(?![\p{L}])|out\s+of\s+(?:the\s+)?office|on\s+(?:annual\s+|parental\s+|maternity\s+|paternity\s+)?(?:vacation|holiday|leave)|away\s+(?:from\s+(?:the\s+office|my\s+(?:desk|computer|laptop|inbox)|e-?mail)|until)|away\s+on\s+(?:a|an|my|our)\s+(?:[\p{L}-]+\s+){0,3}(?:trip|vacation|holiday|leave|break|sabbatical)|(?:won['’]t|will\s+not)\s+be\s+(?:checking|reading|answering)\s+(?:my\s+)?e-?mails?|limited\s+access\s+to\s+(?:e-?mail|my\s+e-?mail)|(?:travell?ing|off\s+grid|offline)\b[^.!?\n]{0,60}\buntil\b|back\s+(?:in\s+the\s+office\s+)?on\s+\w+|nicht\s+im\s+büro|abwesend|im\s+urlaub|keinen\s+zugriff\s+auf\s+(?:meine\s+)?e-?mails|absente?\s+du\s+bureau|en\s+congés?|en\s+vacances|fuera\s+de\s+la\s+oficina|de\s+vacaciones|fora\s+do\s+escritório|de\s+férias|em\s+férias|fuori\s+(?:ufficio|sede)|in\s+ferie|niet\s+op\s+kantoor|met\s+vakantie|afwezig|poza\s+biurem|na\s+urlopie|в\s+отпуске|не\s+в\s+офисе|вне\s+офиса|εκτός\s+γραφείου|σε\s+άδεια|מחוץ\s+למשרד|בחופשה|خارج\s+المكتب|في\s+إجازة|` +
    // Turkish, Swedish, Danish/Norwegian, Finnish, Czech, Slovak, Hungarian, Romanian, Ukrainian, Catalan,
    // Vietnamese, Indonesian, Korean: the first-person forms where the language has them ("izindeyim", "jsem na dovolené").
    String.raw`izindeyim|tatildeyim|ofis\s+dışındayım|ofiste\s+değilim|e-?postalarıma\s+(?:erişimim|erişim)\s+sınırlı|jag\s+är\s+(?:på\s+semester|ledig|tjänstledig|borta|frånvarande)|(?:jeg\s+er\s+)?(?:på\s+ferie|ikke\s+på\s+kontoret)|(?:jeg\s+)?holder\s+ferie|olen\s+(?:lomalla|poissa)|jsem\s+(?:na\s+dovolené|mimo\s+kancelář)|som\s+(?:na\s+dovolenke|mimo\s+kancelárie)|(?:szabadságon|házon\s+kívül)\s+vagyok|sunt\s+(?:în\s+concediu|în\s+afara\s+biroului)|(?:у|в)\s+відпустці|поза\s+офісом|(?:sóc|estic)\s+de\s+vacances|fora\s+de\s+l['’]oficina|đang\s+(?:nghỉ\s+phép|đi\s+công\s+tác)|sedang\s+(?:cuti|berlibur)|di\s+luar\s+kantor|휴가\s*중|부재\s*중|` +
    // "Cette adresse n'est plus consultée", "This mailbox is no longer monitored": a mailbox no one reads.
    String.raw`(?:cette\s+(?:adresse|boîte)(?:\s+(?:e-?mail|mail|aux\s+lettres))?|this\s+(?:mailbox|inbox|(?:e-?mail\s+)?address|account)|diese\s+(?:e-?mail-?)?(?:adresse|mailbox|postfach)|questa\s+(?:casella|(?:e-?)?mail|indirizzo)|esta\s+(?:dirección|cuenta|casilla))\s+(?:n['’]est\s+plus\s+(?:consultée|active|lue|utilisée|relevée)|is\s+no\s+longer\s+(?:monitored|active|in\s+use|read|checked)|wird\s+nicht\s+mehr\s+(?:gelesen|genutzt|abgerufen|betreut)|non\s+è\s+più\s+(?:attiva|consultata|monitorata|in\s+uso)|ya\s+no\s+(?:se\s+consulta|está\s+activa|se\s+revisa))|` +
    // Forms of the same languages from issue 23f.
    String.raw`inte\s+på\s+kontoret|på\s+semester|tjänstledig|frånvarande|mimo\s+kancelář|na\s+dovolené|nepřítomn[aáý]|не\s+в\s+офісі|ofis\s+dışında(?:yım)?|e-?postalarıma\s+erişimim|vắng\s+mặt|đang\s+nghỉ\s+phép)`,
  "iu",
);
const AWAY_CJK = /不在|休暇|出張中|休假|外出|不在办公室|不在辦公室/u;

// Saying no to this year's burn or to the directory.
const DECLINED =
  /(?:(?<![\p{L}])(?:jeg\s+(?:står|springer)\s+over|jag\s+(?:står|hoppar)\s+över)\s+i\s+år(?![\p{L}])|\b(?:dit\s+jaar\s+sla\s+ik|sla\s+ik\s+dit\s+jaar)\s+(?:het\s+)?over\b|\btak(?:e|ing)\s+(?:a|this)\s+year\s+off\b|\b(?:I['’]d|I\s+would)\s+(?:rather|prefer)\s+not\s+(?:to\s+)?(?:(?:share|give\s+out|put\s+(?:up|out))\s+(?:my\s+)?(?:details|information|info|personal|anything|stuff)|be\s+(?:in|on)\s+(?:the|a|your|this)\s+(?:directory|list)|be\s+listed)\b|\b(?:please\s+)?take\s+(?:me|us)\s+off(?=\s*(?:(?:the|this|your)\s+(?:list|directory|mailing|e-?mail)|[.!,]|$))|^\s*(?:nope|no|sadly|unfortunately|sorry)?[,.!\s]*not\s+this\s+year\b[^\n]{0,40}$|\bje\s+passe\s+mon\s+tour\b|(?<![\p{L}])este\s+año\s+paso(?![\p{L}])|(?<![\p{L}])(?:в\s+этом\s+году|цього\s+року)\s+не\s+(?:получится|смогу|поеду|вийде|зможу)(?![\p{L}])|^\s*not\s+for\s+me(?:,?\s+(?:thanks|thank\s+you|sorry))?[.!]*\s*$|\bschaffe\s+(?:ich\s+)?(?:es\s+)?(?:dieses\s+jahr\s+|heuer\s+)?(?:leider\s+)?(?:es\s+)?nicht\b|\b(?:dieses\s+jahr|heuer)\s+kann\s+ich\s+(?:leider\s+)?nicht\s+(?:dabei\s+sein|kommen|mitfahren|mitkommen)\b|\b(?:dieses\s+jahr|heuer)\s+(?:bin\s+ich|fahre\s+ich)\s+(?:leider\s+)?nicht\s+dabei\b|\b(?:dieses|das|heuer)\s+jahr\s+klappt\s+es\s+(?:bei\s+mir\s+)?(?:leider\s+)?nicht\b|\bklappt\s+es\s+(?:bei\s+mir\s+)?(?:dieses\s+jahr\s+|heuer\s+)?leider\s+nicht\b|\bdit\s+jaar\s+lukt\s+het\s+(?:me\s+|mij\s+|ons\s+)?(?:helaas\s+)?niet\b|\blukt\s+het\s+(?:me\s+|mij\s+|ons\s+)?(?:dit\s+jaar\s+)?helaas\s+niet\b|\b(?:remove|take)\s+me\s+(?:off|from)\s+(?:this|the|your)\s+(?:mailing\s+)?list\b|\bunsubscribe\b|\b(?:mij|me)\s+(?:alsjeblieft\s+)?van\s+(?:deze|de|jullie)\s+(?:mail)?lijst\s+(?:halen|verwijderen|afhalen)\b|\bme\s+(?:retirer|désinscrire|desinscrire)\s+de\s+(?:cette|la|votre)\s+liste\b|\b(?:borrarme|sacarme|darme\s+de\s+baja)\s+de\s+(?:esta|la|vuestra|su)\s+lista\b|\bmich\s+(?:bitte\s+)?(?:aus|von)\s+(?:dem|diesem|eurem|ihrem)\s+(?:verteiler|mailverteiler|liste)\b|\b(?:tirar-me|remover-me|me\s+(?:tirar|remover))\s+(?:d[aeo]|dessa|desta)\s+lista\b|\bcancellarmi\s+dalla\s+lista\b|\b(?:won['’]?t|will\s+not|can['’]?t|cannot|can\s+not|not\s+(?:going\s+to|able\s+to))\s+(?:be\s+)?(?:join(?:ing)?|mak(?:e|ing)\s+it|come|coming|attend(?:ing)?|go(?:ing)?|be\s+there|camp)\b|\b(?:not|n['’]t)\s+(?:joining|coming|going|attending|camping)\b|\bsit(?:ting)?\s+(?:this\s+(?:one|year)\s+)?out\b|\b(?:going\s+to|gonna|have\s+to|I['’]ll|I\s+will|must)\s+(?:have\s+to\s+)?pass\s+(?:on\s+(?:the\s+directory|this(?:\s+year)?|it)|this\s+(?:time|year))\b|\bI['’]m\s+out\s+(?:for\s+(?:this\s+year|20\d{2})|this\s+year)\b|\b(?:don['’]?t|do\s+not)\s+(?:make|create|set\s+up|add)\s+(?:me\s+)?a\s+profile\b|\bskip(?:ping)?\s+(?:this\s+year|the\s+burn)\b|\b(?:leider|dieses\s+jahr)\b[^.!?\n]{0,60}\bnicht\s+(?:dabei|mit|kommen)\b|\bnicht\s+dabei\b|^\s*not\s+this\s+year\b|\b(?:dit\s+jaar\s+)?kan\s+ik\s+(?:er\s+)?(?:helaas\s+)?niet(?:\s+(?:bij\s+zijn|komen|mee|gaan))?\s*[.!]?\s*$|\bsetze\s+(?:ich\s+)?(?:dieses\s+jahr|diesmal|heuer|2026)\s+aus\b|\bklappt\s+(?:es\s+)?(?:dieses\s+jahr\s+|diesmal\s+|heuer\s+)?(?:bei\s+(?:mir|uns)\s+)?nicht\b|\bschaff(?:e|en)\s+(?:es\s+)?(?:dieses\s+jahr\s+|diesmal\s+|heuer\s+)?nicht\b|\b(?:won['’]?t|doesn['’]?t|does\s+not|will\s+not)\s+work\s+out\s+(?:this\s+year|for\s+me)\b|\bne\s+(?:viendrai|serai|pourrai)\s+pas\b|\bpas\s+(?:cette\s+année|venir)\b|\bno\s+(?:podré|voy\s+a|iré|puedo)\s+(?:ir|venir|este\s+año)|\bno\s+(?:voy|iré|vendré)\b|\bno\s+voy\s+a\s+poder\b|\bno\s+me\s+(?:voy\s+a\s+unir|uno|apunto)\b|(?<![\p{L}])não\s+(?:vou|poderei|posso|consigo|conseguirei|irei)(?:\s+conseguir)?\s+(?:ir|estar|participar|este\s+ano|esse\s+ano)(?![\p{L}])|\bnon\s+(?:verrò|vengo|ci\s+sarò|ci\s+sono|partecipo|posso\s+venire|potrò\s+(?:venire|esserci)|riesco\s+a\s+venire)(?![\p{L}])|quest['’]anno\s+(?:purtroppo\s+|per\s+forza\s+)?(?:salto|passo|non\s+ci\s+sono)\b|este\s+año\s+(?:me\s+lo\s+salto|paso|no\s+voy)\b|cette\s+année\s+je\s+(?:passe\s+mon\s+tour|saute|ne\s+viens\s+pas)\b|this\s+year\s+I['’]m\s+(?:skipping|sitting\s+(?:it\s+)?out)\b|\bniet\s+(?:mee|meegaan|komen)\b|\bkan\s+(?:dit\s+jaar\s+)?niet\s+(?:komen|mee|gaan)\b|\bkann\s+(?:dieses\s+jahr\s+)?nicht\s+(?:kommen|dabei\s+sein|mitkommen)\b|\bnie\s+(?:pojadę|jadę|przyjadę|będzie\s+mnie|dam\s+rady)(?![\p{L}])|(?<![\p{L}])w\s+tym\s+roku\s+(?:sobie\s+)?(?:odpuszczam|pasuję|nie\s+jadę)(?![\p{L}])|не\s+(?:смогу|поеду|приеду|буду)|δεν\s+θα\s+(?:έρθω|μπορέσω)|לא\s+(?:אגיע|אבוא|אוכל\s+להגיע)|لن\s+(?:أحضر|آتي|أتمكن)|(?<![\p{L}])(?:kan\s+inte\s+(?:komma|följa\s+med|vara\s+med)|kommer\s+inte\s+(?:i\s+år|att\s+(?:komma|åka))|nepojedu|nemůžu\s+(?:jet|přijet)|nedorazím|не\s+(?:зможу|поїду|приїду)|katılamayacağım|gelemeyeceğim|gelemiyorum|không\s+(?:thể\s+)?(?:đi|tham\s+gia)\s+được)(?![\p{L}]))/iu;
const DECLINED_CJK =
  /参加できません|参加できなくなりました|参加でき(?:ない|なく)|行けません|行けなくなりました|不能参加|去不了|不参加|不去了|참석(?:이\s*)?(?:어렵|못)|못\s*가(?:요|게)|불참/u;

// "Who is this? I think you have the wrong person": the invitation reached someone it was not meant for.
const WRONG_PERSON =
  /(?<![\p{L}])(?:(?:vous\s+vous\s+êtes|tu\s+t['’]es)\s+tromp[ée]e?s?\s+(?:d['’]adresse|de\s+personne)|(?:avete|hai)\s+sbagliato\s+(?:persona|indirizzo)|(?:se\s+han|te\s+has|os\s+habéis)\s+equivocado\s+de\s+(?:persona|dirección|correo)|(?:the\s+)?wrong\s+(?:person|e-?mail(?:\s+address)?|address|guy|girl)|(?:meant|intended)\s+for\s+(?:a\s+different|another|someone\s+else|somebody\s+else)|not\s+the\s+(?:person|one)\s+you(?:['’]re|\s+are)\s+looking\s+for|(?:falsche[nr]?\s+(?:person|adresse|empfänger)|mauvaise\s+(?:personne|adresse)|persona\s+(?:equivocada|sbagliata)|pessoa\s+errada|verkeerde\s+(?:persoon|adres)|(?:dirección|direccion)\s+equivocada|indirizzo\s+sbagliato|endereço\s+errado|fel\s+(?:person|adress|mottagare)|feil\s+(?:person|adresse|mottaker)|forkert\s+(?:person|adresse|modtager)|väärä(?:lle)?\s+(?:henkilö(?:lle)?|osoitteeseen)|nie\s+do\s+tej\s+osoby|не\s+по\s+адресу|ошиблись\s+адресом))(?![\p{L}])/iu;

// Asking the camp what a question means before answering it ("for 'home town' do you mean…?", "should I count
// this year's?", "was meint ihr mit …?"): a question back, answered by an admin, not a profile.
const ASKS_BACK =
  /(?:(?<![\p{L}])(?:bevor\s+ich\s+(?:die\s+fragen\s+|alles\s+)?(?:beantworte|antworte|ausfülle)|(?:eine\s+)?(?:kurze\s+)?rückfrage|wer\s+(?:kann|darf|wird)\s+(?:das|dieses|euer)\s+verzeichnis\s+(?:später\s+)?sehen|antes\s+de\s+(?:responder|contestar)|avant\s+de\s+répondre|prima\s+di\s+rispondere|voordat\s+ik\s+(?:antwoord|de\s+vragen\s+beantwoord))(?![\p{L}])|\bbefore\s+I\s+(?:answer|fill|reply|respond|send)\b|\bwho\s+(?:actually\s+|else\s+)?(?:gets\s+to|can|will|is\s+able\s+to)\s+see\b|\bis\s+it\s+ok(?:ay)?\s+if\s+I\s+(?:skip|leave\s+out)\b|\b(?:do|did)\s+you\s+mean\b|\bwhat\s+do\s+(?:you|they|y['’]all)\s+(?:even\s+|actually\s+|exactly\s+)?mean\b|\bcan\s+you\s+(?:fill|answer)\s+(?:this|it)\s+(?:in\s+|out\s+)?for\s+(?:me|us|both)\b|\bwhat\s+(?:does|is)\s+["“']?[^?\n]{1,40}\s+mean\b|\bshould\s+I\s+(?:count|include|put|write|answer|list)\b|\bhow\s+(?:do|should)\s+I\s+(?:count|answer|fill)\b|\bwas\s+mein(?:t|en)\s+(?:ihr|sie)\b|\bqu['’]est-ce\s+que\s+(?:vous\s+entendez|ça\s+veut\s+dire)\b|\bqu['’]entendez-vous\b|\bavant\s+de\s+(?:remplir|répondre)\b|\bantes\s+de\s+(?:responder|contestar|rellenar)\b|\bbevor\s+ich\s+(?:antworte|ausfülle)\b|\bqué\s+(?:significa|quieren\s+decir)\b|\bo\s+que\s+(?:significa|querem\s+dizer)\b|\bcosa\s+(?:intendete|significa)\b|\bwat\s+bedoelen\s+jullie\b)[^\n]*\?/iu;

// Promising the answers later.
const LATER =
  /(?:\b(?:i['’]?ll|i\s+will|will|gonna|going\s+to)\s+(?:sit\s+down\s+and\s+)?(?:fill|answer|reply|respond|send|get\s+back|do|write(?:\s+(?:properly|back|more|it\s+up))?)\b[^.!?\n]{0,40}\b(?:later|soon|tomorrow|tonight|weekend|next\s+week|this\s+week|when\s+(?:i|we)|once\s+(?:i|we)|asap|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after\s+(?:my|the)\s+(?:shift|trip|exams?|holiday|vacation))\b|\b(?:answers?|details|more)\s+(?:to\s+follow|coming\s+soon|later)\b|\b(?:fill|answer)\s+(?:it|this|them)?\s*(?:in|out)?\s*later\b|\bspäter\b[^.!?\n]{0,40}\b(?:ausfüllen|antworten|beantworten|schicken)\b|\b(?:am|übers?)\s+wochenende\b|\bplus\s+tard\b|\bce\s+week-?end\b|\bje\s+(?:remplirai|répondrai|réponds)\b|\b(?:lo|la|te\s+lo)\s+(?:completo|relleno|respondo|mando)\b|\beste\s+fin\s+de\s+semana\b|\bmás\s+tarde\b|\b(?:respondo|preencho|mando)\b[^.!?\n]{0,30}(?<![\p{L}])(?:depois|fim\s+de\s+semana|amanhã|mais\s+tarde|à\s+noite|semana\s+que\s+vem|(?:no|na)\s+(?:domingo|segunda|terça|quarta|quinta|sexta|sábado))(?![\p{L}])|\bpiù\s+tardi\b|\b(?:vul|beantwoord)\b[^.!?\n]{0,30}\blater\b|\bpóźniej(?![\p{L}])|(?<![\p{L}])(?:позже|αργότερα)(?![\p{L}])|אמלא\s+(?:אחר\s+כך|בסוף\s+השבוע)|لاحقا|لاحقًا|(?<![\p{L}])(?:(?:fyller|svarar|skickar)[^.!?\n]{0,30}(?:senare|i\s+helgen)|(?:vyplním|pošlu|odpovím)[^.!?\n]{0,30}(?:později|o\s+víkendu)|(?:заповню|надішлю|відповім)[^.!?\n]{0,30}(?:пізніше|на\s+вихідних)|(?:daha\s+sonra|hafta\s+sonu)[^.!?\n]{0,30}(?:doldur|yaz|gönder|cevap)|(?:điền|gửi|trả\s+lời)[^.!?\n]{0,30}(?:sau|cuối\s+tuần)))/iu;
// "这周末我再填写": a time word, then within a few characters "again/then" or "fill in".
// Hebrew, Dutch and Greek (issue 23, round 4): a first-person future of answering, filling in or sending
// ("אענה", "אמלא", "ik vul … in", "θα απαντήσω"), then within a few words a time ahead ("בשבוע הבא",
// "volgende week", "το Σαββατοκύριακο"). Hebrew verbs may carry the prefix ו ("and").
const LATER_MORE = new RegExp(
  [
    // "easier if I just call you about this - I'll ring Thursday evening": the answers come by phone.
    String.raw`(?<![\p{L}])(?:(?:i['’]?ll|i\s+will|let\s+me|i\s+can|easier\s+(?:if|to))\s+(?:just\s+)?(?:call|ring|phone|give\s+you\s+a\s+(?:call|ring|bell))(?![\p{L}])|(?:call|ring|phone)\s+you\s+(?:about\s+(?:it|this)|instead|later|tomorrow|tonight|this\s+week|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))`,
    // "Give me a few days", "I'll answer in the next couple of days", "nei prossimi giorni", "in den nächsten
    // Tagen", "dans les prochains jours", "en los próximos días", "nos próximos dias", "de komende dagen".
    String.raw`(?<![\p{L}])give\s+me\s+(?:a\s+(?:few|couple(?:\s+of)?)|two|three)\s+(?:more\s+)?days(?=\s*(?:[.!,;:)]|$))`,
    String.raw`(?<![\p{L}])(?:i['’]?ll|i\s+will|will|gonna|going\s+to)\s+(?:fill|answer|reply|respond|send|get\s+back)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])in\s+(?:the\s+)?(?:next\s+)?(?:a\s+)?(?:few|couple(?:\s+of)?)\s+days(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:rispondo|scrivo|mando|antworte|melde\s+mich|schicke|réponds|reviens|envoie|contesto|respondo|mando|envío|envio|stuur|antwoord)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:nei\s+prossimi\s+giorni|in\s+den\s+nächsten\s+tagen|dans\s+les\s+(?:prochains|jours\s+qui\s+viennent)\s*(?:jours)?|en\s+los\s+próximos\s+días|nos\s+próximos\s+dias|de\s+komende\s+dagen)(?![\p{L}])`,
    // "Send me a reminder next week", "will get to it after work", "melde mich später", "je m'en occupe demain
    // soir", "lo lleno esta noche", "vou preencher amanhã": the answers are promised for later.
    String.raw`(?<![\p{L}])(?:send\s+me\s+a\s+reminder|remind\s+me)(?![\p{L}])[^.!?\n]{0,30}(?<![\p{L}])(?:next\s+week|later|tomorrow|in\s+a\s+(?:few\s+days|week)|after|when)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:i['’]?ll|i\s+will|will)\s+get\s+(?:to|back\s+to)\s+(?:it|this|you)(?![\p{L}])[^.!?\n]{0,20}(?<![\p{L}])(?:after\s+work|later|tonight|tomorrow|soon|this\s+weekend|when\s+I)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:melde\s+mich|je\s+m['’]en\s+occupe|lo\s+(?:lleno|relleno|completo|contesto|mando)|vou\s+(?:preencher|responder|mandar|enviar)|(?:o|a)\s+preencho)(?![\p{L}])[^.!?\n]{0,25}(?<![\p{L}])(?:später|morgen|am\s+wochenende|nochmal|demain|ce\s+soir|ce\s+week-?end|plus\s+tard|esta\s+noche|mañana|luego|el\s+finde|amanhã|depois|mais\s+tarde|hoje\s+à\s+noite|logo)(?![\p{L}])`,
    // "after my exams", "when I'm back from the trip", "zaraz po egzaminach", "nach meinen Prüfungen": a time
    // ahead told by what comes first.
    String.raw`(?<![\p{L}])(?:(?:i['’]?ll|i\s+will|will|gonna)\s+(?:fill|answer|reply|respond|send|get\s+back|do)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:after\s+(?:my\s+)?(?:exams?|finals|the\s+trip|my\s+trip|the\s+holidays|work)|when\s+I['’]?m\s+back(?:\s+from)?)|(?:odpiszę|odpowiem|wyślę|uzupełnię)[^.!?\n]{0,30}po\s+(?:egzaminach|sesji|powrocie|urlopie)|(?:antworte|melde\s+mich|schicke)[^.!?\n]{0,30}nach\s+(?:meinen|den)\s+(?:prüfungen|klausuren|urlaub)|(?:contesto|respondo|mando)[^.!?\n]{0,30}después\s+de\s+(?:los|mis)\s+exámenes|(?:réponds|envoie)[^.!?\n]{0,30}après\s+mes\s+examens|(?:rispondo|mando)[^.!?\n]{0,30}dopo\s+gli\s+esami)(?![\p{L}])`,
    // "Real answers coming on Sunday", "proper answers to follow".
    String.raw`(?<![\p{L}])(?:(?:real|proper|actual|full)\s+)?answers?\s+(?:coming|to\s+follow|will\s+follow|on\s+(?:their|the)\s+way)(?![\p{L}])`,
    // The same in other languages: "Svaren kommer snart", "die Antworten folgen", "les réponses suivent",
    // "las respuestas van después", "respostas em breve", "le risposte arrivano", "antwoorden volgen".
    String.raw`(?<![\p{L}])(?:svaren\s+kommer|svar\s+kommer|(?:die\s+)?antworten\s+(?:folgen|kommen)|(?:les\s+)?réponses\s+(?:suivent|à\s+venir|arrivent)|(?:las\s+)?respuestas\s+(?:van|vienen|llegan|pronto|después|luego)|(?:as\s+)?respostas\s+(?:em\s+breve|vêm|chegam|depois)|(?:le\s+)?risposte\s+(?:arrivano|a\s+seguire|dopo)|(?:de\s+)?antwoorden\s+(?:volgen|komen))(?![\p{L}])`,
    String.raw`(?<![\p{L}])ו?(?:אענה|אמלא|אשלח|אחזור|אכתוב|אשיב)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:בשבוע\s+הבא|מחר|בסוף\s+השבוע|בסופ["״]ש|אחר\s+כך|אח["״]כ|מאוחר\s+יותר|בקרוב|בהמשך|הערב|כשאחזור)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:vul|beantwoord|antwoord|stuur|reageer)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:later|volgende\s+week|morgen|straks|binnenkort|vanavond|zodra\s+ik|als\s+ik\s+terug|(?:dit|in\s+het|na\s+het|komend)\s+weekend)(?![\p{L}])`,
    // Spanish "el domingo os contesto todo", "os respondo mañana": a day ahead and "I'll answer you".
    String.raw`(?<![\p{L}])(?:mañana|luego|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|finde|fin\s+de\s+semana)|esta\s+noche|la\s+semana\s+que\s+viene|cuando\s+vuelva)(?![\p{L}])[^.!?
]{0,40}(?<![\p{L}])(?:os|te|les|le)\s+(?:contesto|respondo|escribo|mando|envío)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:os|te|les|le)\s+(?:contesto|respondo|escribo)(?![\p{L}])[^.!?
]{0,30}(?<![\p{L}])(?:mañana|luego|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|finde|fin\s+de\s+semana)|esta\s+noche|la\s+semana\s+que\s+viene|cuando\s+vuelva)(?![\p{L}])`,
    // Italian "ti rispondo nel weekend", Russian and Ukrainian "отвечу на выходных", "відповім завтра".
    String.raw`(?<![\p{L}])(?:ti|vi|le)\s+(?:rispondo|scrivo|mando)(?![\p{L}])[^.!?\n]{0,30}(?<![\p{L}])(?:domani|stasera|dopo|più\s+tardi|nel\s+(?:weekend|fine\s+settimana)|(?:la\s+)?settimana\s+prossima|presto|appena\s+(?:posso|torno))(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:отвечу|заполню|пришлю|напишу|відповім|заповню|надішлю)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:на\s+выходных|завтра|позже|вечером|скоро|на\s+следующей\s+неделе|на\s+вихідних|пізніше|увечері|наступного\s+тижня)(?![\p{L}])`,
    // "Respondo as perguntas assim que der, acho que em uns quinze dias", "contesto en un par de semanas",
    // "rispondo appena posso": an answer promised when the member can, or in days or weeks.
    String.raw`(?<![\p{L}])(?:respondo|preencho|mando|envio|contesto|relleno|envío|rispondo|compilo|réponds|remplis|antworte|schicke)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:assim\s+que\s+(?:der|puder|possível)|(?:em|en|in|dans|tra|fra)\s+(?:uns\s+|unos\s+|alguns\s+|algunos\s+|un\s+par\s+de\s+|qualche\s+|quelques\s+|ein\s+paar\s+)?(?:\p{L}+\s+)?(?:dias|días|semanas|giorni|settimane|jours|semaines|tagen|wochen)|tan\s+pronto\s+como\s+pueda|appena\s+posso|dès\s+que\s+(?:je\s+)?(?:peux|possible)|sobald\s+ich\s+kann)(?![\p{L}])`,
    // German "Ich füll das aus, sobald ich wieder daheim bin": the form filled in once the member is back.
    String.raw`(?<![\p{L}])(?:füll(?:e)?|beantworte|schick(?:e)?)\s+(?:das|es|ihn|sie|den\s+fragebogen|die\s+fragen|alles)(?:\s+\p{L}+)?(?:\s+aus)?,?\s+(?:sobald|wenn)\s+ich\s+(?:wieder\s+)?(?:daheim|zu\s*hause|zuhause|zurück|da|online|im\s+büro)(?![\p{L}])`,
    // "Ich füll das nächste Woche aus", "beantworte ich morgen": German with the time inside the verb's frame.
    String.raw`(?<![\p{L}])(?:füll(?:e)?|beantworte|schick(?:e)?)\s+(?:(?:ich\s+)?(?:das|es|ihn|sie|den\s+fragebogen|die\s+fragen|alles)\s+)?(?:(?:dann\s+)?(?:nächste|kommende)\s+woche|morgen|am\s+wochenende|übers\s+wochenende|später|heute\s+abend)(?:\s+aus)?(?![\p{L}])`,
    // Turkish puts the verb last: "Sınavlar biter bitmez soruları cevaplayacağım", "hafta sonu doldururum".
    String.raw`(?<![\p{L}])(?:biter\s+bitmez|bitince|bittikten\s+sonra|sonra(?:sında)?|hafta\s*sonu|yarın|akşam|dönünce|döndüğümde|en\s+kısa\s+(?:sürede|zamanda)|birkaç\s+gün\s+içinde|müsait\s+olunca)(?![\p{L}])[^.!?
]{0,40}(?<![\p{L}])(?:cevaplayacağım|cevaplarım|yanıtlayacağım|yanıtlarım|dolduracağım|doldururum|göndereceğim|gönderirim|yazacağım|yazarım)(?![\p{L}])`,
    // Polish "odpiszę / uzupełnię / wyślę … w weekend / jutro / później"
    String.raw`(?<![\p{L}])(?:odpiszę|odpowiem|uzupełnię|wypełnię|wyślę|napiszę)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:w\s+weekend|jutro|później|wieczorem|wkrótce|niedługo|w\s+przyszłym\s+tygodniu|po\s+weekendzie)(?![\p{L}])`,
    String.raw`(?<![\p{L}])θα\s+(?:(?:σας|σου|σ['’])\s*)?(?:απαντήσω|συμπληρώσω|στείλω|επανέλθω|γράψω|τα\s+στείλω|τα\s+συμπληρώσω)(?![\p{L}])[^.!?\n]{0,40}(?<![\p{L}])(?:σαββατοκύριακο|σ\/κ|αύριο|απόψε|σύντομα|μετά|(?:την\s+)?(?:επόμενη|άλλη)\s+(?:εβδομάδα|βδομάδα))(?![\p{L}])`,
  ].join("|"),
  "iu",
);
const LATER_CJK =
  /後で|あとで|週末に|稍后|之后再|(?:주말에|다음\s*주에?|나중에|내일|이따가?)[^.!?\n]{0,20}(?:답장|회신|답변|작성|보내)|(?:周末|週末|明天|下周|下週|晚点|晚點|回头|回頭|改天)[^。！？!?\n]{0,6}(?:再|填|回复|回覆)/u;

// What mail systems write in a bounce, a full-mailbox notice or a sender check (challenge-response), in
// the languages we read: wording no member uses about themselves, so it is read even in a long message.
const MAIL_SYSTEM = new RegExp(
  [
    String.raw`created\s+automatically\s+by\s+mail\s+delivery\s+software`,
    // A challenge-response spam filter: "Please confirm your message … I only accept mail from senders who confirm".
    String.raw`(?:please\s+)?(?:confirm|verify)\s+(?:that\s+)?(?:your\s+(?:message|e-?mail|address)|you\s+are\s+(?:a\s+)?(?:real\s+)?(?:person|human))|challenge[-\s]response|(?:only\s+)?accepts?\s+(?:mail|e-?mails?|messages)\s+from\s+(?:senders|people|addresses)\s+(?:who|that|on)`,
    // A mailing list's moderation notice: "Your message to camp-list is awaiting moderator approval".
    String.raw`(?:awaiting|held\s+for|requires?|pending)\s+(?:the\s+)?(?:list\s+)?moderat(?:or|ion)(?:['’]s)?(?:\s+approval)?`,
    String.raw`(?:could\s+not|couldn['’]t)\s+be\s+delivered\s+to`,
    String.raw`delivery\s+to\s+the\s+following\s+recipients?\s+(?:has\s+)?failed`,
    String.raw`(?:mailbox|inbox)\s+(?:is\s+)?(?:full|over\s+quota)`,
    String.raw`quota\s+exceeded`,
    String.raw`(?:user|recipient|address)\s+unknown|no\s+such\s+user`,
    String.raw`konnte\s+nicht\s+(?:an\s+folgende\s+empfänger[^.]{0,40}\s+)?zugestellt\s+werden`,
    String.raw`postfach\s+(?:ist\s+)?voll`,
    String.raw`n['’]a\s+pas\s+pu\s+être\s+(?:remis|distribué)`,
    String.raw`boîte\s+(?:aux\s+lettres\s+)?(?:est\s+)?pleine`,
    String.raw`no\s+(?:se\s+)?(?:ha\s+)?podido\s+entregar`,
    String.raw`buzón\s+(?:está\s+)?lleno`,
    String.raw`non\s+è\s+stato\s+possibile\s+recapitare`,
    String.raw`casella\s+(?:di\s+posta\s+)?(?:è\s+)?piena`,
    String.raw`kon\s+niet\s+worden\s+(?:afgeleverd|bezorgd)`,
    String.raw`nie\s+może\s+zostać\s+dostarczona`,
    String.raw`skrzynka\s+(?:pocztowa\s+)?(?:jest\s+)?pełna`,
    String.raw`не\s+может\s+быть\s+доставлено`,
    String.raw`ящик\s+(?:получателя\s+)?переполнен`,
    String.raw`(?:confirm|verify)\s+(?:that\s+)?you(?:\s+are|['’]re)\s+(?:a\s+)?(?:human|real\s+person|not\s+a\s+(?:robot|spammer))`,
    // "Quick question to prove you're a person", "your message is waiting in a holding area".
    String.raw`prove\s+(?:that\s+)?you(?:\s+are|['’]re)\s+(?:a\s+)?(?:human|(?:real\s+)?person|not\s+a\s+(?:robot|bot|spammer))|(?:waiting|held|sitting)\s+in\s+(?:a|my)\s+holding\s+(?:area|queue|pen)`,
    "challenge[- ]response",
    String.raw`(?:sender|spam)\s+(?:verification|whitelist)`,
  ].join("|"),
  "iu",
);

// A help desk's acknowledgement ("[Request received]", "Your request (48213) has been received", Zendesk's
// "##- Please type your reply above this line -##"): the invitation reached a support address, and the ticket
// it opened may repeat the invitation unquoted. Sent without RFC 3834 headers by several help desks.
const HELP_DESK_SUBJECT =
  /^\[?\s*(?:request|ticket|case)\s+(?:received|created|opened|logged)\s*\]?|\[\s*(?:ticket|case|request)\s*(?:#|no\.?\s*)?\d+\s*\]/iu;
// ("We've got your message and one of us will reply within two working days", "Support powered by FreeScout".)
const HELP_DESK_BODY =
  /##-\s*please\s+type\s+your\s+reply\s+above\s+this\s+line\s*-##|(?:we['’]ve\s+(?:got|received)|we\s+have\s+(?:got|received))\s+your\s+(?:message|e-?mail|request|enquiry|inquiry)[^.!?\n]{0,80}(?:reply|respond|get\s+back)(?:\s+to\s+you)?\s+within|(?:support|help\s*desk)\s+(?:powered\s+by|by)\s+(?:FreeScout|Help\s*Scout|Freshdesk|Zendesk|osTicket|Zammad|Kayako)|your\s+(?:request|ticket|case|support\s+request)\s*(?:\(#?\d+\)|#\s?\d+)?\s+has\s+been\s+(?:received|created|opened|logged)/iu;

// A reply that answers this many questions is a profile, whatever else it says.
const PROFILE_MIN_FIELDS = 3;
const answersAQuestion = (text: string) => text.split("\n").some((line) => (matchLabel(line)?.answer ?? "") !== "");
const NO_PROFILE_WANTED =
  /(?<![\p{L}])(?:(?:don['’]?t|do\s+not)\s+(?:think\s+it\s+makes\s+sense|want|need)\s+(?:for\s+me\s+)?to\s+be\s+(?:in|on)\s+the\s+(?:directory|list)|(?:please\s+)?(?:don['’]?t|do\s+not)\s+(?:hold|save|keep)\s+(?:a\s+)?(?:spot|place|space)\s+for\s+me|skip(?:ping)?\s+the\s+directory|pass(?:ing)?\s+on\s+the\s+directory|(?:don['’]?t|do\s+not|please\s+don['’]?t)\s+(?:make|create|set\s+up|add)\s+(?:me\s+)?a\s+profile|(?:leave|keep)\s+me\s+out\s+of\s+the\s+directory|no\s+profile\s+for\s+me|(?:I['’]d|I\s+would)\s+rather\s+not\s+be\s+(?:listed|in\s+the\s+directory)|(?:please\s+)?(?:don['’]?t|do\s+not)\s+(?:list|include)\s+me|prefiero\s+(?:quedar(?:me)?|estar|seguir)\s+fuera\s+del\s+directorio|no\s+me\s+(?:incluyan|pongan|agreguen|incluyáis|pongáis)\s+en\s+el\s+directorio|(?:je\s+)?préf[èe]re\s+ne\s+pas\s+(?:être|figurer)\s+dans\s+l['’]annuaire|lieber\s+nicht\s+(?:ins|im)\s+verzeichnis|prefiro\s+(?:ficar\s+)?fora\s+do\s+diret[óo]rio|preferisco\s+(?:restare|stare)\s+fuori\s+dalla\s+(?:directory|rubrica)|liever\s+niet\s+in\s+(?:de\s+)?(?:directory|gids|lijst))(?![\p{L}])/iu;
// "Vi chiedo di togliermi dalla vostra lista", "please take me off your list", "merci de retirer mon adresse de
// votre liste": the member asks to be off the camp's list, which is a no to the directory (session 26).
const OFF_THE_LIST =
  /(?<![\p{L}])(?:(?:take|remove|delete)\s+(?:me|my\s+(?:e-?mail|address|details))\s+(?:off|from)\s+(?:your|the|this)\s+(?:mailing\s+)?list|unsubscribe\s+me|togliermi\s+dalla\s+(?:vostra\s+|tua\s+)?lista|toglietemi\s+dalla\s+lista|cancellare\s+i\s+miei\s+dati|retirer\s+mon\s+adresse\s+de\s+(?:votre|ta)\s+liste|me\s+(?:retirer|désinscrire)\s+de\s+(?:votre|ta)\s+liste|(?:borrarme|sacarme|quitarme|darme\s+de\s+baja)\s+de\s+(?:la|vuestra|su|tu)\s+lista|(?:tirar-me|remover-me|me\s+tirar)\s+da\s+(?:lista|vossa\s+lista|sua\s+lista)|(?:mich|meine\s+adresse)\s+(?:aus|von)\s+(?:eurem|ihrem|dem|der)\s+(?:verteiler|liste)\s+(?:zu\s+)?(?:streichen|nehmen|löschen|entfernen)|(?:haal|verwijder)\s+(?:mij|me|mijn\s+adres)\s+(?:van|uit)\s+(?:de|jullie|uw)\s+(?:lijst|mailinglijst)|usuń(?:cie)?\s+mnie\s+z\s+(?:listy|waszej\s+listy))(?![\p{L}])/iu;
// "ich hab euch doch schon letzte Woche geantwortet", "I already sent my answers": the answers went in another
// mail (an admin finds it); and a reply of only "👍" or "ok" acknowledges the invitation (session 26).
const ALREADY_ANSWERED =
  /(?<![\p{L}])(?:(?:I['’]ve|I\s+have|I)\s+already\s+(?:answered|replied|responded|sent\s+(?:it|this|them|my\s+answers|you\s+my\s+answers))|(?:schon|bereits)\s+(?:letzte\s+woche\s+|vorige\s+woche\s+)?(?:geantwortet|beantwortet|geschickt)|(?:ya\s+)?(?:os|te|les)\s+(?:contesté|respondí|mandé)\s+(?:ya|la\s+semana\s+pasada)|j['’]ai\s+déjà\s+répondu|ho\s+già\s+risposto|já\s+(?:respondi|mandei)|ik\s+heb\s+(?:al|vorige\s+week)\s+(?:geantwoord|gereageerd))(?![\p{L}])/iu;
const ACKNOWLEDGED =
  /^\s*(?:👍|👌|🙏|✅|ok(?:ay)?|k|thanks|thank\s+you|thx|danke|merci|gracias|grazie|obrigad[oa]|bedankt)(?:[\s!.]|\p{Emoji_Modifier}|👍)*$/iu;
// The wording rules read short replies only: a long one is a letter, not a notice.
const NOTICE_MAX_CHARS = 800;
const LETTER_MAX_CHARS = 2 * NOTICE_MAX_CHARS;
// A decline names a few facts at most; a reply that reads to this many fields is a profile.
const DECLINE_MAX_FIELDS = 5;

/**
 * Whether a reply is not a profile. `fieldsFound` is how many fields extraction read from it: a
 * reply with answers is a profile even if it mentions a holiday; an auto-reply header always wins.
 */
export function notAProfile(input: {
  headers?: readonly Header[];
  autoReply?: string | null;
  subject?: string;
  reply: string;
  fieldsFound: number;
}): NotAProfile | null {
  const header = input.autoReply ?? (input.headers ? autoReplyHeader(input.headers) : null);
  if (header && !/^Precedence/i.test(header)) return { note: "away", reason: `Automatic reply (${header}): nothing applied` };
  const subject = (input.subject ?? "").replace(/^\s*(?:re|aw|sv|vs|fw|fwd|wg|tr|r|rif|antw)\s*:\s*/i, "").trim();
  if (HELP_DESK_SUBJECT.test(subject) || HELP_DESK_BODY.test(input.reply.slice(0, NOTICE_MAX_CHARS)))
    return { note: "away", reason: "A help desk's acknowledgement (a ticket opened by the invitation): nothing applied" };
  // "I'm going to sit this one out and skip the directory too. Six burns since 2015…": a letter that answers no
  // question and asks for no profile is a decline, whatever facts it tells on the way.
  // (A letter that explains at length is read to twice a notice's length: what it asks for is unmistakable.)
  const letter = input.reply.slice(0, LETTER_MAX_CHARS + 1);
  if (letter.length <= LETTER_MAX_CHARS && NO_PROFILE_WANTED.test(letter) && !answersAQuestion(letter))
    return { note: "declined", reason: "The member says they are not coming: nothing applied" };
  // "Leider schaffe ich es dieses Jahr nicht – ich war 2019 und 2023 mit euch draußen…": a short decline that
  // tells a few facts on the way is still a decline, unless it asks to be listed or answers the questions.
  const short = input.reply.slice(0, NOTICE_MAX_CHARS + 1);
  if (
    input.fieldsFound < DECLINE_MAX_FIELDS &&
    short.length <= NOTICE_MAX_CHARS &&
    (DECLINED.test(short) || DECLINED_CJK.test(short)) &&
    !answersAQuestion(short.replace(/(?<=[.!?])\s+/gu, "\n")) &&
    !/(?<![\p{L}])(?:put|add|keep|list|include)\s+me\b|\bstill\s+(?:want|like|love)\s+to\s+be\b/iu.test(short)
  )
    return { note: "declined", reason: "The member says they are not coming: nothing applied" };
  if (input.fieldsFound >= PROFILE_MIN_FIELDS) return null;
  if (header) return { note: "away", reason: `Automatic reply (${header}): nothing applied` };
  if (AUTO_SUBJECT.test(subject)) return { note: "away", reason: `Automatic reply (subject “${subject.slice(0, 80)}”): nothing applied` };
  if (MAIL_SYSTEM.test(input.reply.slice(0, NOTICE_MAX_CHARS)))
    return { note: "away", reason: "A mail system's report (a bounce, a full mailbox, a sender check): nothing applied" };
  const text = input.reply.slice(0, NOTICE_MAX_CHARS + 1);
  if (text.length > NOTICE_MAX_CHARS) return null;
  if (AWAY.test(text) || AWAY_CJK.test(text)) return { note: "away", reason: "Out-of-office reply: nothing applied" };
  if (DECLINED.test(text) || DECLINED_CJK.test(text))
    return { note: "declined", reason: "The member says they are not coming: nothing applied" };
  if (ALREADY_ANSWERED.test(text) || ACKNOWLEDGED.test(text))
    return { note: "later", reason: "The member says the answers went in another mail, or only acknowledges: nothing applied" };
  if (OFF_THE_LIST.test(text)) return { note: "declined", reason: "The member asks to be taken off the camp's list: nothing applied" };
  if (WRONG_PERSON.test(text))
    return { note: "declined", reason: "The reply says the invitation reached the wrong person: nothing applied" };
  if (LATER.test(text) || LATER_MORE.test(text) || LATER_CJK.test(text))
    return { note: "later", reason: "The member will answer later: nothing applied" };
  if (ASKS_BACK.test(text)) return { note: "later", reason: "The member asks a question before answering: nothing applied" };
  return null;
}
