import type { Translations } from '@converge/contracts';

/**
 * The date-plan mail to trusted contacts, in the owner's language (the contacts are their people).
 * Data: translators change the strings, never the keys; each language keeps English's `{placeholders}`
 * (date-plans.texts.spec.ts checks). Addressed formally: a contact is not a member.
 */
export const DATE_PLAN_TEXTS: Translations<'subject' | 'meeting' | 'meetingAtVenue' | 'see' | 'until' | 'unnamedDate'> = {
  en: {
    subject: '{person} shared their date plan with you',
    meeting: '{person} is meeting {date} on {time} and shared the plan with you through Converge, so that someone they trust knows.',
    meetingAtVenue: '{person} is meeting {date} at {venue} on {time} and shared the plan with you through Converge, so that someone they trust knows.',
    see: 'See the plan: {url}',
    until: 'The link works until a day after the date, or until {person} takes it back.',
    /** Who they meet when the match has no name, as `{date}` in the sentences above. */
    unnamedDate: 'their date',
  },
  de: {
    subject: '{person} hat den Plan für ein Date mit Ihnen geteilt',
    meeting: '{person} trifft sich am {time} mit {date} und hat den Plan über Converge mit Ihnen geteilt, damit jemand Vertrautes Bescheid weiß.',
    meetingAtVenue: '{person} trifft sich am {time} mit {date} in {venue} und hat den Plan über Converge mit Ihnen geteilt, damit jemand Vertrautes Bescheid weiß.',
    see: 'Zum Plan: {url}',
    until: 'Der Link funktioniert bis einen Tag nach dem Date oder bis {person} ihn zurücknimmt.',
    unnamedDate: 'einer Bekanntschaft aus Converge',
  },
  fr: {
    subject: '{person} a partagé son projet de rendez-vous avec vous',
    meeting: '{person} a rendez-vous avec {date} le {time} et a partagé ce projet avec vous via Converge, pour qu’une personne de confiance soit au courant.',
    meetingAtVenue: '{person} a rendez-vous avec {date} à {venue} le {time} et a partagé ce projet avec vous via Converge, pour qu’une personne de confiance soit au courant.',
    see: 'Voir le projet : {url}',
    until: 'Le lien fonctionne jusqu’au lendemain du rendez-vous, ou jusqu’à ce que {person} le retire.',
    unnamedDate: 'une personne rencontrée sur Converge',
  },
  es: {
    subject: '{person} ha compartido con usted el plan de su cita',
    meeting: '{person} ha quedado con {date} el {time} y ha compartido el plan con usted a través de Converge, para que alguien de confianza lo sepa.',
    meetingAtVenue: '{person} ha quedado con {date} en {venue} el {time} y ha compartido el plan con usted a través de Converge, para que alguien de confianza lo sepa.',
    see: 'Vea el plan: {url}',
    until: 'El enlace funciona hasta un día después de la cita, o hasta que {person} lo retire.',
    unnamedDate: 'su cita',
  },
  ar: {
    subject: 'شارك {person} خطة موعده معك',
    meeting: 'سيلتقي {person} بـ{date} في {time}، وقد شارك الخطة معك عبر Converge حتى يعرف شخص يثق به.',
    meetingAtVenue: 'سيلتقي {person} بـ{date} في {venue} في {time}، وقد شارك الخطة معك عبر Converge حتى يعرف شخص يثق به.',
    see: 'اطّلع على الخطة: {url}',
    until: 'يعمل الرابط حتى يوم بعد الموعد، أو حتى يسحبه {person}.',
    unnamedDate: 'شخص تعرّف عليه عبر Converge',
  },
};
