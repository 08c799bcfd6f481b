import { fill, VERIFICATION_CODE_TTL_MINUTES, type Language, type Translations } from '@converge/contracts';

/**
 * The verification code's mail and text in the person's language (data: translators change the strings,
 * never the keys; every language keeps English's `{placeholders}`). `{minutes}` is the code's lifetime,
 * a constant 10: every sentence is written for that number (Arabic's "دقائق" is the form for 3 to 10;
 * verification-code-texts.spec.ts fails if the lifetime leaves that range).
 */
export const VERIFICATION_CODE_TEXTS: Translations<'subject' | 'body' | 'sms'> = {
  en: {
    subject: 'Your Converge verification code: {code}',
    body: 'Your Converge verification code is {code}.\n\nIt expires in {minutes} minutes. If you did not ask for it, you can ignore this email.',
    sms: 'Your Converge verification code is {code}. It expires in {minutes} minutes.',
  },
  de: {
    subject: 'Dein Converge-Bestätigungscode: {code}',
    body: 'Dein Converge-Bestätigungscode lautet {code}.\n\nEr ist {minutes} Minuten lang gültig. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    sms: 'Dein Converge-Bestätigungscode lautet {code}. Er ist {minutes} Minuten lang gültig.',
  },
  fr: {
    subject: 'Ton code de vérification Converge : {code}',
    body: 'Ton code de vérification Converge est {code}.\n\nIl expire dans {minutes} minutes. Si tu ne l’as pas demandé, tu peux ignorer cet e-mail.',
    sms: 'Ton code de vérification Converge est {code}. Il expire dans {minutes} minutes.',
  },
  es: {
    subject: 'Tu código de verificación de Converge: {code}',
    body: 'Tu código de verificación de Converge es {code}.\n\nCaduca en {minutes} minutos. Si no lo has pedido, puedes ignorar este correo.',
    sms: 'Tu código de verificación de Converge es {code}. Caduca en {minutes} minutos.',
  },
  ar: {
    subject: 'رمز التحقق من Converge: {code}',
    body: 'رمز التحقق الخاص بك من Converge هو {code}.\n\nتنتهي صلاحيته بعد {minutes} دقائق. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
    sms: 'رمز التحقق الخاص بك من Converge هو {code}. تنتهي صلاحيته بعد {minutes} دقائق.',
  },
};

export function verificationCodeMail(code: string, lang: Language = 'en'): { subject: string; text: string } {
  const t = VERIFICATION_CODE_TEXTS[lang];
  const args = { code, minutes: VERIFICATION_CODE_TTL_MINUTES };
  return { subject: fill(t.subject, args), text: fill(t.body, args) };
}

export function verificationCodeSms(code: string, lang: Language = 'en'): string {
  return fill(VERIFICATION_CODE_TEXTS[lang].sms, { code, minutes: VERIFICATION_CODE_TTL_MINUTES });
}
