import type { Language, Translations } from '@converge/contracts';

/**
 * The "Are you safe?" mail's words in each language (data: translators change the strings, never the
 * keys; check-in-due-mail.spec.ts checks every language has every key with English's placeholders).
 */
export const CHECK_IN_DUE_TEXTS: Translations<'subject' | 'hello' | 'time' | 'answer' | 'danger'> = {
  en: {
    subject: 'Are you safe?',
    hello: 'Hello,',
    time: 'You asked Converge to check on you, and it is time. Are you safe?',
    answer: 'Open Converge and tap “I’m safe”. If you do not answer in the next few minutes, your trusted contacts will be alerted.',
    danger: 'If you are in danger, call your local emergency number now.',
  },
  de: {
    subject: 'Bist du in Sicherheit?',
    hello: 'Hallo,',
    time: 'Du hast Converge gebeten, nach dir zu sehen, und jetzt ist es so weit. Bist du in Sicherheit?',
    answer: 'Öffne Converge und tippe auf „Ich bin in Sicherheit“. Wenn du in den nächsten Minuten nicht antwortest, werden deine Vertrauenspersonen benachrichtigt.',
    danger: 'Wenn du in Gefahr bist, ruf jetzt deine örtliche Notrufnummer an.',
  },
  fr: {
    subject: 'Es-tu en sécurité ?',
    hello: 'Bonjour,',
    time: 'Tu as demandé à Converge de prendre de tes nouvelles, et c’est le moment. Es-tu en sécurité ?',
    answer: 'Ouvre Converge et touche « Je suis en sécurité ». Si tu ne réponds pas dans les prochaines minutes, tes contacts de confiance seront alertés.',
    danger: 'Si tu es en danger, appelle dès maintenant le numéro d’urgence local.',
  },
  es: {
    subject: '¿Estás bien?',
    hello: 'Hola:',
    time: 'Pediste a Converge que comprobara cómo estás, y ha llegado la hora. ¿Estás bien?',
    answer: 'Abre Converge y toca «Estoy bien». Si no respondes en los próximos minutos, avisaremos a tus contactos de confianza.',
    danger: 'Si estás en peligro, llama ahora a tu número de emergencias local.',
  },
  ar: {
    subject: 'هل أنت بخير؟',
    hello: 'مرحبًا،',
    time: 'طلبت من Converge الاطمئنان عليك، وقد حان الوقت. هل أنت بخير؟',
    answer: 'افتح Converge واضغط على «أنا بخير». إذا لم تُجب خلال الدقائق القليلة القادمة، فسيتم تنبيه جهات اتصالك الموثوقة.',
    danger: 'إذا كنت في خطر، فاتصل برقم الطوارئ المحلي الآن.',
  },
};

/**
 * The "Are you safe?" email of a due "Check on me", in the person's language. No link on purpose (like
 * the sign-in warning): a safety mail that teaches people to tap links is a phishing template; they open
 * the app themselves.
 */
export function checkInDueMail(lang: Language = 'en'): { subject: string; text: string } {
  const t = CHECK_IN_DUE_TEXTS[lang];
  return {
    subject: t.subject,
    text: [t.hello, '', t.time, '', t.answer, '', t.danger].join('\n'),
  };
}
