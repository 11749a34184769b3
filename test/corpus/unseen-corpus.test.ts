// The unseen-reply corpus (issue 23): scored end to end as the Worker reads mail, on its tuning part and
// on its held-out part (never used to write rules; fixed by file name, see the corpus's SOURCES.md).
import { afterAll, describe, expect, it } from "vitest";
import { loadIssue10, loadUnseen, type Outcome, readCorpora, scoreCorpora, scoreDetails } from "./unseen-score";

// Tuning replies applied with a value that other authors store and this one's author did not (decisions 071
// to 074). A camp answer with a remark ("Camp Mirage both times", "Camp Mirage the whole way", "Just
// Mirage!") is kept as written by the authors of the hard rounds (c) and stored as the camp alone by those
// of the ordinary English rounds (a); the parser keeps it as written. On the held-out part 13 applied
// replies keep such a remark rightly and 4 keep it wrongly (session 20, by counts). The camp alone is
// stored by the authors of rounds 25 to 33 and one of round 20, so twenty-seven are named here (round 33a's
// author alone stores five: "both times", "all seven", "all six", "evry time", "both years"; 30 tuning replies by
// other authors keep such a remark, session 21) (the
// round 20 one since decision 073 stopped holding its neighbourhood, "Melbourne (Brunswick)"). Holding every
// such answer would cost about 30 hands-free replies there. A prose bio that opens with a greeting ("Talofa!
// Losa here…"): most authors leave the greeting out, as the parser does; round 24a's author keeps it.
const CONVENTION_CONFLICTS = [
  "bbhub26a-en-r26a-terse-numbers-latin1-qp-loughborough-nottingham.eml",
  "gmail-android-en-r24a-phone-prose-hyphenated-samoan-name-the-bay-area.eml",
  "gmail-android-en-r36a-emoji-arrow-labels-brazilian-i-was-there-2-times-recife-sao-paulo.eml",
  "iphone-en-r30a-lowercase-short-labels-from-phone-ballarat-melbourne.eml",
  "iphone-en-r37a-phone-paragraph-photo-3-burns-last-year-honolulu-la.eml",
  "outlook-1252-en-r25a-copied-labels-smart-quotes-every-year-except-2022-natchez-memphis.eml",
  "outlook-1252-en-r31a-cp1252-reworded-labels-every-year-since-2011-except-covid-whitby-courtenay.eml",
  "outlook-desktop-inline15a-en-r27a-answers-in-blue-after-questions-harrogate-leeds.eml",
  "outlook-inline-color23a-en-r25a-answers-in-red-just-mirage-mississauga.eml",
  "proton-pt-r35c-prose-ano-em-que-o-festival-voltou-tres-ao-todo-mocambique-porto.eml",
  "samsung-en-r33a-autocorrect-slips-playa-mane-burns-semicolon-first-bun-townsville-brisbane.eml",
  "iphone-plain28b-en-r38a-answers-under-quoted-questions-please-excuse-typos-mildura-adelaide.eml",
  // Not a convention: "Hol élek most: Budapesten" (where I live now: in Budapest) is applied with its case
  // ending. A rule that held Hungarian place answers by their ending also held nominatives that end alike
  // ("Debrecen") and cost a right held-out reply; it was dropped (session 23).
  // Round 39's authors store a camp answer told as a sentence as the camps' names alone ("재작년이랑 작년 둘 다
  // Camp Mirage", "sempre Camp Mirage", "Mirage every time", "Camp Mirage, except 2017 when I camped with Loon
  // Lodge"); most authors keep it as written, as the parser does (442 of the 479 applied tuning replies whose camp
  // answer has words beside the names, session 23). One (Turkish, then every answer again in English) keeps both
  // languages' bios; the parser keeps the first.
  "cjk-legacy-zh-cn-r39b-gb2312-foxmail-huaming-qiannian-changsha-beijingshi.eml",
  "daum37b-ko-r39b-labels-konglish-bio-photo-jaejangnyeon-jeonju-seoul.eml",
  "gmail-ios-tr-r39b-turkce-sonra-english-tekrar-19da-gecen-yil-bursa-ankara.eml",
  "libero21b-it-r39b-soprannome-due-anni-fa-modena-bologna.eml",
  "thunderbird-qp24a-en-r39a-korean-english-answers-under-quote-thunderbird-in-korean-busan-seoul.eml",
  // Round 40's authors too ("Camp Mirage both times", "Camp Mirage mostly, one year with Yooper Dome", a Japanese
  // sentence of camps). One more is no convention: a Mailspring reply whose text part kept an older draft than
  // its HTML part; the parser reads the text part, the author the HTML part the member saw (session 23).
  "gmail-ios-ja-r40b-latin-display-name-fullwidth-digits-heisei-photo-hamamatsu-setagaya.eml",
  "mailspring-alt40c-en-r40c-text-part-older-draft-html-part-final-four-burns-not-three-leicester-london.eml",
  "yahoo-android16a-en-r40a-own-labels-half-a-dozen-yooper-dome-marquette-traverse-city.eml",
  "yahoo-typed-en-r40a-after-each-question-a-few-id-have-to-count-two-spaces-dubuque-madison.eml",
  // Round 41's authors store "Camp Mirage both times / every year / all three / both years" as the camp alone
  // and a sentence of camps with their years, in any language, as the camps' names; the parser keeps both as
  // written. Stripping such remarks was measured again (session 23): 35 tuning fields right, 30 wrong, as before.
  "apple-mail-fr-ch-r41b-english-labels-answers-below-trois-fois-fribourg-lausanne.eml",
  "foxmail72-41b-zh-cn-r41b-labels-liangci-qunian-chongqing-shenzhen.eml",
  "gmail-web-ja-r41b-labels-2kai-kyonen-takaoka-osaka.eml",
  "gmx-de-de-r41b-html-only-antwort-unter-label-3-mal-bamberg-nuernberg.eml",
  "interia36b-pl-r41b-etykiety-literowka-dwa-razy-zeszly-rok-torun-gdansk.eml",
  "naver-ko-r41b-labels-photo-du-beon-jangnyeon-daejeon-seoul.eml",
  "outlook-mobile-en-r41a-labels-double-full-stop-signs-tam-napier-dunedin.eml",
  // Round 42's three authors, in English and six other languages, store the camps alone ("Camp Mirage all
  // three", "beide keren Camp Mirage", "Camp Mirage since 2014, Cider Shed before that"); the parser keeps the
  // answer as written. Reading every labelled camp answer as its camps' names was measured (session 24): tuning
  // replies applied with a wrong camp went from 70 to 92 (from 70 to 148 with years dropped too).
  "free-zimbra38b-fr-r42b-etiquettes-espace-deux-points-trois-brest-montpellier.eml",
  "gmail-ios-ja-r42b-labels-zenkaku-3kai-asahikawa-suginami.eml",
  "gmail-typed21b-el-r42b-apantiseis-kato-apo-erotiseis-dyo-fores-kalamata-athina.eml",
  "interia36b-pl-r42b-english-labels-polskie-cudzyslowy-dwa-olsztyn-poznan.eml",
  "iphone-plain28b-en-r42a-answers-under-quote-en-gb-retired-postman-stroud-cheltenham.eml",
  "netease21b-zh-cn-r42b-gbk-labels-playa-name-sanci-changsha-shanghai.eml",
  "owa-l10n-nl-r42b-english-labels-twee-keer-deventer-rotterdam.eml",
  "samsung-local-pt-br-r42b-etiquetas-meu-playa-name-duas-vezes-belem-curitiba.eml",
  "thunderbird-cs-de-ch-r42b-flowed-antworten-unter-fragen-zweimal-schaffhausen-winterthur.eml",
  // Camps named with the word "Camp" in prose are applied since session 24 (tuning +10 fields, held-out +4,
  // none applied wrong there). "mit dem Camp Kraut & Rüben" is stored by its author without "Camp", the word a
  // German sentence puts before any camp's name.
  "k9-de-r27b-bottom-prosa-letztes-jahr-mit-euch-hamburg-koeln.eml",
  // Round 43's authors too ("두 번 다 Camp Mirage", "Camp Mirage the two times", "Camp Mirage all 4 times", a
  // Greek, Chinese, Arabic, Hindi and Japanese sentence of camps), in eight languages.
  "cjk-legacy-ko-r43b-ks-c-5601-outlook-labels-du-beon-daegu-seongdong.eml",
  "cjk-legacy-zh-cn-r43b-gb2312-foxmail-labels-sanci-qingdao-shenzhen.eml",
  "gmail-typed21b-hi-r43b-answers-under-questions-devanagari-do-baar-indore-bengaluru.eml",
  "orange21b-en-r43a-french-spacing-labels-actually-living-in-annecy-lyon-croix-rousse.eml",
  "outlook-cp-ar-iq-r43b-windows-1256-answers-after-questions-marratein-basra-erbil.eml",
  "outlook-legacy-el-r43b-iso-8859-7-english-labels-treis-volos-thessaloniki.eml",
  "thunderbird-jis-ja-r43b-iso-2022-jp-answers-under-questions-reiwa-gannen-sakai-kawasaki.eml",
  // Round 44's authors too: "Camp Mirage every time", "Camp Mirage all 3", "Só o Camp Mirage.", camps told in a
  // sentence in English, Spanish, Polish, Turkish, Japanese, Hebrew, Swedish, Dutch and Portuguese. Stripping
  // "both times / every time / all N" from labelled camp answers was measured a fourth time (session 24, with
  // rounds 42 to 44): tuning fields right +12 net (45 right, 30 wrong by other authors), the held-out part
  // unchanged; the parser keeps the answer as written.
  "apple-mail-en-r44a-labels-bio-on-line-below-three-dunedin-nelson.eml",
  "gmail-android-he-r44b-labels-shnayim-netanya-tel-aviv-yafo.eml",
  "gmail-ios-es-r44c-perdon-por-la-tardanza-respuestas-en-frases-monterrey-cdmx.eml",
  "gmail-typed21b-pl-r44b-odpowiedzi-pod-pytaniami-2-razy-lublin-wroclaw.eml",
  "gmail-typed21b-tr-r44b-cevaplar-sorularin-altinda-3-kez-trabzon-izmir.eml",
  "gmail-web-es-r44b-etiquetas-foto-tres-salamanca-madrid-lavapies.eml",
  "gmail-web-ja-r44b-labels-zenkaku-2kai-matsumoto-setagaya.eml",
  "gmail-web-pt-br-r44b-etiquetas-qtd-de-burns-tres-recife-sao-paulo.eml",
  "interia36b-pl-r44c-etykiety-odpowiedzi-czesciowo-zdaniami-dwa-bydgoszcz-gdansk.eml",
  "iphone-plain28b-sv-r44b-svar-under-fragorna-tva-ganger-sundsvall-stockholm.eml",
  "outlook-desktop-l10n-en-r44c-sorry-for-the-late-reply-answers-with-remarks-inverness-aberdeen.eml",
  "outlook-mobile-l10n-pt-r44c-desculpa-a-demora-respostas-em-frases-esse-ano-o-terceiro-curitiba-porto-alegre.eml",
  "thunderbird-qp24a-nl-r44c-dank-bovenaan-antwoorden-onder-het-citaat-groningen-haarlem.eml",
  // Round 45's authors too ("Camp Mirage les deux fois", "兩次都是 Camp Mirage", sentences of camps in Ukrainian,
  // Polish, Norwegian and Italian). Two store the camp's name without "Camp" ("just Mirage", "Mirage") as the
  // inviting camp; reading it so was measured (session 24): tuning +1, the held-out part -4 fields and 4 more
  // applied wrong, as its authors keep "Mirage" as written. Left as written.
  "gmail-android-zh-tw-r45b-biaoqian-liangci-chiayi-taichung.eml",
  "gmail-ios-current44a-en-r45a-three-words-a-question-sparky-ballarat-melbourne.eml",
  "gmail-typed21b-fr-r45b-reponses-sous-questions-deux-fois-grenoble-villeurbanne.eml",
  "gmail-typed21b-uk-r45b-vidpovidi-pid-pytanniamy-dvichi-poltava-lviv.eml",
  "horde-l10n45c-pl-r45c-uniwersytet-cytowanie-podpis-instytutu-elblag-gdansk.eml",
  "iphone-plain28b-nb-r45b-svar-under-sporsmalene-to-ganger-i-fjor-tromso-bergen.eml",
  "liberoapp45b-it-r45b-etichette-tre-prima-poi-modena-bologna.eml",
  // Applied once their questions in the member's own words were read ("Πόσες φορές:", "Jelenleg:"), with a
  // sentence of camps their authors store as names (session 24).
  "gmail-ios-current44a-el-r45b-etiketes-treis-persi-larisa-athina.eml",
  "gmail-web-hu-r45b-cimkek-haromszor-tavaly-debrecen-budapest.eml",
  "outlook-legacy-el-r39b-iso-8859-7-paratsoukli-propersi-persi-volos-thessaloniki.eml",
  // Rounds 46 and 47 (session 25): every tuning reply applied with a field its author stores otherwise is the
  // camp answer, "Camp Mirage both years" / "2019 avec le Camp Cidre Céleste, l'an dernier avec vous" kept as
  // written where these authors store the camps' names; some were applied once their labels in 32 languages
  // were read.
  "apple-mail-sv-r46b-etiketter-fem-forst-sedan-lulea-malmo.eml",
  "gmail-android-current42a-uk-r46b-mitky-dva-razy-chernihiv-kyiv.eml",
  "gmail-android-pt-br-r46b-etiquetas-qtd-tres-campinas-curitiba.eml",
  "gmail-android-vi-r46b-nhan-chua-co-playa-name-hai-phong-ha-noi.eml",
  "gmail-inline-color23a-it-r47c-firma-prima-della-citazione-risposte-in-blu-bassano-vicenza.eml",
  "gmail-ios-zh-tw-r47b-biaoqian-minguo-107-tainan-hsinchu.eml",
  "gmail-typed21b-hi-r46b-answers-under-questions-do-baar-patna-nai-dilli.eml",
  "gmail-typed21b-sk-r47b-odpovede-pod-otazkami-trikrat-banska-bystrica-petrzalka.eml",
  "gmail-web-en-r47a-labels-ps-kitchen-sign-up-sheet-court-reporter-muncie-indianapolis.eml",
  "gmail-web-ja-r47c-kyonen-to-onaji-kakko-no-naka-ni-atai-kanazawa-suginami.eml",
  "iphone-de-at-r47b-etiketten-drei-heuer-bad-ischl-graz.eml",
  "iphone-inline19c-pt-r47c-enviado-do-meu-iphone-no-topo-respostas-embaixo-do-convite-juiz-de-fora-belo-horizonte.eml",
  "iphone-it-r46b-etichette-vengo-da-vivo-a-due-verona-torino.eml",
  "iphone-ja-r46b-labels-zenkaku-3kai-kyoto-nagoya.eml",
  "iphone-plain28b-da-r46b-svar-under-spoergsmaalene-3-gange-odense-aarhus-c.eml",
  "iphone-plain28b-es-r47b-respuestas-bajo-preguntas-2-veces-getxo-bilbao.eml",
  "iphone-plain28b-fr-r46b-reponses-sous-questions-2-fois-rennes-paris-11e.eml",
  "outlook-desktop-l10n-fr-be-r47b-etiquettes-deux-septante-namur-liege.eml",
  "owa-l10n-nl-r46b-etiketten-volgorde-vier-vorig-jaar-bij-jullie-eindhoven-rotterdam.eml",
  "owa-sig47c-es-r47c-solo-html-etiquetas-sobre-la-firma-con-logo-saltillo-monterrey.eml",
  "samsung-verizon40a-en-r46a-phone-labels-playa-mane-mirage-both-yrs-bakersfield-fresno.eml",
  "seznam21b-cs-r46b-stitky-bez-zeme-2x-plzen-praha-7.eml",
  "thunderbird-qp24a-lt-r47b-zymos-keturi-pernai-klaipedos-vilniuje.eml",
  "thunderbird-qp24a-sl-r47b-oznake-dvakrat-maribora-ljubljani.eml",
  "yahoo-ro-r39b-porecla-acum-doi-ani-de-trei-ori-brasov-cluj.eml",
  "yahoo-ro-r47b-etichete-doua-anul-trecut-iasi-cluj-napoca.eml",
  // Round 48 (session 25): the same, the camp answer as written where its authors store the camps' names.
  "gmail-android-es-r48b-etiquetas-foto-tres-con-vosotros-albacete-valencia-russafa.eml",
  "gmail-typed21b-pl-r48b-odpowiedzi-pod-pytaniami-dwa-razy-bialystok-warszawa-mokotow.eml",
  "gmail-typed21b-vi-r48b-tra-loi-duoi-cau-hoi-2-lan-da-lat-da-nang.eml",
  "iphone-inline19c-nl-r48c-antwoorden-midden-in-het-citaat-boven-de-vragen-leeuwarden-utrecht.eml",
  "libero21b-it-r48b-etichette-due-entrambe-le-volte-rimini-bologna.eml",
  "mailru-ru-r48b-metki-fio-dva-raza-samara-kaliningrad.eml",
  "outlook-mobile-l10n-pt-pt-r48b-ios-etiquetas-duas-vezes-aveiro-lisboa-alvalade.eml",
  "thunderbird-qp24a-it-r48c-risposte-spezzate-a-72-colonne-lecco-bologna.eml",
  "yahoo-en-r48a-labels-camp-mirage-since-2014-before-that-lone-star-saloon-bank-teller-abilene-lubbock.eml",
  "yahoo-ro-r48b-etichete-fara-diacritice-trei-brasov-bucuresti.eml",
  // Round 49 (session 25): the same.
  "gmail-android-current42a-pt-br-r49b-etiquetas-duas-recife-sao-paulo.eml",
  "gmail-typed21b-pl-r49b-odpowiedzi-pod-pytaniami-trzy-razy-lublin-krakow.eml",
  "gmail-web-ar-r49b-labels-rtl-marratayn-mansoura-alexandria.eml",
  "gmail-web-ja-r49b-labels-3kai-kobe-tokyo.eml",
  "iphone-plain28b-fi-r49b-vastaukset-kysymysten-alla-kolme-joensuu-tampere.eml",
  "outlook-desktop-l10n-nl-r49b-labels-vier-groningen-amsterdam.eml",
  "outlook-mobile-l10n-fr-ca-r49b-etiquettes-deux-saguenay-montreal.eml",
  "outlook-mobile-l10n-tr-r49b-ios-etiketler-iki-izmir-ankara.eml",
  "owa-en-r49a-labels-camp-mirage-last-year-barista-galway-dublin-8.eml",
  "seznam21b-cs-r49b-stitky-dvakrat-olomouc-brno.eml",
  // Rounds 50 to 53 (session 26), and older replies that the session's rules now apply: the camp answer as written
  // ("Las dos veces con Camp Mirage", "2018 Camp Wafelijzer, 2023 en vorig jaar Camp Mirage") where their authors
  // store the camps' names; an English answer's "both times" is read as how often since this session.
  "apple-mail-en-r16a-under-quoted-questions-belfast.eml",
  "apple-mail-en-r43a-swedish-short-labels-photo-umea-goteborg.eml",
  "fastmail-en-r22c-see-above-same-as-last-year-from-intro-galway.eml",
  "fastmail-en-r34a-lowercase-one-liners-2015-2019-rosario-brooklyn.eml",
  "gmail-android-current42a-es-r51b-etiquetas-cuatro-zaragoza-madrid-lavapies.eml",
  "gmail-android-current42a-hi-r53b-labels-devanagari-do-baar-udaipur-pune.eml",
  "gmail-android-en-r26c-nickname-toby-not-playa-year-before-covid-three-in-words-leeds.eml",
  "gmail-android-en-terse-lowercase-typo-labels.eml",
  "gmail-android-hi-r49b-labels-do-baar-lucknow-bengaluru.eml",
  "gmail-android-zh-tw-r51b-labels-liangci-tainan-taipei.eml",
  "gmail-ios-current44a-sr-r50b-cirilica-tri-puta-kragujevac-beograd.eml",
  "gmail-ios-current44a-tr-r51b-etiketler-iki-kez-eskisehir-istanbul.eml",
  "gmail-ios-en-own-labels-fremantle-surf.eml",
  "gmail-ios-th-r47b-labels-buddhist-era-2560-udon-thani-phuket.eml",
  "gmail-typed21b-es-cl-r53b-respuestas-bajo-preguntas-el-2022-valparaiso-santiago-nunoa.eml",
  "gmail-typed21b-es-co-r51b-respuestas-bajo-preguntas-dos-veces-medellin-bogota.eml",
  "gmail-typed21b-es-pe-r52b-respuestas-bajo-preguntas-dos-veces-arequipa-lima-barranco.eml",
  "gmail-typed21b-fr-sn-r50b-reponses-sous-les-questions-3-fois-saint-louis-dakar.eml",
  "gmail-typed21b-mk-r50b-english-ui-odgovori-pod-prashanjata-dvapati-bitola-skopje.eml",
  "gmail-typed21b-nl-r51b-antwoorden-onder-vragen-drie-keer-nijmegen-rotterdam.eml",
  "gmail-typed21b-pa-r50b-english-ui-gurmukhi-answers-under-questions-ludhiana-brampton.eml",
  "gmail-typed21b-pl-r52b-odpowiedzi-pod-pytaniami-trzy-olsztyn-krakow.eml",
  "gmail-web-ar-r51b-labels-rtl-thalath-marrat-irbid-amman.eml",
  "gmail-web-bn-r43b-english-labels-bengali-digits-dui-sylhet-london.eml",
  "gmail-web-en-r14c-labelled-chai-cart.eml",
  "gmail-web-he-r53c-first-burn-three-years-ago-haifa-tel-aviv.eml",
  "gmail-web-ja-r53b-labels-zenkaku-2kai-hamamatsu-setagaya.eml",
  "gmail-web-nl-be-r50b-labels-drie-keer-brugge-gent.eml",
  "gmail-web-nl-nederlandse-labels.eml",
  "gmail-web-tl-r39b-taglish-labels-3x-last-year-pampanga-qc.eml",
  "gmx-de-de-r51b-etiketten-2x-rostock-berlin-neukoelln.eml",
  "gmx-de-de-r52b-englische-fragen-kopiert-deutsche-antworten-kiel-hamburg-altona.eml",
  "hey-en-r18c-prose-apostrophe-years-buddy-dez-nowhere-special.eml",
  "hey-en-r22c-bio-lines-fun-fact-skills-look-like-labels-oakland.eml",
  "iphone-en-r21c-every-year-since-15-minus-2020-21-and-2023-toronto.eml",
  "iphone-en-r51a-labels-camp-told-in-a-sentence-photo-dental-hygienist-moncton-ottawa.eml",
  "iphone-ja-r50c-genjusho-dojo-onaji-matsuyama.eml",
  "iphone-ja-r51b-labels-photo-3kai-sendai-yokohama.eml",
  "iphone-plain28b-cs-r50b-odpovedi-pod-otazkami-dvakrat-liberec-praha.eml",
  "iphone-plain28b-pl-r53b-odpowiedzi-pod-pytaniami-dwa-razy-2018-r-rzeszow-gdansk.eml",
  "iphone-rich23a-en-r27a-bold-labels-photo-note-stavanger-oakland.eml",
  "k9-plain21c-en-r35c-square-brackets-on-quoted-lines-empty-playa-brackets-geelong.eml",
  "naver-web51b-ko-r51b-labels-du-beon-daejeon-seoul.eml",
  "orange21b-fr-r51b-libelles-trois-fois-amiens-bordeaux.eml",
  "orange21b-fr-r52b-libelles-build-week-quatre-marseille-montpellier.eml",
  "outlook-desktop-alt15a-en-r17a-work-address-own-labels-brighton.eml",
  "outlook-desktop-en-numbered-labels-mob-signature.eml",
  "outlook-desktop-l10n-fr-r53b-libelles-nom-en-majuscules-trois-brest-rennes.eml",
  "outlook-desktop-l10n-is-r50b-merkingar-tvisvar-akureyri-reykjavik.eml",
  "outlook-desktop-l10n-pt-pt-r51b-respostas-por-baixo-duas-braga-lisboa.eml",
  "outlook-ics13-en-r35c-labels-six-this-years-my-seventh-arrival-ics-spokane.eml",
  "outlook-mobile-current42a-cy-r50b-ios-labeli-dwywaith-caernarfon-caerdydd.eml",
  "outlook-mobile-en-r11a-ios-years-listed-sandiego.eml",
  "outlook-mobile-en-r13a-labels-ios-brisbane.eml",
  "outlook-mobile-en-r14a-own-label-words-dashes.eml",
  "outlook-mobile-l10n-es-mx-r50b-android-etiquetas-dos-veces-oaxaca-guadalajara.eml",
  "owa-en-r16a-labels-purple-segoe-print.eml",
  "owa-en-r20c-first-burn-year-the-dome-caught-fire.eml",
  "owa-en-r31c-yellow-highlighted-answers-no-playa-name-yet-sheffield.eml",
  "owa-l10n-pt-pt-r52b-etiquetas-burns-com-anos-viseu-porto.eml",
  "owa-l10n-tr-r53b-etiketler-2-kez-2019da-trabzon-izmir.eml",
  "owa-weboutlook51a-en-r51a-labels-twenty-burns-since-2001-sent-from-outlook-retired-midwife-paisley-bournemouth.eml",
  "owa-weboutlook51a-en-r52a-answers-then-paragraph-sent-from-outlook-ski-patroller-logan-salt-lake-city.eml",
  "spark-en-r28a-lowercase-colon-labels-phone-leicester-bristol.eml",
  "thunderbird-cs-ka-r43b-flowed-labels-orjer-kutaisi-tbilisi.eml",
  "thunderbird-en-r23c-age-job-years-kids-goats-not-burns-asheville.eml",
  "yahoo-en-r15c-labels-de-la-two-surnames-houston.eml",
  "yahoo-en-r19a-terse-list-short-labels-durban.eml",
  "yahoo-en-r32a-lowercase-labels-two-digit-years-22-and-24-el-paso-albuquerque.eml",
  "yahoo-en-r53a-labels-camp-mirage-all-five-retired-court-reporter-mobile-pensacola.eml",
  "yahoo-inline-ro-r52b-raspunsuri-langa-intrebari-de-doua-ori-sibiu-cluj-napoca.eml",
  "yahoo-ms-r53b-android-label-3-kali-tahun-lepas-kuala-terengganu-shah-alam.eml",
  "yandex-web53b-ru-r53b-metki-fio-2-raza-2019-g-yaroslavl-peterburg.eml",
  // Session 27 (round 54, and older replies now applied since their labels are read): camp answers as written
  // in the member's language ("les deux fois au Camp Mirage", "2018 Camp Sauna Satelliit, 2024 ja mullu Camp
  // Mirage") where their authors store the camps' names; a district in brackets that round 23a's author left out.
  "abv47b-bg-r47b-etiketi-dva-pati-plovdiv-sofia.eml",
  "gmail-android-current42a-vi-r52b-nhan-playa-name-hai-lan-da-nang-sai-gon.eml",
  "gmail-android-ur-r47b-labels-rtl-do-baar-multan-lahore.eml",
  "gmail-ios-fa-r40b-labels-persian-digits-solar-year-1397-rasht-gilan-toronto.eml",
  "gmail-typed21b-sk-r54b-odpovede-pod-otazkami-dvakrat-minuly-rok-kosice-bratislava.eml",
  "gmail-web-ca-r54c-correu-compartit-de-la-familia-signa-la-laia-manlleu-barcelona.eml",
  "outlook-mobile-l10n-fi-r47b-ios-tunnisteet-kolme-oulusta-tampereella.eml",
  "owa-l10n-et-r40b-sildid-parnust-tartus-kaks-korda-mullu-camp-mirageis.eml",
  "owa-l10n-et-r54b-sildid-kolm-korda-mullu-viljandi-tallinn-kalamaja.eml",
  "proton-en-r23a-prose-just-once-no-playa-name-akron-berlin.eml",
  "thunderbird-cs-nb-r54c-svar-under-hele-sitatet-stavanger-oslo.eml",
  "thunderbird-fr-be-r54b-libelles-deux-fois-l-an-passe-liege-bruxelles-schaerbeek.eml",
  "yahoo-id-r54b-android-label-3-kali-tahun-lalu-yogyakarta-jakarta-selatan.eml",
  // Round 55 (session 28): camp answers told in a sentence of the member's language around the camps' names, stored
  // by the round's authors as the names alone ("2017 में Camp Samosa Saturn, फिर 2022 और 2024 में Camp Mirage"), and "mirage x3".
  "gmail-android-current42a-es-mx-r55b-etiquetas-arriba-dos-veces-merida-guadalajara.eml",
  "gmail-android-hi-r55b-label-upar-teen-baar-prayagraj-bengaluru.eml",
  "gmail-typed21b-nl-r55b-antwoorden-onder-vragen-5x-15-tm-17-leeuwarden-rotterdam.eml",
  "gmail-typed21b-sl-r55b-odgovori-pod-vprasanji-trikrat-lani-maribor-ljubljana.eml",
  "gmail-typed21b-sq-r55b-english-ui-pergjigje-poshte-pyetjeve-kater-here-shkoder-tirane.eml",
  "iphone-plain28b-az-r55b-english-ui-cavablar-suallarin-altinda-iki-defe-gence-baki.eml",
  "liberoapp45b-it-r55b-etichette-due-l-anno-scorso-bari-bologna.eml",
  "mailru-app42b-ru-r55b-metki-sverhu-pyat-2013-2015-kazan-peterburg.eml",
  "owa-l10n-he-r55b-labels-hamesh-2012-2014-haifa-tel-aviv.eml",
  "samsung-verizon40a-en-r55a-short-labels-queens-nyc-la-highland-park-19-mirage-x3-set-electrician.eml",
  // Session 28's Greeklish labels read this reply's camp answer as written: "Camp Mirage kai tis 2 fores" (both times).
  "gmail-android-el-r53c-greeklish-answers-in-latin-letters-volos-athina.eml",
  // Session 28 reads the count "five (2016 to 2019, then last year)" and applies this reply, whose camp answer keeps
  // its "all five times" as written.
  "gmail-inline-color23a-en-r32c-green-answers-in-quote-five-da-vinci-year-bristol.eml",
  // Round 56 (session 29): the same camp answers in a sentence of the member's language ("2015 ਵਿੱਚ Camp Pakora
  // Parade, 2017 ਅਤੇ 2019 ਵਿੱਚ Camp Mirage", "Camp Mirage, nas três", "sempre Camp Mirage", "immer Camp Mirage",
  // "mirage both times" in lower case), stored by all three of the round's authors as the names alone. Session 29's
  // labels in eight more languages apply seven of them.
  "gmail-android-current42a-en-r56a-lowercase-labels-on-the-train-twice-23-and-last-year-electrician-wollongong-sydney.eml",
  "gmail-ios-current44a-mn-r56b-english-ui-labels-gurvan-udaa-darkhan-ulaanbaatar.eml",
  "gmail-typed21b-bs-r56b-odgovori-ispod-pitanja-dvaput-mostar-sarajevo.eml",
  "gmail-web-it-r56b-etichette-tre-volte-napoli-torino.eml",
  "iphone-ics-it-r56c-invito-aperitivo-burner-milanesi-in-allegato-catania-milano.eml",
  "iphone-pa-r56b-english-ui-labels-tinn-vaar-ludhiana-brampton.eml",
  "iphone-plain28b-ga-r56b-english-ui-freagrai-faoi-na-ceisteanna-faoi-dho-an-cheathru-rua-gaillimh.eml",
  "iphone-selfquote42c-de-r56c-im-zug-rausgerutscht-der-rest-ueber-der-ersten-mail-kempten-wien.eml",
  "outlook-desktop-l10n-es-r56b-etiquetas-ya-van-cuatro-zaragoza-madrid.eml",
  "owa-l10n-pt-pt-r56b-etiquetas-tres-alcunha-braga-lisboa.eml",
  "sina56b-zh-r56b-labels-gbk-san-ci-qunian-chengdu-shenzhen.eml",
  "thunderbird-qp24a-eu-r56b-etiketak-bitan-iaz-donostia-bilbo.eml",
  "yahoo-app52a-te-r56b-labels-rendusarlu-vijayawada-hyderabad.eml",
  // Rounds 57 and 58 (session 30): the same camp answers, in a sentence of the member's language or English around
  // the camps' names ("2013 und 2014 im Camp Sächsische Sonne, 2016 und 2019 bei euch im Camp Mirage", "Camp Mirage
  // since 2015 except 2019 when I was with Red Dirt Lounge") or with a remark on how often ("абодва разы Camp
  // Mirage", "Camp Mirage à chaque fois", "２回ともCamp Mirage", "Camp Mirage every time, chur"), stored by the
  // rounds' authors as the names alone; session 30's labels and counts apply most of them. Stripping such remarks
  // in every language was measured again (session 30): tuning 48 fields right, 40 wrong; held-out 9 fields fewer
  // and 7 more replies applied wrong, as rounds 8 to 38 keep the answer as written (decision 084).
  "apple-mail-fr-ca-r57b-etiquettes-je-reste-a-cinq-pis-rimouski-quebec.eml",
  "becky35b-ja-r57b-iso-2022-jp-labels-heisei-30-nikai-sendai-setagaya.eml",
  "fastmail-current46a-en-r58a-labels-malo-e-lelei-otahuhu-mt-roskill-born-tonga-cousin-ps-youth-worker.eml",
  "gmail-android-current42a-fa-r58b-labels-persian-digits-do-bar-kerman-tehran.eml",
  "gmail-current41a-en-r58a-own-labels-westerville-just-outside-of-columbus-been-three-times-now-nurse-zanesville.eml",
  "gmail-ios-current44a-en-r58a-own-labels-heaps-keen-every-second-year-since-2014-thirsty-platypus-sparky-toowoomba.eml",
  "gmail-web-es-mx-r57b-etiquetas-mi-playa-name-cuatro-puebla-cdmx.eml",
  "gmail-web-hi-r57b-labels-devanagari-digits-teen-baar-varanasi-bengaluru.eml",
  "gmail-web-ja-r58b-labels-sankai-nagoya-sapporo.eml",
  "liberoapp45b-it-r58b-etichette-ogni-anno-dal-2022-sassari-torino.eml",
  "mailru-be-r57b-ru-ui-metki-dvojchy-hrodna-minsk.eml",
  "outlook-desktop-en-r58a-nine-labels-kaur-kings-heath-birmingham-bhangra-bunker-ta-ra-school-signature.eml",
  "owa-l10n-de-r58b-etiketten-vier-leipzig-hamburg-ottensen.eml",
  "qqmail-web43a-zh-cn-r58b-labels-liangci-qunian-kunming-hangzhou.eml",
  "samsung-local-pt-br-r57b-etiquetas-duas-recife-sao-paulo-pinheiros.eml",
  "samsung-verizon40a-en-r58c-name-and-playa-name-on-one-line-burns-and-first-on-one-line-broken-arrow-tulsa.eml",
  "thunderbird-fr-r58b-etiquettes-deux-fois-perpignan-strasbourg.eml",
  "yandex-web53b-ru-r58b-metki-fio-tri-raza-saratov-moskva.eml",
  // The other way round: round 14's author keeps the years told beside the camp ("I've camped with you lot since
  // 2019" = "Camp Mirage since 2019"); session 30 reads "with you lot" as the inviting camp, stored by name as
  // rounds 46 on store it.
  "thunderbird-en-r14c-bottom-posted-prose.eml",
  // Round 59's authors (session 31) store a camp sentence as the camps' names: "Kente Cloud Lounge in 2018, then
  // Camp Mirage the last two", "Kopi Kaki Club in 2017, Camp Mirage after that", "Only ever Mirage, like" and a
  // Dutch "Camp Mirage en vorig jaar De Wadlopers" (read since session 31 with the playa name told after the name).
  "gmail-typed21b-en-r59a-answers-under-questions-chale-cape-coast-osu-accra-kente-cloud-lounge-software-engineer.eml",
  "outlook-mobile-current42a-en-r59a-ios-labels-answers-ya-tan-wei-ling-tampines-punggol-kopi-kaki-club-analyst.eml",
  "tb-android-plain53c-nl-r59c-naam-bovenaan-de-rest-achter-de-geciteerde-vragen-leeuwarden-groningen.eml",
  "thunderbird-en-r59a-nine-labels-howya-ballincollig-douglas-cork-only-ever-mirage-like-up-the-rebels-bus-mechanic.eml",
  // Round 59b's author too, in six languages ("２回ともCamp Mirage", "두 번 다 Camp Mirage", "दोनों बार Camp Mirage के
  // साथ", "las dos veces con ustedes en Camp Mirage", "en 2018 avec le Camp Moules Magiques, l'année passée avec vous
  // au Camp Mirage", "em 2017 e 2018 fiquei no Camp Fado Lunar; em 2024 convosco, no Camp Mirage").
  "carrier-sjis23b-ja-r59b-shift-jis-labels-reiwa-4-to-6-kanazawa-kobe.eml",
  "daum37b-ko-r59b-labels-du-beon-jaknyeon-jeonju-incheon.eml",
  "gmail-android-current42a-hi-r59b-labels-devanagari-digits-do-baar-pichhle-saal-indore-dilli.eml",
  "owa-l10n-es-mx-r59b-etiquetas-ahorita-vivo-en-dos-el-ano-pasado-oaxaca-monterrey.eml",
  "owa-l10n-fr-be-r59b-libelles-deux-fois-l-annee-passee-nonante-tournai-namur.eml",
  "owa-l10n-pt-pt-r59b-etiquetas-sou-natural-de-tres-convosco-braganca-aveiro.eml",
];
// A tuning reply of round 41 applied with a field read wrong that is no convention, left alone: "living in
// Cork city" read as "Cork" (session 24 read the German count below "Wie oft beim Burn:", "3 Mal", and no
// longer takes "keine Ahnung" for none; the first of those two keeps a camp sentence, a convention above).
// Round 45: a reply in capitals whose count ("ten times in all") and second camp are told in the paragraph
// after the answers, read as one camp, with no count and no bio.
const KNOWN_MISREADS = [
  "gmail-android-en-r41a-prose-twice-mallow-cork-city.eml",
  // Session 26 (rounds 50 to 53, and older replies the session's rules now apply): bio; burnYears; campHistory; firstBurn; homeTown; location; name; playaName read wrong
  // or missed in replies applied hands-free (a German prose count, a Japanese name split into 姓 and 名, an Italian
  // second mail over its own first, a one-line phone reply, one sentence per answer without labels).
  "iphone-ja-r53c-name-split-into-sei-and-mei-hamamatsu-setagaya.eml",
  "iphone-selfquote42c-it-r51c-partita-per-sbaglio-il-resto-sopra-la-prima-bergamo-milano.eml",
  "libero21b-it-r51b-etichette-cinque-volte-perugia-milano.eml",
  "outlook-mac-thread36c-en-r36c-whole-thread-flipside-partner-eleven-just-the-two-lubbock-denver.eml",
  "outlook-mobile-l10n-es-r53c-una-oracion-por-respuesta-sin-etiquetas-valparaiso-santiago.eml",
  "samsung-en-r50a-everything-on-one-line-labour-and-delivery-nurse-born-philippines-winnipeg-calgary.eml",
  "samsung-local-pt-br-r39b-apelido-foto-em-19-bh-sampa.eml",
  // Session 27: a Maltese count ("tliet darbiet") missed, and "Camp Mirage both tines" (a typo for "times") kept.
  "outlook-mobile-current42a-mt-r50b-android-tikketti-tliet-darbiet-zebbug-sliema.eml",
  "samsung-verizon40a-en-r54a-answers-then-paragraph-both-tines-diesel-mechanic-el-paso-albuquerque.eml",
  // Round 55 (session 28): "Born in Perth so Townsville really" read as written; a bio of emoji bullets cut short.
  "fastmail-current46a-en-r55a-labels-born-in-perth-so-townsville-really-sunburnt-country-club-marine-scientist-brisbane.eml",
  "gmail-android-es-r55c-bio-cuatro-vinetas-con-emoji-bilbao-madrid.eml",
];

const cases = loadUnseen();
const issue10 = loadIssue10();
let outcomes = new Map<string, Outcome>();

describe("unseen-reply corpus", () => {
  it("has 60+ cases, at least a third held out", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((c) => c.split === "held-out").length / cases.length).toBeGreaterThanOrEqual(1 / 3);
  });

  it("reads every message as the Worker does", async () => {
    outcomes = await readCorpora(cases, issue10);
    expect(outcomes.size).toBe(cases.length + issue10.length);
  }, 120_000); // 1,400 replies through the whole pipeline: ~5 s alone, more on a busy machine

  // Floors under the figures of decision record 016, so that a rule change that loses ground fails here.
  it("keeps quoted text out of every field and applies nothing wrong hands-free on the tuning part", () => {
    const { tuning, held } = scoreCorpora(cases, issue10, outcomes);
    // Nothing quoted is applied; a proposal held for an admin may still carry it (the admin sees the reply).
    expect(tuning.leaks.filter((l) => tuning.actions[l.file] === "applied")).toEqual([]);
    expect(tuning.wrongApplied).toEqual([...CONVENTION_CONFLICTS, ...KNOWN_MISREADS].sort());
    // 97.2 % once rounds 6 to 14 (blind, 2026-11-25) joined the tuning part and their misses were read;
    // 97.3 % with round 15 (decision 065); 98.0 % with round 16 (decision 066); 97.9 % with round 18 (decision 068); 98.1 % with round 19 and 97.8 % with round 20 (decision 069);
    // 97.3 % with rounds 21 and 22 (decision 070: round 22a stores camp histories told in sentences as lists of camps, which no rule reads).
    // 97.3 % with round 23 (decision 071); 97.0 % with round 24, whose prose in 28 languages arrived at 76.5 %.
    // 96.1 % with rounds 25 to 27 (decision 072), which arrived at 82.1 %, 78.8 % and 90.7 %; a camp history
    // told in prose is no longer counted where a reply is applied (it waits for an admin). 96.3 % with rounds
    // 28 and 29 (decision 073), whose tuning parts arrived at 88.5 % and 82.3 %. 96.0 % with rounds 30 to 32
    // (decision 074), whose tuning parts arrived at 88.9 %, 84.7 % and 88.3 %. 96.0 % with round 33 (decision
    // 075), whose tuning part arrived at 85.8 %. 95.9 % with round 34, whose tuning part arrived at 86.4 %.
    // 95.7 % with rounds 35 and 36 (decision 076), whose tuning parts arrived at 84.8 % and 84.7 % (the session's
    // starting code) and were read to 91.7 % and 87.5 %. 95.4 % with round 37, whose tuning part arrived at 80.6 %.
    // 95.7 % with round 38 (decision 077), whose tuning part arrived at 87.4 % and was read to 91.9 %; 95.4 % with
    // round 39, whose tuning part arrived at 81.9 % (83.1 % with round 38's rules); 95.2 % with round 40, whose
    // tuning part arrived at 79.1 % (81.0 % with the rules of rounds 38 and 39); 95.1 % with round 41, whose
    // tuning part arrived at 89.7 % (90.5 %). 95.0 % with round 42, whose tuning part arrived at 89.1 %.
    // 94.97 % with round 43, whose tuning part arrived at 83.5 % (84.2 % with the rules written before it was read).
    // 94.9 % with round 44, whose tuning part arrived at 91.2 % (91.6 %). 94.7 % with round 45, whose tuning part
    // arrived at 85.0 % (85.0 %). Session 25 (decision 079): 94.5 % with rounds 46 to 48, whose tuning parts
    // arrived at 85.7 %, 81.2 % and 82.2 % (the same with the rules written before each was read); 94.5 % with
    // round 49, whose tuning part arrived at 92.1 % (92.3 %). Session 26 (decision 080): 94.39 % with rounds 50 to
    // 53, whose tuning parts arrived at 79.7 %, 86.3 %, 85.9 % and 82.9 % (79.9 %, 86.6 %, 86.2 % and 83.8 %).
    // Session 27 (decision 081): 94.7 % with round 54, whose tuning part arrived at 88.3 % (88.5 %). Session 28
    // (decision 082): 95.1 % with round 55, whose tuning part arrived at 86.2 % (86.6 %). Session 29 (decision 083):
    // 95.3 % with round 56, whose tuning part arrived at 83.0 % (the same with the rules written before it was read).
    // Session 30 (decision 084): 95.4 % with rounds 57 and 58, whose tuning parts arrived at 88.5 % and 82.3 %
    // (82.6 % with round 57's rules) and were read to 95.2 % and 92.9 %.
    expect(tuning.correct / tuning.fields).toBeGreaterThanOrEqual(0.95);
    expect(tuning.recognised).toBe(tuning.nonProfiles);
    expect(tuning.nonProfileApplied).toEqual([]);
    // The held-out part by counts only: a failure must not name its cases. One held-out reply of round 8 or 9,
    // blind, has applied a quoted string since it arrived, before any rule was tuned on its round (round 11's
    // two are held since session 10's gate rules, and one more since round 13's tuning); it is counted here
    // rather than looked at (decision 063). Round 15 (decision 065) arrived with three more, before any rule
    // was tuned on it; one is gone since the signature-block rule. Round 19 (decision 069) arrived with one
    // more, round 20 with one more; round 22 (decision 070) with two more. Rounds 25 and 27 (decision 072)
    // arrived with 13 more, in two replies that answered for two people; the gate holds those now, and two of
    // the older ones with them: 5. Round 28 (decision 073) arrived with 4 more, in two replies, before any rule
    // was tuned on it: 9. Round 32 (decision 074) arrived with 3 more, before any rule was tuned on it: 12.
    // Rounds 51 and 53 (decision 080) arrived with one more each, before any rule was tuned on them; 11 are
    // applied at the end of session 26, and at the end of session 27 (round 54 arrived with none). Round 55
    // (decision 082) arrived with one more, before any rule was tuned on it: 12; round 56 with none; round 58 (decision
    // 084) with one more, before any rule was tuned on it: 13. No more may join them. The
    // issue's target is none.
    expect(held.appliedLeaks).toBeLessThanOrEqual(13);
    expect(held.nonProfileApplied.length).toBe(0);
  });

  it("does not lose ground on the held-out part (never tuned on)", () => {
    const { held } = scoreCorpora(cases, issue10, outcomes);
    // After rounds 3 to 11 (decision 063), with the blind rounds' held-out replies in this part (313): 92.9 %
    // of fields right, 76.7 % hands-free, 24 replies applied with a wrong field; session 10's gate rules hold 7
    // more (4 of them wrong): 74.1 % hands-free, 20 wrong. Rounds 12 to 14 joined as they arrived (decision
    // 064): 407 replies, 93.5 %, 75.0 %, 19 wrong. Round 15 joined (decision 065): 438 replies, 92.9 %,
    // 74.2 %, 23 wrong before its tuning; 93.6 %, 76.2 %, 21 wrong after. Round 16 joined (decision 066):
    // 471 replies, 93.6 %, 76.5 %, 25 wrong before its tuning; 94.0 %, 78.0 %, 25 wrong after. Round 17
    // joined (decision 067): 503 replies, 94.4 %, 78.0 %, 28 wrong before its tuning; 94.5 %, 77.3 %, 25
    // wrong after. Session 14's rules, written before round 18 was read (decision 068): 94.8 %, 79.8 %, 25
    // wrong on those 503. Round 18 joined: 535 replies, 94.3 %, 79.4 %, 28 wrong before its tuning; 94.4 %,
    // 79.4 %, 28 wrong after. Session 15's rules, written before round 19 was read (decision 069): 94.7 %,
    // 80.1 %, 27 wrong on those 535. Round 19 joined: 568 replies, 94.4 %, 79.3 %, 30 wrong before its
    // tuning; 94.5 %, 78.9 %, 29 wrong after (two gate rules from its tuning part hold three more). Rules
    // written before round 20: 94.6 %, 79.1 %, 29 on those 568. Round 20 joined, harder than any before it:
    // 607 replies, 93.6 %, 77.4 %, 36 wrong before its tuning; 93.7 %, 77.4 %, 36 after. Session 16's rules
    // written before round 21 was read (decision 070): 93.8 %, 77.0 %, 34 on those 607. Round 21 joined: 644
    // replies, 93.2 %, 75.7 %, 35 before its tuning; 93.3 %, 76.0 %, 35 after. Round 22 joined: 681 replies,
    // 92.6 %, 75.6 %, 42 before its tuning; 92.6 %, 75.2 %, 41 after. Session 17's rule written before round 23
    // was read (decision 071): 92.7 %, 75.2 %, 41 on those 681. Round 23 joined: 724 replies, 92.5 %, 74.8 %, 43
    // before its tuning; 92.7 %, 75.4 %, 40 after. Round 24 joined: 766 replies, 92.2 %, 73.5 %, 41 before its
    // tuning; 92.3 %, 73.6 %, 41 after. Rounds 25 and 26 joined (decision 072): 846 replies, 91.5 %, 73.1 %,
    // 54 before their tuning. Round 27 joined: 887 replies, 91.4 %, 72.8 %, 56 before its tuning; 91.4 %,
    // 71.2 %, 48 after (three gate rules hold replies answered for two people, sent under another name, or
    // whose burns answer is a story). On the 766 replies there at the start of session 18: 92.4 %, 72.6 %, 37.
    // Session 19's rules written before round 28 was read, then round 28 (decision 073): 919 replies, 91.1 %,
    // 70.4 %, 53 before its tuning; rounds 29b and 29c: 943 replies, 91.2 %, 69.9 %, 51 before their tuning;
    // 91.4 %, 70.5 %, 50 after. On the 887 replies there at the start of session 19: 91.9 %, 72.3 %, 46.
    // Round 29a, delivered last, joined untuned: 952 replies, 91.4 %, 70.7 %, 51 (its 9 held-out replies
    // arrived at 92.6 % and 8 of 9 hands-free, one applied wrong). Session 20's rules written before round 30
    // was read, then round 30 (decision 074): 990 replies, 91.3 %, 69.9 %, 52 before its tuning (its 38
    // held-out replies arrived at 87.7 %, 17 of 34 hands-free, one applied wrong); 91.3 %, 69.9 %, 52 after.
    // Round 31 joined: 1,024 replies, 91.1 %, 68.8 %, 52 before its tuning (its 34 held-out replies arrived
    // at 85.3 %, 10 of 29 hands-free, none applied wrong). Round 32 joined: 1,051 replies, 91.0 %, 68.0 %, 55
    // before its tuning (its 27 held-out replies arrived at 87.7 %, 9 of 23 hands-free, 3 applied wrong);
    // 91.2 %, 68.3 %, 55 after (a disclaimer a firm's mail rule puts above the reply no longer hides it).
    // Session 21's rules written before round 33 was read (decision 075): 91.4 %, 69.0 %, 55 on those 1,051.
    // Round 33 joined: 1,084 replies, 91.1 %, 68.4 %, 59 before its tuning (its 33 held-out replies arrived
    // at 80.1 %, 15 of 30 hands-free, 4 applied wrong); 91.3 %, 68.4 %, 58 after. Rules written before round 34
    // was read: 91.7 %, 69.0 %, 58 on those 1,084. Round 34 joined: 1,114 replies, 91.5 %, 68.3 %, 59 before its
    // tuning (its 30 held-out replies arrived at 84.8 %, 11 of 26 hands-free, one applied wrong; the code of the
    // session's start gave them 83.3 %, and the 1,114 90.8 %, 67.0 %, 59); 91.6 %, 68.4 %, 59 after.
    // Session 22 (decision 076): round 35 joined, 1,143 replies, 91.5 %, 68.1 %, 59 before its tuning (its 29
    // held-out replies arrived at 82.8 %, 9 of 22 hands-free, none applied wrong, with the session's starting
    // code too); 91.6 %, 68.4 %, 59 after. Round 36 joined: 1,179 replies, 91.5 %, 68.0 %, 61 before its tuning
    // (its 36 held-out replies arrived at 88.9 %, 17 of 32 hands-free, 2 applied wrong; the session's starting
    // code gave them 88.6 % and 3, and the 1,179 91.3 %, 67.4 %, 62); 91.6 %, 68.1 %, 62 after (a name after "na playa"
    // is the playa name: a held-out reply that read it as the name is now applied, with another field wrong).
    // Round 37 joined: 1,207 replies, 91.2 %, 66.9 %, 64 before its tuning (its 28 held-out replies arrived at
    // 77.0 %, 6 of 27 hands-free, 2 applied wrong, with the session's starting code too; that code gave the
    // 1,207 91.0 %, 66.3 %, 64); 91.5 %, 67.1 %, 64 after (iCloud's run-on text part, years in words).
    // These floors keep what was reached; the issue's targets (95 %, 85 %, 0) are not met here.
    // Round 39 joined (session 23): 1,276 replies, 91.1 %, 66.0 %, 75 with the session's starting code (its 36
    // held-out replies arrived at 84.6 %, 10 of 30 hands-free, 6 applied wrong); 91.4 %, 66.0 %, 73 after.
    // Round 40 joined (session 23): 1,311 replies, 91.0 %, 65.2 %, 79 with the session's starting code (its 35
    // held-out replies arrived at 84.4 %, 11 of 32 hands-free, 4 applied wrong); 91.4 %, 65.3 %, 77 after.
    // Round 41 joined (session 23): 1,339 replies, 91.0 %, 65.1 %, 81 with the session's starting code (its 28
    // held-out replies, the plain majority of mail, arrived at 93.7 %, 14 of 23 hands-free, 2 applied wrong);
    // 91.4 %, 65.2 %, 79 after.
    // Round 42 joined (session 24): 1,376 replies, 91.4 %, 65.1 %, 87 with the session's starting code (its 37
    // held-out replies arrived at 90.4 %, 19 of 31 hands-free, 8 applied wrong). Round 43 joined (session 24):
    // 1,408 replies, 91.2 %, 64.7 %, 94 with the session's starting code (its 32 held-out replies arrived at
    // 81.9 %, 15 of 31 hands-free, 7 applied wrong; 82.3 % with the rules written before it was read). Round 44
    // joined (session 24): 1,439 replies, 91.1 %, 64.8 %, 104 with the session's starting code (its 31 held-out
    // replies, the plain majority and 4 not a profile, arrived at 87.8 %, 18 of 27 hands-free, 10 applied wrong;
    // 88.2 % with the rules written before it was read). Round 45 joined (session 24): 1,472 replies, 91.2 %,
    // 64.4 %, 109 with the session's starting code (its 33 held-out replies arrived at 91.9 %, 12 of 27
    // hands-free, 5 applied wrong, with this session's rules too); 91.3 %, 64.4 %, 107 at the session's end.
    // Rounds 46 to 48 joined (session 25, decision 079): 1,580 replies, 90.8 %, 63.2 %, 129 with the session's
    // starting code (their held-out replies arrived at 84.0 %, 81.9 % and 84.3 %; 84.0 %, 82.5 % and 85.1 % with
    // the rules written before each was read); 91.2 %, 63.3 %, 131 at the session's end. Hands-free fell with
    // the rounds' harder shapes and with camp answers told with "I was with …" now held (5 held-out replies, 3
    // of them applied wrong before). Round 49 joined: 1,612 replies, 90.7 %, 63.2 %, 138 with the session's
    // starting code (its 32 held-out replies arrived at 87.2 %; 87.8 %, 20 of 30 hands-free, 9 applied wrong
    // with the rules written before it was read); 91.1 %, 63.4 %, 140 at the session's end.
    // Rounds 50 to 53 joined (session 26, decision 080): 1,747 replies, 90.4 %, 62.0 %, 173 with the session's
    // starting code (their held-out replies arrived at 73.6 %, 84.4 %, 83.5 % and 86.8 %; 73.9 %, 84.9 %, 83.5 %
    // and 88.6 % with the rules written before each was read); 91.0 %, 62.5 %, 163 at the session's end. The
    // 1,612 held out at the session's start: 91.1 % → 91.5 %, 63.4 % → 64.0 %, 140 → 134 applied wrong.
    // Round 54 joined (session 27, decision 081): 1,774 replies, 90.9 %, 62.3 %, 171 with the session's starting
    // code (its 27 held-out replies arrived at 84.8 %, 13 of 24 hands-free, 8 applied wrong, the same with the
    // rules written before it was read); 91.2 %, 62.8 %, 168 at the session's end (round 54: 86.0 %, 13 of 24,
    // 8). The 1,747 held out at the session's start: 91.0 % → 91.2 %, 62.5 % → 62.9 %, 163 → 160 applied wrong.
    // Round 55 joined (session 28, decision 082): 1,804 replies, 91.1 %, 62.5 %, 175 with the session's starting
    // code (its 30 held-out replies arrived at 87.4 %, 13 of 27 hands-free, 7 applied wrong, the same with the
    // rules written before it was read); 91.4 %, 62.7 %, 175 at the session's end (round 55: 87.4 %, 13 of 27,
    // 7). The 1,774 held out at the session's start: 91.2 % → 91.4 %, 62.8 % → 62.9 %, 168 → 168 applied wrong.
    // Round 56 joined (session 29, decision 083): 1,833 replies, 91.2 %, 62.1 %, 178 with the session's starting
    // code (its 29 held-out replies arrived at 83.5 %, 7 of 26 hands-free, 3 applied wrong, the same with the rules
    // written before it was read); 91.5 %, 62.1 %, 176 at the session's end (round 56: 83.1 %, 7 of 26, 3). The
    // 1,804 held out at the session's start: 91.4 % → 91.6 %, 62.7 % → 62.7 %, 175 → 173 applied wrong.
    // Rounds 57 and 58 joined (session 30, decision 084): 1,904 replies, 91.2 %, 61.1 %, 188 with the session's
    // starting code (round 57's 31 held-out replies arrived at 86.7 %, 9 of 28 hands-free, 4 applied wrong; round
    // 58's 40 at 83.3 %, 14 of 37, 8, and 83.6 % with the rules written before it was read); 91.5 %, 61.4 %, 188
    // at the session's end (round 57: 87.5 %, 9 of 28, 4; round 58: 85.0 %, 14 of 37, 8). The 1,833 held out at the
    // session's start: 91.5 % → 91.7 %, 62.1 % → 62.4 %, 176 → 176 applied wrong.
    // Round 59 joined (session 31, decision 085): 1,938 replies, 91.4 %, 61.0 %, 194 with the session's starting
    // code (its 34 held-out replies arrived at 85.6 %, 11 of 29 hands-free, 6 applied wrong, the same with the
    // rules written before each part was read); 91.5 %, 61.1 %, 193 at the session's end (round 59: 85.6 %, 11 of
    // 29, 6). The 1,904 held out at the session's start: 91.5 % → 91.6 %, 61.4 % → 61.5 %, 188 → 187 applied wrong.
    expect(held.correct / held.fields).toBeGreaterThanOrEqual(0.915);
    // Round 38 joined (session 23): 1,240 replies, 91.3 %, 66.9 %, 69 with the session's starting code (its 33
    // held-out replies arrived at 85.2 %, 18 of 30 hands-free, 5 applied wrong); 91.6 %, 67.0 %, 68 after.
    expect(held.handsFree / held.profiles).toBeGreaterThanOrEqual(0.61);
    expect(held.wrongApplied.length).toBeLessThanOrEqual(193);
  });
});

afterAll(() => {
  if (outcomes.size === 0) return;
  const { tuning, table } = scoreCorpora(cases, issue10, outcomes);
  console.log(
    [
      `unseen-reply corpus: ${cases.length} replies (built-in parser, end to end as the Worker reads them)`,
      table,
      // The held-out part's misses are not printed: rules are never written against them.
      ...scoreDetails("tuning", tuning),
    ].join("\n"),
  );
});
