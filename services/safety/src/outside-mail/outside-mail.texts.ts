import type { Translations } from '@converge/contracts';

/**
 * The lines every mail to an outside address ends with (why it came, the visible way to stop it), in
 * the language of the mail above them: the Converge member's. Data: translators change the strings,
 * never the keys; each language keeps English's `{placeholders}` (outside-mail.texts.spec.ts checks).
 */
export const UNSUBSCRIBE_TEXTS: Translations<'why' | 'stop'> = {
  en: {
    why: 'You are getting this because a Converge member entered this address.',
    stop: 'To stop emails from Converge to this address: {url}',
  },
  de: {
    why: 'Sie erhalten diese E-Mail, weil ein Converge-Mitglied diese Adresse angegeben hat.',
    stop: 'Keine E-Mails mehr von Converge an diese Adresse: {url}',
  },
  fr: {
    why: 'Vous recevez cet e-mail parce qu’un membre de Converge a indiqué cette adresse.',
    stop: 'Pour ne plus recevoir d’e-mails de Converge à cette adresse : {url}',
  },
  es: {
    why: 'Recibe este correo porque un miembro de Converge indicó esta dirección.',
    stop: 'Para dejar de recibir correos de Converge en esta dirección: {url}',
  },
  ar: {
    why: 'تصلك هذه الرسالة لأن أحد أعضاء Converge أدخل هذا العنوان.',
    stop: 'لإيقاف رسائل Converge إلى هذا العنوان: {url}',
  },
};
