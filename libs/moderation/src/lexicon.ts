import type { ModerationCategory } from '@converge/contracts';

/**
 * Our own phrases, beside obscenity's word list: what a profanity filter cannot see because no single
 * word is rude ("I know where you live", "add me on WhatsApp", "send me a gift card"). Each entry is
 * matched against the normalised forms of a text (normalize.ts: lower case, accents folded, leetspeak
 * read as letters), and each carries the examples its unit test proves it catches.
 *
 * Written to keep flirting out: nothing here fires on a compliment, an invitation or a kiss. A phrase
 * that is only sometimes rude ("shut up!", "idiot" about oneself) is left out or bound to "you".
 */
export interface LexiconEntry {
  id: string;
  category: ModerationCategory;
  pattern: RegExp;
  /** Messages this entry must label (its unit test). */
  examples: string[];
}

const YOU = String.raw`(?:you|u|ya)`;
const YOURE = String.raw`(?:you'?re|you are|u r|u are|ur|your|youre)`;
const I_WILL = String.raw`(?:i'?ll|i will|i'?m (?:going|gonna) to|i'?m gonna|gonna|going to|i want to|i could|ima|i'?ma)`;
const APPS = String.raw`(?:whats ?app|telegram|snap ?chat|snap|kik|wechat|viber|signal|skype|discord|hangouts|insta(?:gram)?|ig|line)`;

export const LEXICON: readonly LexiconEntry[] = [
  // Harassment: insults aimed at the person, pressure, contempt.
  {
    id: 'insult-you',
    category: 'harassment',
    pattern: new RegExp(
      String.raw`\b${YOURE} (?:so |such an? |an? |really |just an? |a fucking |fucking |nothing but an? )?(?:ugly|fat|stupid|dumb|disgusting|pathetic|worthless|useless|loser|idiot|moron|freak|joke|psycho|trash|garbage|waste of (?:space|time)|nothing|crazy|gross|hideous|annoying)\b`,
    ),
    examples: ["you're so ugly", 'ur a loser', 'You are pathetic', 'your stupid lol', 'you’re a waste of space'],
  },
  {
    id: 'insult-word',
    category: 'harassment',
    pattern: /\b(?:loser|moron|imbecile|dumbass|skank|slag|scumbag|lowlife|retarded|stuck[- ]up|frigid|prude|gold ?digger|attention whore)\b/,
    examples: ['what a moron', 'typical gold digger', 'stuck-up much?', 'dumbass'],
  },
  {
    id: 'shut-up',
    category: 'harassment',
    pattern: /\bshut (?:the (?:fuck|hell) up|your (?:mouth|face)|it)\b/,
    examples: ['shut your mouth', 'shut the hell up', 'just shut it'],
  },
  {
    id: 'nobody-wants-you',
    category: 'harassment',
    pattern: new RegExp(String.raw`\b(?:no ?one|nobody) (?:will |would |could )?(?:ever )?(?:love|likes?|wants?|cares? about|asked|wanna date|would date) ${YOU}\b`),
    examples: ['nobody will ever love you', 'no one asked u', 'noone wants you'],
  },
  {
    id: 'demand-reply',
    category: 'harassment',
    pattern: new RegExp(String.raw`\bwhy (?:are|r|the hell are|tf are) ${YOU} ignoring me\b|\banswer me\b|\bdon'?t (?:you dare )?ignore me\b|\breply (?:to me )?(?:now|already|right now)\b`),
    examples: ['why are you ignoring me', 'ANSWER ME', "don't ignore me", 'reply already'],
  },
  {
    id: 'get-lost',
    category: 'harassment',
    pattern: /\b(?:go die|drop dead|get lost|piss off|fuck off|go to hell|eat shit|screw you|go away loser)\b/,
    examples: ['go to hell', 'piss off', 'drop dead', 'screw you'],
  },
  {
    id: 'body-shaming',
    category: 'harassment',
    pattern:
      /\b(?:(?:lose|lost) (?:some )?weight|too fat|fat (?:cow|pig|ass|slob)|ugly (?:ass|face|cow|pig))\b|\b(?:not|aren'?t|isn'?t) even (?:that )?(?:pretty|hot|cute|attractive|good looking)\b/,
    examples: ['you should lose some weight', 'fat cow', "you aren't even that pretty", 'too fat for me'],
  },
  {
    id: 'entitlement',
    category: 'harassment',
    pattern: new RegExp(
      String.raw`\bwho (?:the hell |the fuck |tf )?do ${YOU} think ${YOU} are\b|\b${YOU} should be (?:grateful|thankful|lucky) (?:that )?i\b|\bi bought ${YOU} a drink ${YOU} owe me\b`,
    ),
    examples: ['who do you think you are', 'you should be grateful i even messaged', 'u should be lucky i talk to you'],
  },
  // Threats: harm, stalking, exposure.
  {
    id: 'harm-you',
    category: 'threat',
    pattern: new RegExp(String.raw`\b${I_WILL} (?:kill|hurt|beat|stab|shoot|strangle|choke|murder|punch|slap|rape|smash|break) (?:you|u|ya|your)\b`),
    examples: ["I'll kill you", 'im gonna hurt u', 'i will break your face', 'i could strangle you'],
  },
  {
    id: 'know-where-you-live',
    category: 'threat',
    pattern: new RegExp(
      String.raw`\bi know where ${YOU} (?:live|work|sleep|are|go)\b|\b${I_WILL} (?:follow|come for|come after|find|hunt down|track down|show up at) (?:you|u|your (?:house|home|work|place))\b`,
    ),
    examples: ['I know where you live', "i'll find you", "I'm going to follow you home", 'gonna show up at your work'],
  },
  {
    id: 'you-will-regret',
    category: 'threat',
    pattern: new RegExp(
      String.raw`\b(?:watch your back|${YOU}'?(?:ll| will) (?:regret|pay)|make ${YOU} pay|${YOURE} dead|better watch out|sorry ${YOU} (?:were|was) (?:ever )?born|${YOU} deserve to (?:be (?:hit|hurt|raped|beaten)|die|suffer))\b`,
    ),
    examples: ['watch your back', "you'll regret this", 'ur dead', "you'll be sorry you were born", 'you deserve to suffer'],
  },
  {
    id: 'self-harm-incitement',
    category: 'threat',
    pattern: /\b(?:kys|kill (?:yourself|urself|your self|ya self)|go hang yourself|end yourself|unalive yourself)\b/,
    examples: ['kys', 'go kill yourself', 'just go hang yourself'],
  },
  {
    id: 'exposure',
    category: 'threat',
    pattern: new RegExp(
      String.raw`\b(?:ruin your (?:life|reputation)|(?:leak|post|share|send everyone) your (?:pics|photos|nudes|pictures|address|number)|expose ${YOU}|tell everyone (?:about ${YOU}|what ${YOU}))\b`,
    ),
    examples: ["I'll ruin your life", 'i will leak your pics', "I'm going to expose you"],
  },
  // Hate: attacks on who someone is.
  {
    id: 'go-back',
    category: 'hate',
    pattern: /\bgo back (?:to|where) (?:your (?:own )?country|where (?:you|u) came from|(?:you|u) came from|africa|mexico|china|india)\b/,
    examples: ['go back to your country', 'go back where you came from'],
  },
  {
    id: 'your-kind',
    category: 'hate',
    pattern: /\b(?:your kind|you people|people like you|ppl like u) (?:are|should|don'?t|do not|aren'?t|never|always|belong|ruin|make me)\b/,
    examples: ['your kind are disgusting', 'you people should stay out of here', 'people like you never belong here'],
  },
  {
    id: 'slur',
    category: 'hate',
    pattern: /\b(?:subhuman|towelhead|raghead|wetback|beaner|gook|spic|paki|faggot|shemale|tranny)s?\b/,
    examples: ['filthy towelhead', 'subhuman', 'you look like a paki'],
  },
  {
    id: 'group-contempt',
    category: 'hate',
    pattern:
      /\b(?:all|those|these|typical) (?:muslims|jews|blacks|gays|lesbians|immigrants|mexicans|asians|arabs|trans people|women|feminists) (?:are|should|deserve)\b|\bwomen (?:belong in the kitchen|are (?:all )?(?:whores|sluts|stupid|inferior|property))\b/,
    examples: ['all immigrants are criminals', 'typical feminists are useless', 'women belong in the kitchen'],
  },
  // Sexual: unsolicited sexual requests and descriptions (a compliment or an invitation is not one).
  {
    id: 'send-nudes',
    category: 'sexual',
    pattern:
      /\b(?:send|show|sending|showing) (?:me |us )?(?:some |a |your |ur |more )?(?:nudes?|naked (?:pics?|pictures|photos?|selfies?)|nsfw|tits|boobs|body pics?|pics of your body|spicy pics)\b|\b(?:nudes|horny|dtf|sexting|sext)\b/,
    examples: ['send nudes', 'show me your boobs', 'so horny rn', 'dtf?', 'send me some naked pics'],
  },
  {
    id: 'sexual-act',
    category: 'sexual',
    pattern: new RegExp(
      String.raw`\b(?:sit on my face|bend ${YOU} over|(?:get|have|take) ${YOU} (?:naked|in (?:my )?bed)|what (?:are ${YOU}|${YOURE}) wearing under|take (?:your|ur|it|them) (?:clothes |panties |pants )?off|suck (?:my|on my|it)|get naked|are ${YOU} naked|${YOU} naked|on your knees|ride me|spank ${YOU})\b`,
    ),
    examples: ['sit on my face', 'i want to bend you over', 'take your clothes off', 'are you naked', 'what are you wearing under that'],
  },
  // Money: the scammer's ask.
  {
    id: 'send-money',
    category: 'money',
    pattern:
      /\b(?:send|lend|wire|transfer|give|loan|pay) (?:me |us |my )?(?:some |a little |the )?(?:money|cash|funds|\$ ?\d[\d,.]*|\d[\d,.]* ?(?:dollars|euros|pounds|usd|eur|gbp|bucks|k))|\b(?:i need|need|short on|borrow|help me with|cover) (?:some |a bit of |a little )?(?:money|cash|funds|the rent|my rent|a loan)\b/,
    examples: ['can you send me money', 'could you lend me $300', 'i need money for rent', 'wire me 500 dollars', 'can I borrow some cash'],
  },
  {
    id: 'gift-card',
    category: 'money',
    pattern: /\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?|apple cards?|vouchers? codes?|card codes?)\b/,
    examples: ['buy me an itunes card', 'just send the gift card codes', 'Amazon gift cards work too'],
  },
  {
    id: 'crypto',
    category: 'money',
    pattern: /\b(?:crypto(?:currency|currencies)?|bitcoins?|btc|usdt|ethereum|eth wallet|binance|wallet address|forex|trading platform|mining pool)\b/,
    examples: ['do you invest in crypto', 'send it in bitcoin', 'here is my USDT wallet address', 'my uncle taught me forex'],
  },
  {
    id: 'money-transfer',
    category: 'money',
    pattern: /\b(?:wire transfer|western union|moneygram|bank transfer|bank details|bank account|routing number|iban|sort code|paypal|venmo|cash ?app|zelle|revolut)\b/,
    examples: ['do it by western union', "what's your bank account", 'paypal me', 'send via cashapp'],
  },
  {
    id: 'sob-story',
    category: 'money',
    pattern:
      /\b(?:hospital bills?|medical bills?|customs fees?|stuck at the airport|plane ticket for me|visa fees?|pay (?:for )?my (?:ticket|flight|visa|bills?)|my account (?:is|got) frozen)\b/,
    examples: ["I'm stuck at the airport", 'my mom has hospital bills', 'can you pay for my ticket', 'my account is frozen'],
  },
  {
    id: 'investment',
    category: 'money',
    pattern:
      /\b(?:invest(?:ment|ing)? (?:opportunity|platform|plan|with me)|double your money|guaranteed (?:returns?|profits?)|(?:teach|show) (?:you|u) (?:how )?to (?:trade|invest)|passive income)\b/,
    examples: ['great investment opportunity', 'guaranteed returns every week', 'I can teach you to trade', 'double your money in a month'],
  },
  // Off platform: moving the talk where our safety tools cannot follow.
  {
    id: 'other-app',
    category: 'off_platform',
    pattern: /\b(?:whats ?app|telegram|snap ?chat|kik|wechat|viber|skype|google chat|hangouts)\b/,
    examples: ['do you have whatsapp', 'talk on Telegram?', 'whats app me', 'Snapchat?'],
  },
  {
    id: 'add-me-on',
    category: 'off_platform',
    pattern: new RegExp(
      String.raw`\b(?:add|text|message|msg|dm|hit|find|reach|contact|call|follow|talk to) (?:me|us) (?:up )?(?:on|at|via|over (?:on )?) (?:my |the )?(?:${APPS}|number|phone|cell|email|mail)\b|\bmy (?:${APPS}|number|phone number|cell|email|@) (?:is|:)`,
    ),
    examples: ['add me on snap', 'text me at my number', 'dm me on insta', 'my snap is jess99', 'my number is below'],
  },
  {
    id: 'your-number',
    category: 'off_platform',
    pattern: new RegExp(String.raw`\b(?:give me|send me|what'?s|whats|can i (?:have|get)|share|drop) (?:your|ur) (?:number|phone number|phone|cell|digits|${APPS}|email)\b`),
    examples: ["what's your number", 'can i have ur whatsapp', 'send me your email', 'drop your digits'],
  },
  {
    id: 'leave-the-app',
    category: 'off_platform',
    pattern:
      /\b(?:another|other|a different|a better|a private) app\b|\b(?:off|outside (?:of )?|leave|get off) (?:this|the) app\b|\b(?:talk|chat|continue|move this|take this) (?:somewhere else|elsewhere|privately|off here)\b/,
    examples: ["let's move to another app", 'I rarely check this app, can we talk elsewhere', 'get off this app'],
  },
  {
    id: 'phone-number',
    category: 'off_platform',
    pattern: /(?:^|[^\d])\+?\d(?:[ ()-]{0,2}\d){7,}/,
    examples: ['call me 0612345678', 'my cell +1 (415) 555-0132', 'text 07700 900123'],
  },
  {
    id: 'email-address',
    category: 'off_platform',
    pattern: /\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b/,
    examples: ['write me at jess.smith@example.com'],
  },
];
