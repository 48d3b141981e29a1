// Deceptive-design text classifier: one UI text segment of a shopping site in, whether it is a dark
// pattern and which one out. Pure, offline and deterministic: weighted lexical patterns, no model.
//
// Taxonomy: Mathur et al. 2019, "Dark Patterns at Scale: Findings from a Crawl of 11K Shopping
// Websites" (CSCW), whose seven categories are the output; Gray et al. 2018, "The Dark (Patterns)
// Side of UX Design" (CHI) for the nagging, obstruction, sneaking, interface interference and forced
// action strategies they refine. What each category detects in text, and how:
//
// - Urgency (countdown timers, limited-time messages): a clock (hh:mm:ss, "2d 4h 13m", "5 hours
//   left"), an end of an offer ("ends today/tonight/soon/in…", "offer expires", "sale ends Sunday"),
//   pressure words ("hurry", "last chance", "limited time", "today only", "don't miss out").
// - Scarcity (low-stock and high-demand messages): "only N left", "N left in stock", "low stock",
//   "selling fast", "almost gone", "in high demand", "N% claimed", "while supplies last".
// - Social Proof (activity notifications, testimonials of uncertain origin): "N people are viewing
//   this", "N bought in the last 24 hours", "Anna from Leeds just purchased…", "… 5 minutes ago",
//   "in N carts". A first-person review ("I bought this a month ago") is not one.
// - Misdirection (confirmshaming, trick questions, pressured selling): a decline worded to shame
//   ("No thanks, I'd rather pay full price", "I don't want to save money"), double-negative opt-outs
//   ("uncheck this box if you do not wish…"), "are you sure you want to miss out".
// - Obstruction (hard to cancel): cancelling only by phone, mail, in writing or in person.
// - Sneaking (sneak into basket, hidden costs, hidden subscription): something added to the cart for
//   the visitor ("we've added protection to your cart"), fees that appear only at checkout (a
//   service, booking or handling fee — not shipping or tax, which shops routinely compute there),
//   a trial or price that renews into a charge ("free for 7 days, then $9.99/month").
// - Forced Action (forced enrollment): an account, sign-up or subscription demanded before a price,
//   a deal or the purchase ("sign up to see the price", "you must create an account to check out").
//
// Visual interference, pre-ticked boxes, nagging and a timer that resets are not visible in text: the
// DECEPTIVE_DESIGN gatherers measure them on the page. Everything else stays ordinary: product names,
// prices, plain sales ("20% off everything"), free shipping thresholds, "Add to cart", "In stock",
// "Sold out", "Shipping calculated at checkout", "No thanks".
//
// Each pattern adds its weight to its category as independent evidence (1 − Π(1 − w)); a category at
// THRESHOLD or above makes the segment a dark pattern of the strongest category, whose score is the
// confidence. Below it, the confidence is that of "not a dark pattern": 1 − the strongest score.
// English only.

export const DARK_PATTERN_CATEGORIES = ['Urgency', 'Scarcity', 'Social Proof', 'Misdirection', 'Obstruction', 'Sneaking', 'Forced Action'] as const;
export type DarkPatternCategory = (typeof DARK_PATTERN_CATEGORIES)[number];

export interface Classification {
  darkPattern: boolean;
  category: DarkPatternCategory | null;
  /** How sure, 0..1, of `darkPattern` (of "not a dark pattern" when it is false). */
  confidence: number;
}

/** A category's score at which a segment counts as a dark pattern. */
export const THRESHOLD = 0.5;

interface Rule {
  pattern: RegExp;
  weight: number;
  /** Read the text as written (names, places), not lower-cased. */
  cased?: boolean;
}

const NUM = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several)`;
const UNIT = String.raw`(?:items?|pieces?|pcs|units?|products?|pairs?|rooms?|seats?|tickets?|spots?|copies|bottles?|bags?|sets?|boxes|kits?|in stock)`;
const PEOPLE = String.raw`(?:people|persons?|others?|other people|shoppers?|customers?|visitors?|users?|buyers?|travell?ers?|guests?|members?|someone|somebody)`;
const RECENT = String.raw`(?:\d+\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?)\s+ago|just now|moments? ago|a (?:minute|moment|few minutes) ago|recently|today|this (?:morning|week|hour)|in the (?:last|past) \d*\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|week|month)|within the (?:last|past))`;
const BOUGHT = String.raw`(?:bought|purchased|ordered|booked|reserved|grabbed|snagged|picked up|got|claimed|added (?:this|it|one|\w+) to (?:their|his|her) (?:cart|basket|bag)|signed up|subscribed)`;
const ADD_ON = String.raw`(?:insurance|protection|warranty|donation|membership|subscription|gift ?wrap(?:ping)?|care plan|service plan|tip|priority|express|magazine|trial|coverage|guarantee|support|upgrade|add-?on|accessor(?:y|ies)|premium|club|offset)`;
const DECLINE = String.raw`(?:no,?\s*thanks?|no thank you|nope|nah|no\b|not now|skip|maybe later|i'?ll pass|close)`;

const RULES: Record<DarkPatternCategory, Rule[]> = {
  Urgency: [
    // Countdown clocks: 01:59:59, 12:04, 2d 04h 13m 20s, 3 days 4 hours
    { pattern: /\b\d{1,2}\s*:\s*\d{2}\s*:\s*\d{2}\b/, weight: 0.9 },
    { pattern: /\b\d{1,3}\s*(?:d|days?)\s*:?\s*\d{1,2}\s*(?:h|hrs?|hours?)\b/, weight: 0.9 },
    { pattern: /\b\d{1,2}\s*(?:h|hrs?|hours?)\s*:?\s*\d{1,2}\s*(?:m|mins?|minutes?)\b/, weight: 0.9 },
    { pattern: /\b\d{1,2}\s*(?:m|mins?|minutes?)\s*:?\s*\d{1,2}\s*(?:s|secs?|seconds?)\b/, weight: 0.9 },
    { pattern: /\b(?:days?|hours?|hrs|minutes?|mins|seconds?|secs)\s*:?\s*\d{1,2}\s+(?:days?|hours?|hrs|minutes?|mins|seconds?|secs)\b/, weight: 0.5 },
    // Time running out
    { pattern: /\b(?:ends?|ending|expires?|expiring|closes?|closing|finish(?:es)?|over|runs? out|is up|disappears?|vanish(?:es)?|goes away|stops?)\s+(?:in|within|at|by|on|tonight|today|tomorrow|soon|midnight|this|next|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/, weight: 0.75 },
    { pattern: /\b(?:ends?|ending|expires?|expiring|ends?\s+soon)\s*(?:[!:.]|$)/, weight: 0.6 },
    // An end date by itself informs; with a clock or a push (above) it pressures.
    { pattern: /\b(?:sale|offer|deal|discount|promo(?:tion)?|price|coupon|code|savings?|event|prices?)\s+(?:ends?|expires?|ending|expiring|valid (?:until|till|through|for (?:the next|only)))\b/, weight: 0.45 },
    { pattern: /\b(?:ends?|expires?|valid)\s+(?:in|for)\s+(?:the next\s+)?\d+\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?)\b/, weight: 0.85 },
    { pattern: /\b\d+\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?)\s+(?:left|remaining|to go)\b/, weight: 0.8 },
    { pattern: /\b(?:time (?:left|remaining)|time is running out|running out of time|clock is ticking|when the (?:timer|clock|countdown) (?:runs out|ends|hits zero|reaches zero)|before (?:it'?s|they'?re) (?:gone|too late)|before time runs out)\b/, weight: 0.8 },
    { pattern: /\bhurry\b|\bquick(?:ly)?[!,]|\bact (?:fast|now|quickly)\b|\bdon'?t (?:wait|delay|miss (?:out|it|this))\b|\bdo not miss\b|\blast chance\b|\blast call\b|\bnow or never\b|\bwon'?t last\b/, weight: 0.75 },
    { pattern: /\blimited[- ]time\b|\btoday only\b|\btonight only\b|\bone day only\b|\b(?:this|for) (?:weekend|week) only\b|\bfor (?:a )?(?:short|limited) (?:time|period)\b|\b\d+[- ]hours? (?:only|sale|flash sale|deal)\b|\bonly (?:today|tonight|until midnight)\b|\bfinal (?:hours?|day|days|minutes?)\b|(?<!\b(?:in|over|during|within|for) the )\blast (?:day|days|hours?|minutes?)\b|\beverything must go\b/, weight: 0.75 },
    { pattern: /\b(?:won'?t|will not|isn'?t going to|not) (?:be )?(?:around|here|available|last) (?:for )?(?:long|much longer|forever)\b|\bexpir(?:es?|ing) (?:shortly|soon|any (?:minute|moment|second))\b|\bwhile you (?:still )?can\b/, weight: 0.7 },
    { pattern: /\b(?:flash sale|lightning deal|deal of the (?:day|hour)|doorbuster)\b/, weight: 0.45 },
    { pattern: /(?<!(?:your|the|an|my) )\b(?:order|buy|checkout|purchase|book) (?:within|in the next)\s+\d+/, weight: 0.6 },
    { pattern: /\b(?:valid|available|on|lasts?|good) (?:until|till|through) (?:midnight|tonight|today|tomorrow)\b|\buntil midnight only\b/, weight: 0.7 },
    { pattern: /\b(?:reserved|held|saved) for (?:you )?(?:for )?(?:the next\s+)?(?:\d+|\d{1,2}:\d{2})\s*(?:min(?:ute)?s?|sec(?:ond)?s?|h(?:ou)?rs?)?/, weight: 0.75 },
    { pattern: /\bprices? (?:go(?:es)?|will go|going) up\b|\bprices? (?:rise|rises|increase|increases|jump|jumps|will (?:rise|increase|change)) (?:at|on|in|after|tomorrow|tonight|soon|from)\b|\bbefore (?:the )?price (?:goes up|increases|rises)\b/, weight: 0.75 },
  ],
  Scarcity: [
    { pattern: new RegExp(String.raw`\bonly\s+${NUM}\s+(?:more\s+)?(?:${UNIT}\s+)?(?:left|remaining|remain|available|in stock|at this price)\b`), weight: 0.95 },
    { pattern: new RegExp(String.raw`\b${NUM}\s+(?:${UNIT}\s+)?(?:left|remaining)(?:\s+in stock|\s+at this price|\s+for you)?\b(?![- ]?(?:hand|side|click|arrow|column|menu|align))`), weight: 0.7 },
    { pattern: /\bonly\s+\d+\s*(?:in stock|available)\b|\blast (?:one|item|piece|pair|unit|few|remaining|\d+)\b(?! (?:day|days|hours?|minutes?|chance|call|order|name|updated|seen|viewed|week|month|year))/, weight: 0.8 },
    { pattern: /\b(?:low|limited|little) (?:in )?(?:stock|quantit(?:y|ies)|inventory|availability|supply)\b|\b(?:stocks?|supplies|supply|inventory|quantit(?:y|ies)|availability)\W+(?:is |are )?(?:very |extremely )?(?:limited|low|scarce|running (?:low|out))\b|\bstock (?:is )?(?:running|getting|very) (?:low|out|limited)\b|\b(?<!time is )(?:running|almost|nearly) (?:out|sold out|gone)\b|\balmost gone\b/, weight: 0.85 },
    { pattern: /\bselling (?:fast|quickly|out|like hot ?cakes)\b|\bsells? out (?:fast|quickly|soon)\b|\bgoing fast\b|\bflying off\b|\b(?:will|may|might|could|can) (?:sell|be) (?:out|gone)\b|\b(?:likely|about|expected) to sell out\b|\bbefore (?:it|they) sells? out\b|\bgone soon\b|\bwhile (?:supplies|stocks?|quantities) last\b/, weight: 0.85 },
    { pattern: /\bin (?:high|huge|great|heavy) demand\b|\bhigh[- ]demand\b|\bpopular (?:item|choice|product)?\s*[-,—–]+\s*(?:only|few|selling|limited)/, weight: 0.8 },
    { pattern: /\b\d{1,3}\s*%\s*(?:claimed|sold|gone|booked|reserved)\b/, weight: 0.85 },
    { pattern: /\bonly (?:a (?:few|couple|handful)|few)\b.*\b(?:left|remaining|available|in stock)\b/, weight: 0.9 },
    { pattern: new RegExp(String.raw`\b(?:only|just|less than|fewer than|under)\s+${NUM}\b(?!\s*(?:sec|min|h(?:ou)?rs?\b|hours?|days?|weeks?|months?))(?!\s*[:.]\s*\d).{0,30}\b(?:left|remaining|in stock)\b`), weight: 0.85 },
  ],
  'Social Proof': [
    { pattern: new RegExp(String.raw`\b(?:\d[\d,.]*\s*\+?\s*|several |many )?${PEOPLE}\s+(?:are |is )?(?:currently |now |right now )?(?:viewing|looking at|watching|browsing|checking out|considering|eyeing|interested in|shopping)\b`), weight: 0.85 },
    { pattern: /\b\d[\d,.]*\s*(?:\+\s*)?(?:are )?(?:viewing|looking at|watching|browsing) (?:this|now|right now)\b|\b(?:viewed|seen|watched|visited) \d[\d,.]*k?\+? times\b|\b\d[\d,.]*k?\+?\s+(?:views?|visits?) (?:today|in the (?:last|past))\b/, weight: 0.85 },
    { pattern: new RegExp(String.raw`\b${BOUGHT}\b.*\b${RECENT}\b|\b(?:recently|just now)\s+${BOUGHT}\b`), weight: 0.7 },
    { pattern: new RegExp(String.raw`\b(?:\d[\d,.]*|many)\s*\+?\s*(?:${PEOPLE}\s+)?(?:have\s+|has\s+)?(?:bought|purchased|ordered|booked|sold|grabbed|added)\b`), weight: 0.55 },
    { pattern: new RegExp(String.raw`\b(?:bought|purchased|ordered|booked|sold|added to (?:cart|basket|bag)s?)\s+(?:by\s+)?\d[\d,.]*\s*\+?\s*(?:times|${PEOPLE})`), weight: 0.7 },
    { pattern: /\b(?:sold|bought|purchased|booked|ordered) \d[\d,.]*k?\+?\s*(?:times\s+)?(?:in|within|over|during) the (?:last|past)\b|\b\d[\d,.]*k?\+?\s*(?:sold|booked|claimed|orders|purchases|sales|bookings) (?:in|within|over|during) (?:the )?(?:last|past)\b/, weight: 0.8 },
    { pattern: /\b(?:in|inside) (?:\d+|many|several) (?:other (?:people'?s )?|people'?s |shoppers'? |customers'? )?(?:shopping )?(?:carts?|baskets?|bags?|wish ?lists?)\b|\b\d[\d,.]*\s*\+?\s*(?:other )?(?:people|shoppers|customers) have (?:this|it) in (?:their )?(?:carts?|baskets?|bags?)\b/, weight: 0.85 },
    { pattern: /\b[A-Z][a-z]+(?: [A-Z]\.?)?\s+(?:from|in)\s+[A-Z][\w .,'-]*\s+(?:just\s+|recently\s+)?(?:bought|purchased|ordered|booked|signed up|subscribed|added|is (?:viewing|looking at|watching))\b/, weight: 0.85, cased: true },
    { pattern: /\b(?:someone|somebody|a (?:customer|shopper|visitor|buyer|guest)) (?:from|in|near)\b.*\b(?:bought|purchased|ordered|booked)\b|\bjust (?:bought|purchased|ordered|booked)\b/, weight: 0.85 },
    { pattern: /\b(?:trending|hot) (?:now|right now|today)\b|\bpeople are (?:loving|buying|talking)\b/, weight: 0.6 },
    { pattern: new RegExp(String.raw`\b(?:\d[\d,.]*k?\s*\+?\s*|many |several )${PEOPLE}\s+(?:have|has)\s+(?:viewed|looked at|visited|seen|watched|saved|favou?rited|wish-?listed|liked|shared)\s+(?:this|it|these)\b`), weight: 0.85 },
  ],
  Misdirection: [
    // Confirmshaming: a decline that makes the visitor say something unflattering.
    { pattern: new RegExp(String.raw`^\W*${DECLINE}\W+.*\b(?:i|i'?m|i'?d|i'?ll|my)\b`), weight: 0.55 },
    {
      pattern:
        /\bi (?:don'?t|do not|didn'?t) (?:want|like|need|care|love|enjoy|deserve)\b.*\b(?:sav(?:e|ing|ings)|discounts?|deals?|free|money|offers?|bargains?|rewards?|perks?|gifts?|points|cheaper|less|style|fun|better|benefits?|exclusive|cash|coupons?|percent|%|off|happy|protect(?:ion|ed)?|safe|secure|informed|healthy|treat|smart|win|winning|good|beautiful|nice)\b/,
      weight: 0.85,
    },
    { pattern: /\bi(?:'?d| would)? (?:rather|prefer(?:s)?(?: to)?|like|love|enjoy|choose) (?:to )?(?:pay(?:ing)?|paying) (?:full|more|the full|extra|retail)\b|\bfull[- ]price\b.*\bi\b|\bi\b.*\bfull[- ]price\b/, weight: 0.9 },
    { pattern: /\bi(?:'?d| would)? (?:rather|prefer(?:s)? to|prefer) (?:miss|stay|remain|not|keep|be|go|pay|lose|leave|walk|look|skip|struggle|overpay)\b/, weight: 0.8 },
    { pattern: /\bi(?:'?m| am) (?:not interested in|fine (?:with|without)|happy (?:paying|to pay|missing|without)|ok(?:ay)? (?:with|without|missing|paying)|good without|too cool|not into|allergic to)\b.*\b(?:sav|discount|deal|free|money|offer|price|perk|reward|gift|protect|style|bargain|exclusive|full|more|without|miss)/, weight: 0.85 },
    { pattern: new RegExp(String.raw`^\W*${DECLINE}\W+.*\b(?:aren'?t|isn'?t|are not|is not|not) for me\b`), weight: 0.8 },
    { pattern: /\bi (?:hate|dislike|don'?t believe in|am against|enjoy missing|like missing|love missing|like overpaying|love overpaying|enjoy overpaying|like wasting|like to waste)\b/, weight: 0.85 },
    { pattern: /\b(?:no,?\s*(?:thanks?|thank you)?,?\s*)?i(?:'?ll| will) (?:pay|stay|keep|miss|take my chances|risk|go without|remain|pass on (?:savings|the (?:discount|deal|offer)))\b/, weight: 0.75 },
    { pattern: /\b(?:not|don'?t) (?:interested|want) in (?:sav|saving|savings|discounts|deals|free)\w*/, weight: 0.8 },
    { pattern: /\b(?:miss out on|say no to|turn down|pass on|give up|lose|forfeit) (?:my |the |this |your )?(?:exclusive |free |huge |big |extra |amazing )?(?:savings?|discounts?|deals?|offers?|gifts?|perks?|rewards?|bonus|\d+\s*%)/, weight: 0.7 },
    // Trick questions: double negatives and inverted check boxes.
    { pattern: /\b(?:un-?check|un-?tick|de-?select|leave (?:this|the) box (?:un)?(?:checked|ticked)|tick (?:this|the) box|check (?:this|the) box)\b.*\b(?:not|don'?t|do not|no longer|opt out|rather not|prefer not)\b/, weight: 0.8 },
    { pattern: /\b(?:do not|don'?t) (?:un-?check|un-?tick|opt out|deselect)\b|\bnot (?:to|wish to) (?:not )?(?:opt out|be excluded|be removed)\b/, weight: 0.8 },
    { pattern: /\bare you sure (?:you (?:want|wish) to )?(?:miss|leave|lose|give up|pass|skip|say no|decline|turn down|walk away)\b/, weight: 0.75 },
    { pattern: /\bwe(?:'?ll| will) miss you\b|\byou(?:'?ll| will) (?:regret|be sorry)\b|\bdon'?t leave (?:us|yet|now)\b|\bwait[,!. ]+don'?t go\b/, weight: 0.7 },
    // Pressured selling: an upsell pushed as the default.
    { pattern: /\b(?:most popular|best value|recommended|best deal)\b.*\b(?:selected|pre-?selected|chosen for you|upgrade)\b|\b(?:pre-?selected|selected for you|we(?:'ve| have) (?:selected|chosen|picked) (?:the|a|our) (?:premium|best|bigger|larger|deluxe|pro))\b/, weight: 0.75 },
  ],
  Obstruction: [
    { pattern: /\b(?:cancel(?:l?ation|l?ing|s|led)?|terminat\w+|end (?:your|the|my) (?:membership|subscription|contract|plan|account))\b.*\b(?:call(?:ing)?|phon(?:e|ing)|telephone|helpline|hotline|send (?:us )?(?:a|an) (?:letter|fax|written)|by (?:mail|post|letter|fax)|in writing|written (?:notice|request|letter)|certified mail|registered (?:mail|letter)|in person|(?:visit(?:ing)?|at) (?:one of )?(?:our|a|the) (?:store|branch|office|location)s?|postal)\b/, weight: 0.85 },
    { pattern: /\b(?:call|phone|write to|mail|contact|speak (?:to|with)|chat with|send (?:us )?(?:a|an) (?:letter|fax|written request))\b.*\b(?:to|in order to|if you (?:want|wish) to) (?:cancel|unsubscribe|end|terminate|close|stop)\b/, weight: 0.75 },
    { pattern: /\bcancel(?:l?ations?|ling)? (?:is |are )?(?:only |not )?(?:possible|available|accepted|processed|allowed|permitted|handled|done)\b.*\b(?:only|phone|mail|writing|person|not online|cannot)\b|\b(?:can ?not|can'?t|cannot|unable to|not possible to) (?:be )?cancel(?:led|ed)? online\b|\bcancel(?:l?ations?|ling)? (?:must|can only|may only|need to|needs to) be\b/, weight: 0.85 },
    { pattern: /\bunsubscrib\w*\b.*\b(?:up to \d+ (?:days|weeks|business days)|(?:may|can|will) take (?:up to )?\d+|by (?:mail|post|phone|letter)|call|write to|in writing|postal|letter)\b/, weight: 0.8 },
    { pattern: /\bto (?:cancel|close your account|delete your account|end your (?:membership|subscription))\b.*\b(?:at least \d+ (?:days|weeks)|\d+ days'? (?:notice|prior)|notice period|fee|charge)\b/, weight: 0.6 },
  ],
  Sneaking: [
    { pattern: /\b(?:automatically|auto|we(?:'ve| have)|has been|have been|was|were|already|we)\s+(?:also\s+)?(?:added|included|put|placed)\b.*\b(?:(?:to|in|into) your (?:cart|basket|bag|order|booking|subscription)|for you)\b/, weight: 0.45 },
    { pattern: new RegExp(String.raw`\b(?:added|included|pre-?added)\b.*\b${ADD_ON}\b|\b${ADD_ON}\b.*\b(?:(?:has been|have been|was|were|automatically|already) (?:added|included)|(?:added|included) (?:automatically|by default|for you|to your|to (?:the )?(?:cart|basket|bag|order)))`), weight: 0.6 },
    {
      pattern:
        /\b(?:service|handling|processing|booking|convenience|admin(?:istration)?|platform|facility|resort|cleaning|payment|transaction|packaging|small order|order|card|checkout|booking|operator|venue)\s+(?:fee|charge|surcharge)s?\b.*\b(?:added|applied|charged|apply|calculated|shown|included|will apply|at (?:checkout|payment|the (?:next|final|last) step))\b|\b(?:additional|extra|other|hidden)\s+(?:fees?|charges?|surcharges?)\b.*\b(?:apply|may apply|added|at checkout|at payment|will be)\b/,
      weight: 0.8,
    },
    { pattern: /\b(?:fees?|surcharges?)\s+(?:are |will be |is )?(?:added|applied|charged|shown|calculated)\s+(?:at|during|on|in)\s+(?:checkout|check-out|payment|the (?:next|final|last) step|the end)\b/, weight: 0.75 },
    { pattern: /\bauto(?:matically)?[- ]?renew(?:s|al|ed|ing)?\b|\brenews? automatically\b|\brecurring (?:charge|payment|billing|subscription)\b|\bwill (?:then )?be (?:automatically )?(?:charged|billed)\b|\bunless (?:you )?cancel(?:led)?\b/, weight: 0.7 },
    { pattern: /(?:\bfree\b|\btrial\b|[$£€]\s?\d|\b\d[\d.,]*\s?(?:€|eur\b|usd\b)).*\b(?:then|thereafter|after which|afterwards|and then)\s+(?:just |only )?(?:\$|£|€)?\s?\d[\d.,]*\s*(?:€|eur|usd)?\s*(?:\/|per|a|each)\s*(?:mo(?:nth)?|month|year|yr|week|wk)/, weight: 0.8 },
    { pattern: /\b(?:free|\d+[- ]day) trial\b.*\b(?:charged|billed|converts?|becomes?|rolls? (?:over|into))\b/, weight: 0.75 },
    { pattern: /\bby (?:placing|completing|submitting|confirming) (?:your|this|an) (?:order|purchase|booking)\b.*\b(?:join|enrol+|subscribe|sign up|become a member|membership|subscription|agree to (?:receive|our (?:membership|subscription)))\b/, weight: 0.75 },
  ],
  'Forced Action': [
    {
      pattern:
        /\b(?:sign(?:\s|-)?up|sign(?:\s|-)?in|log(?:\s|-)?in|register|create (?:an|a free|your|a) (?:account|profile)|join(?: now| free| us)?|become a member|subscribe|enter your (?:email|phone|number|e-mail)|download (?:our|the) app|install (?:our|the) app|share|follow us)\b.{0,30}\b(?:to|in order to|and|for)\s+(?:see|view|unlock|reveal|get|access|continue|proceed|check ?out|buy|purchase|order|shop|complete|finish|add|use|redeem|claim|read|download|compare|book|display|show)\b.{0,40}\b(?:prices?|pricing|cost|deals?|discounts?|offers?|sale|coupons?|codes?|member prices?|this (?:item|product|deal|offer)|cart|basket|checkout|purchase|order|shopping|browsing|reading|more|details|rest|full|rates?|savings|items?|products?|continue|the site|(?:your|our) (?:\w+ )?(?:discount|code|offer))\b/,
      weight: 0.8,
    },
    { pattern: /\b(?:you (?:must|need to|have to|are required to)|(?:it is )?(?:required|mandatory) to|please)\s+(?:first\s+)?(?:be (?:logged in|signed in|registered|a member|subscribed)\b|(?:create an account|register|sign up|subscribe|log ?in|sign in|become a member|join|download (?:our|the) app|share|accept (?:all|marketing|our newsletter)))\b/, weight: 0.65 },
    { pattern: /\b(?:account|registration|membership|sign[- ]?up|subscription|login|log-in)\s+(?:is\s+)?(?:required|mandatory|needed|necessary)\s+(?:to|for|before|in order to)\b/, weight: 0.8 },
    { pattern: /\b(?:prices?|pricing|deals?|discounts?)\s+(?:are |is )?(?:only )?(?:visible|shown|available|revealed|displayed)\s+(?:only\s+)?(?:to|for|after)\s+(?:members|registered|logged[- ]in|signed[- ]in|subscribers|you (?:sign|log|register))/, weight: 0.85 },
    { pattern: /\b(?:members|registered users|subscribers) only\b|\bno account,? no\b|\bsign up (?:required|first|now to continue)\b/, weight: 0.6 },
    { pattern: /\bcannot (?:check ?out|purchase|order|buy|continue) (?:as a guest|without (?:an account|registering|signing up|subscribing))\b|\bguest checkout (?:is )?(?:not available|unavailable|disabled)\b/, weight: 0.85 },
  ],
};

/**
 * Text that reads like a pattern of a category but is not one: a plain decline with a reason, a
 * first-person review. Such a category's score stays below the threshold.
 */
const ORDINARY: Array<{ category: DarkPatternCategory; pattern: RegExp }> = [
  { category: 'Misdirection', pattern: /^\W*(?:no,?\s*thanks?|no thank you|no)\W+i(?:'?m| am| have|'?ve)? (?:already|just browsing|just looking|a member|have an account|registered)\b/ },
  { category: 'Social Proof', pattern: /\b(?:i|we|my (?:wife|husband|son|daughter|mom|dad|partner|kids?))\s+(?:\w+\s+)?(?:bought|purchased|ordered|got|received)\b(?!.*\b(?:viewing|in (?:their )?carts?)\b)/ },
  { category: 'Social Proof', pattern: /\b(?:reviewed|rated|review|verified (?:buyer|purchase))\b.*\b(?:ago|recently)\b/ },
  // "While stocks last" as the terms of an offer with a stated end date: the legal qualifier, not a stock claim.
  { category: 'Scarcity', pattern: /\b(?:valid|runs?|available|ends?|until|till|through)\b.{0,20}\b(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}[./]\d{1,2}[./]\d{2,4})\b.*\b(?:while|as long as) (?:supplies|stocks?|quantities) last\b|\bsubject to availability\b/ },
];

/** A segment longer than this is prose, not a UI message: its start is read, so a huge input stays cheap. */
const MAX_CHARS = 2000;

function normalise(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .normalize('NFKC')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each category's score, 0..1. */
export function categoryScores(text: string): Record<DarkPatternCategory, number> {
  const cased = normalise(text);
  const lower = cased.toLowerCase();
  const scores = {} as Record<DarkPatternCategory, number>;
  for (const category of DARK_PATTERN_CATEGORIES) {
    let remaining = 1;
    for (const rule of RULES[category]) {
      if (rule.pattern.test(rule.cased ? cased : lower)) remaining *= 1 - rule.weight;
    }
    scores[category] = 1 - remaining;
  }
  for (const { category, pattern } of ORDINARY) if (pattern.test(lower)) scores[category] = Math.min(scores[category], THRESHOLD / 2);
  return scores;
}

export function classify(text: string): Classification {
  const scores = categoryScores(text);
  let best: DarkPatternCategory = DARK_PATTERN_CATEGORIES[0];
  for (const category of DARK_PATTERN_CATEGORIES) if (scores[category] > scores[best]) best = category;
  const score = scores[best];
  const confidence = (value: number) => Math.round(Math.min(0.99, Math.max(0.5, value)) * 1000) / 1000;
  return score >= THRESHOLD ? { darkPattern: true, category: best, confidence: confidence(score) } : { darkPattern: false, category: null, confidence: confidence(1 - score) };
}
