import type { Translations } from '@converge/contracts';

/**
 * The mail and text a location share's recipient gets, in the sharer's language (the recipient is
 * their person). Data: translators change the strings, never the keys; each language keeps English's
 * `{placeholders}` (location-shares.texts.spec.ts checks). Addressed formally: the recipient is not a member.
 */
export const LOCATION_SHARE_TEXTS: Translations<'subject' | 'sharing' | 'sharingAtVenue' | 'see' | 'until' | 'sms' | 'smsAtVenue'> = {
  en: {
    subject: '{person} is sharing their location with you',
    sharing: '{person} is sharing their location with you through Converge, so that someone they trust knows where they are.',
    sharingAtVenue: '{person} is sharing their location with you at {venue} through Converge, so that someone they trust knows where they are.',
    see: 'See where they are: {url}',
    until: 'The link works until {time}, or until {person} stops sharing.',
    sms: 'Converge: {person} is sharing their location with you until {time}. See where they are: {url}',
    smsAtVenue: 'Converge: {person} is sharing their location with you at {venue} until {time}. See where they are: {url}',
  },
  de: {
    subject: '{person} teilt den eigenen Standort mit Ihnen',
    sharing: '{person} teilt über Converge den eigenen Standort mit Ihnen, damit jemand Vertrautes weiß, wo {person} ist.',
    sharingAtVenue: '{person} teilt über Converge den eigenen Standort in {venue} mit Ihnen, damit jemand Vertrautes weiß, wo {person} ist.',
    see: 'Hier sehen Sie den Standort: {url}',
    until: 'Der Link funktioniert bis {time} oder bis {person} das Teilen beendet.',
    sms: 'Converge: {person} teilt bis {time} den eigenen Standort mit Ihnen. Hier sehen Sie, wo: {url}',
    smsAtVenue: 'Converge: {person} teilt bis {time} den eigenen Standort in {venue} mit Ihnen. Hier sehen Sie, wo: {url}',
  },
  fr: {
    subject: '{person} partage sa position avec vous',
    sharing: '{person} partage sa position avec vous via Converge, pour qu’une personne de confiance sache où {person} se trouve.',
    sharingAtVenue: '{person} partage sa position avec vous à {venue} via Converge, pour qu’une personne de confiance sache où {person} se trouve.',
    see: 'Voir sa position : {url}',
    until: 'Le lien fonctionne jusqu’au {time}, ou jusqu’à ce que {person} arrête le partage.',
    sms: 'Converge : {person} partage sa position avec vous jusqu’au {time}. Voir où : {url}',
    smsAtVenue: 'Converge : {person} partage sa position avec vous à {venue} jusqu’au {time}. Voir où : {url}',
  },
  es: {
    subject: '{person} comparte su ubicación con usted',
    sharing: '{person} comparte su ubicación con usted a través de Converge, para que alguien de confianza sepa dónde está.',
    sharingAtVenue: '{person} comparte su ubicación con usted en {venue} a través de Converge, para que alguien de confianza sepa dónde está.',
    see: 'Vea dónde está: {url}',
    until: 'El enlace funciona hasta el {time}, o hasta que {person} deje de compartirla.',
    sms: 'Converge: {person} comparte su ubicación con usted hasta el {time}. Vea dónde está: {url}',
    smsAtVenue: 'Converge: {person} comparte su ubicación con usted en {venue} hasta el {time}. Vea dónde está: {url}',
  },
  ar: {
    subject: '{person} يشارك موقعه معك',
    sharing: '{person} يشارك موقعه معك عبر Converge، حتى يعرف شخص يثق به مكان وجوده.',
    sharingAtVenue: '{person} يشارك موقعه معك في {venue} عبر Converge، حتى يعرف شخص يثق به مكان وجوده.',
    see: 'اعرف مكان وجوده: {url}',
    until: 'يعمل الرابط حتى {time}، أو حتى يوقف {person} المشاركة.',
    sms: 'Converge: {person} يشارك موقعه معك حتى {time}. اعرف مكان وجوده: {url}',
    smsAtVenue: 'Converge: {person} يشارك موقعه معك في {venue} حتى {time}. اعرف مكان وجوده: {url}',
  },
};
