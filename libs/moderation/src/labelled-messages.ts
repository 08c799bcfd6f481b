import type { LabelledMessage } from './evaluate.js';

/**
 * Messages we wrote and labelled by hand (kind, flirty, rude, threatening, hateful, sexual, scammy,
 * off-platform): the classifier's precision and recall are measured on them (labelled-messages.spec.ts
 * and the moderation bench row). Kind and flirty messages carry no label: flirting must never be
 * flagged. Some kind ones are traps on purpose ("Scunthorpe", "cocktail class", "shit, I missed the bus").
 * The last twenty were written after the lexicon, without looking at it: the misses among them
 * ("No wonder you're still single", "Be careful walking alone tonight") are what a word list cannot
 * see, and keep the figures from being a lexicon grading itself.
 */
export const LABELLED_MESSAGES: readonly LabelledMessage[] = [
  {
    text: 'Hi! How was your day?',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'It was lovely meeting you at the bar tonight',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Thanks for the recommendation, the book was great',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Good luck with your exam tomorrow!',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Did you get home safe?',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'I hope your week gets better',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'That photo of your dog made my day',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'What kind of music are you into?',
    labels: [],
    kind: 'kind',
  },
  {
    text: "Happy birthday! Hope it's a great one",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'No worries at all, take your time',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'm sorry I missed your message, work was crazy",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Shit, I missed the bus, running 10 minutes late',
    labels: [],
    kind: 'kind',
  },
  {
    text: "Haha that's hilarious",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Where did you grow up?',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Do you have any plans for the weekend?',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'I just finished a 10k run, exhausted',
    labels: [],
    kind: 'kind',
  },
  {
    text: "That's such a good point, I never thought of it that way",
    labels: [],
    kind: 'kind',
  },
  {
    text: "My sister is visiting this week so I'm a bit slow to reply",
    labels: [],
    kind: 'kind',
  },
  {
    text: "What's your favourite place in the city?",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'I love how passionate you are about cooking',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'The concert was amazing, the bass was so loud',
    labels: [],
    kind: 'kind',
  },
  {
    text: "Let me know when you're free",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Thank you for being so patient with me',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'm an idiot, I forgot my keys again",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Sorry, that came out wrong',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Can you recommend a good coffee place near the station?',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'm learning Spanish, it's harder than I thought",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Hope your mom feels better soon',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Enjoy the cocktail class tonight!',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'My grandmother lives in Essex, I visit her every month',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Did you watch the game last night?',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'The analysis for my thesis is finally done',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I've been reading Dickens lately",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'I grew up near Scunthorpe actually',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Just got back from hiking, the view was incredible',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Have a good night, talk tomorrow',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Congrats on the new job!',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'm cooking pasta tonight, any tips?",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'We should check out that new museum exhibit',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Do you prefer mountains or the beach?',
    labels: [],
    kind: 'kind',
  },
  {
    text: "That's a fair question, let me think about it",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'The class assignment took me all night',
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'm so sorry to hear that, I'm here if you want to talk",
    labels: [],
    kind: 'kind',
  },
  {
    text: "Shut up, no way! That's amazing news",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'My cat knocked over my plant again',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'What did you study?',
    labels: [],
    kind: 'kind',
  },
  {
    text: "That's really kind of you to say",
    labels: [],
    kind: 'kind',
  },
  {
    text: "I'll bring the board games if you bring snacks",
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Safe travels!',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'Cheers, see you Saturday at the venue',
    labels: [],
    kind: 'kind',
  },
  {
    text: 'You have the most beautiful smile',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I can't stop thinking about our conversation",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You look amazing in that photo',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Want to grab a drink this weekend?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I'd love to take you out to dinner",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're really cute when you laugh",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Is it weird that I already miss you?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're gorgeous, you know that?",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I'd really like to kiss you next time",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You made my night',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Can I take you dancing on Friday?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Your eyes are stunning',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're sexy and you know it",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I've had a crush on you since the first night",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Dinner at my favourite Italian place?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're so charming, it's unfair",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "Can't wait to see you again",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You make me smile every time you text',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I think you're wonderful",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You look hot in that jacket',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Should we get coffee and see where it goes?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're trouble, I can tell 😉",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I'd love to hold your hand on a walk by the river",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're the highlight of my week",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're even prettier in person",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I was hoping you'd message me",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'How about a picnic in the park, just us two?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'I get butterflies when I see your name pop up',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You have great taste in music and in people, apparently',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Let me cook you dinner sometime',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Your laugh is contagious',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'I want to know everything about you',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're adorable",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Want to be my plus one at the wedding?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'I like you. A lot.',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're making it very hard to concentrate today",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Good morning, beautiful',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Wanna watch the sunset together?',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're the cutest person at that venue",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'You can steal my hoodie anytime',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "I'd love a second date",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're very handsome",
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Can I call you later tonight? I love your voice',
    labels: [],
    kind: 'flirty',
  },
  {
    text: 'Your dimples should be illegal',
    labels: [],
    kind: 'flirty',
  },
  {
    text: "Honestly you're stunning",
    labels: [],
    kind: 'flirty',
  },
  {
    text: "You're so ugly, no wonder you're single",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Nobody will ever love you',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Why are you ignoring me? Answer me!',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're a fucking loser",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Fuck you',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're pathetic honestly",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Shut your mouth, nobody asked',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'What a stupid bitch',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're not even that pretty",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Get lost, you freak',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Typical gold digger',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'You should lose some weight before posting pics',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're a waste of space",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Go to hell',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're full of shit",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Stuck up cow',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'I bought you a drink you owe me',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Who do you think you are?',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'You should be grateful I even messaged you',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're such a slut",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Ur a moron',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "reply already, I've been waiting",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "Don't ignore me",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're disgusting",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'piss off then',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'What a dumbass',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're useless lol",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Screw you and your attitude',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Fat pig',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're a joke",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'u r so stupid',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Bitch please',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'You cunt',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: "You're trash",
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'Shut the fuck up',
    labels: ['harassment'],
    kind: 'rude',
  },
  {
    text: 'I know where you live',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'll kill you if you block me",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "You'll regret ignoring me",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Watch your back',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'm going to find you",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Go kill yourself',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'kys',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'I will hurt you',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'm gonna follow you home tonight",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'll ruin your life",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'm going to leak your pics",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "You're dead",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'll break your face",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'You deserve to suffer',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'I know where you work, see you tomorrow',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "You'll pay for this",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'I will expose you to everyone',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Better watch out',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Gonna show up at your work',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "I'll make you pay",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'i could strangle you',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Just go hang yourself',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'I will find you wherever you go',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: "You'll be sorry you were born",
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'I want to hurt you',
    labels: ['threat'],
    kind: 'threatening',
  },
  {
    text: 'Go back to your country',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'People like you are ruining this city',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Your kind are disgusting',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Filthy towelhead',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'You people should stay out of here',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'All immigrants are criminals',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Women belong in the kitchen',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: "I don't date subhuman trash like you",
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'You look like a tranny',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Stupid fag',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Go back where you came from',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Typical feminists are useless',
    labels: ['hate'],
    kind: 'hateful',
  },
  {
    text: 'Send nudes',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Show me your boobs',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: "I'm so horny right now",
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'DTF tonight?',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Sit on my face',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'I want to bend you over',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Take your clothes off',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'What are you wearing under that dress?',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Send me some naked pics',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'I want to see your tits',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Suck my dick',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Are you naked?',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Get naked for me',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'I want to fuck you so hard',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Nice ass, send more',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Want to see my cock?',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Send spicy pics',
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: "Let's have sex tonight, no talking",
    labels: ['sexual'],
    kind: 'sexual',
  },
  {
    text: 'Can you send me money for my plane ticket?',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "I'm stuck at the airport and need help",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Could you lend me $300 until Friday?',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Please buy me an iTunes card, I'll pay you back",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "My mom has hospital bills, I don't know what to do",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Do you invest in crypto? I can teach you to trade',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Send it through Western Union please',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "What's your bank account? I want to send you a gift",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'I need money for rent this month',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'I have a great investment opportunity for you',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Bitcoin is the future, I made 40% last week',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Can you help me with my visa fees?',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "I'll pay you back, just wire me 500 dollars",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Guaranteed returns every week on my platform',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Just send the gift card codes in a photo',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'My account is frozen, can you cover me',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Paypal me so I can book the hotel',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Use cashapp, it's faster",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'My uncle taught me forex, you should try',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Amazon gift cards work too',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Customs fees for the package are $200',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Can I borrow some cash?',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Here is my USDT wallet address',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'You can double your money in a month',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Zelle me and I'll come visit",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Please pay for my flight so we can meet',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'I need cash urgently, please',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Transfer the money to my cousin's account, bank details below",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Steam cards are fine',
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Help me with a loan, I'll repay twice",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: 'Do you have WhatsApp?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "Add me on snap, I'm never on here",
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "Let's talk on Telegram",
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "What's your number?",
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Text me at 0612345678',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'I rarely check this app, can we talk elsewhere?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Can I have your WhatsApp?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'My snap is jess_99',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "Let's move to another app",
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'DM me on insta',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Call me +1 (415) 555-0132',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Get off this app and email me at jess.smith@example.com',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Do you use Kik?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Send me your email',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Hangouts is easier for me',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Drop your digits',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'This app is glitchy, WhatsApp me',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'My number is 07700 900123',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Add me on Skype',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "Let's continue on a different app",
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Message me on Viber',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Snapchat?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Can I get your phone number?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Find me on wechat',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: 'Talk privately on telegram?',
    labels: ['off_platform'],
    kind: 'off_platform',
  },
  {
    text: "You're a fucking idiot, send me money or I'll find you",
    labels: ['harassment', 'threat', 'money'],
    kind: 'threatening',
  },
  {
    text: 'Hey gorgeous, add me on WhatsApp, I need help with a gift card',
    labels: ['money', 'off_platform'],
    kind: 'scammy',
  },
  {
    text: "I'm a soldier overseas, need a bank transfer to come home to you",
    labels: ['money'],
    kind: 'scammy',
  },
  {
    text: "Let's talk on WhatsApp, I have an investment plan for us",
    labels: ['money', 'off_platform'],
    kind: 'scammy',
  },
  { text: "Honestly you're boring as hell", labels: ['harassment'], kind: 'rude' },
  { text: 'Wow you really let yourself go', labels: ['harassment'], kind: 'rude' },
  { text: "No wonder you're still single", labels: ['harassment'], kind: 'rude' },
  { text: 'lmao ur so ugly', labels: ['harassment'], kind: 'rude' },
  { text: "Typical woman, can't make up her mind", labels: ['harassment'], kind: 'rude' },
  { text: "If you block me you'll see what happens", labels: ['threat'], kind: 'threatening' },
  { text: "I have screenshots and I'm not afraid to use them", labels: ['threat'], kind: 'threatening' },
  { text: 'Be careful walking alone tonight', labels: ['threat'], kind: 'threatening' },
  { text: "I'm an engineer on an oil rig, my card doesn't work here, can you help?", labels: ['money'], kind: 'scammy' },
  { text: 'Western union or moneygram, whichever is easier', labels: ['money'], kind: 'scammy' },
  { text: "Here's my IG: @jess99", labels: ['off_platform'], kind: 'off_platform' },
  { text: "Let's chat on Signal", labels: ['off_platform'], kind: 'off_platform' },
  { text: 'You killed it at karaoke!', labels: [], kind: 'kind' },
  { text: 'That dress is killer', labels: [], kind: 'flirty' },
  { text: "I'd die for that pasta", labels: [], kind: 'kind' },
  { text: "You're the bomb", labels: [], kind: 'flirty' },
  { text: 'Send me a pic of your dog!', labels: [], kind: 'kind' },
  { text: 'Give me your honest opinion about the movie', labels: [], kind: 'kind' },
  { text: 'My number one priority this week is sleep', labels: [], kind: 'kind' },
  { text: "You're hot and I'm not going to pretend otherwise", labels: [], kind: 'flirty' },
];
