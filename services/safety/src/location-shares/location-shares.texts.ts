import type { Translations } from '@converge/contracts';

/**
 * The mail and text a location share's recipient gets, in the sharer's language (the recipient is
 * their person). Data: translators change the strings, never the keys; each language keeps English's
 * `{placeholders}` (location-shares.texts.spec.ts checks). Addressed formally: the recipient is not a member.
 */
export const LOCATION_SHARE_TEXTS: Translations<
  'subject' | 'sharing' | 'sharingAtVenue' | 'see' | 'until' | 'sms' | 'smsAtVenue' | 'pageMessage' | 'pageMessageAtVenue' | 'pageMessageWith' | 'pageMessageAtVenueWith'
> = {
  en: {
    subject: '{person} is sharing their location with you',
    sharing: '{person} is sharing their location with you through Converge, so that someone they trust knows where they are.',
    sharingAtVenue: '{person} is sharing their location with you at {venue} through Converge, so that someone they trust knows where they are.',
    see: 'See where they are: {url}',
    until: 'The link works until {time}, or until {person} stops sharing.',
    sms: 'Converge: {person} is sharing their location with you until {time}. See where they are: {url}',
    smsAtVenue: 'Converge: {person} is sharing their location with you at {venue} until {time}. See where they are: {url}',
    /** The line the live-location page shows above the map when the sharer wrote none (with whom: the match they named). */
    pageMessage: '{person} is sharing their location with you for safety.',
    pageMessageAtVenue: '{person} is sharing their location with you at {venue} for safety.',
    pageMessageWith: '{person} is sharing their location with you with {match} for safety.',
    pageMessageAtVenueWith: '{person} is sharing their location with you at {venue} with {match} for safety.',
  },
  de: {
    subject: '{person} teilt den eigenen Standort mit Ihnen',
    sharing: '{person} teilt über Converge den eigenen Standort mit Ihnen, damit jemand Vertrautes weiß, wo {person} ist.',
    sharingAtVenue: '{person} teilt über Converge den eigenen Standort in {venue} mit Ihnen, damit jemand Vertrautes weiß, wo {person} ist.',
    see: 'Hier sehen Sie den Standort: {url}',
    until: 'Der Link funktioniert bis {time} oder bis {person} das Teilen beendet.',
    sms: 'Converge: {person} teilt bis {time} den eigenen Standort mit Ihnen. Hier sehen Sie, wo: {url}',
    smsAtVenue: 'Converge: {person} teilt bis {time} den eigenen Standort in {venue} mit Ihnen. Hier sehen Sie, wo: {url}',
    pageMessage: '{person} teilt zur Sicherheit den eigenen Standort mit Ihnen.',
    pageMessageAtVenue: '{person} teilt zur Sicherheit den eigenen Standort in {venue} mit Ihnen.',
    pageMessageWith: '{person} ist mit {match} unterwegs und teilt zur Sicherheit den eigenen Standort mit Ihnen.',
    pageMessageAtVenueWith: '{person} ist mit {match} in {venue} und teilt zur Sicherheit den eigenen Standort mit Ihnen.',
  },
  fr: {
    subject: '{person} partage sa position avec vous',
    sharing: '{person} partage sa position avec vous via Converge, pour qu’une personne de confiance sache où {person} se trouve.',
    sharingAtVenue: '{person} partage sa position avec vous à {venue} via Converge, pour qu’une personne de confiance sache où {person} se trouve.',
    see: 'Voir sa position : {url}',
    until: 'Le lien fonctionne jusqu’au {time}, ou jusqu’à ce que {person} arrête le partage.',
    sms: 'Converge : {person} partage sa position avec vous jusqu’au {time}. Voir où : {url}',
    smsAtVenue: 'Converge : {person} partage sa position avec vous à {venue} jusqu’au {time}. Voir où : {url}',
    pageMessage: '{person} partage sa position avec vous, par sécurité.',
    pageMessageAtVenue: '{person} partage sa position avec vous à {venue}, par sécurité.',
    pageMessageWith: '{person} est avec {match} et partage sa position avec vous, par sécurité.',
    pageMessageAtVenueWith: '{person} est avec {match} à {venue} et partage sa position avec vous, par sécurité.',
  },
  es: {
    subject: '{person} comparte su ubicación con usted',
    sharing: '{person} comparte su ubicación con usted a través de Converge, para que alguien de confianza sepa dónde está.',
    sharingAtVenue: '{person} comparte su ubicación con usted en {venue} a través de Converge, para que alguien de confianza sepa dónde está.',
    see: 'Vea dónde está: {url}',
    until: 'El enlace funciona hasta el {time}, o hasta que {person} deje de compartirla.',
    sms: 'Converge: {person} comparte su ubicación con usted hasta el {time}. Vea dónde está: {url}',
    smsAtVenue: 'Converge: {person} comparte su ubicación con usted en {venue} hasta el {time}. Vea dónde está: {url}',
    pageMessage: '{person} comparte su ubicación con usted por seguridad.',
    pageMessageAtVenue: '{person} comparte su ubicación con usted en {venue} por seguridad.',
    pageMessageWith: '{person} está con {match} y comparte su ubicación con usted por seguridad.',
    pageMessageAtVenueWith: '{person} está con {match} en {venue} y comparte su ubicación con usted por seguridad.',
  },
  ar: {
    subject: '{person} يشارك موقعه معك',
    sharing: '{person} يشارك موقعه معك عبر Converge، حتى يعرف شخص يثق به مكان وجوده.',
    sharingAtVenue: '{person} يشارك موقعه معك في {venue} عبر Converge، حتى يعرف شخص يثق به مكان وجوده.',
    see: 'اعرف مكان وجوده: {url}',
    until: 'يعمل الرابط حتى {time}، أو حتى يوقف {person} المشاركة.',
    sms: 'Converge: {person} يشارك موقعه معك حتى {time}. اعرف مكان وجوده: {url}',
    smsAtVenue: 'Converge: {person} يشارك موقعه معك في {venue} حتى {time}. اعرف مكان وجوده: {url}',
    pageMessage: '{person} يشارك موقعه معك من أجل سلامته.',
    pageMessageAtVenue: '{person} يشارك موقعه معك في {venue} من أجل سلامته.',
    pageMessageWith: '{person} برفقة {match} ويشارك موقعه معك من أجل سلامته.',
    pageMessageAtVenueWith: '{person} برفقة {match} في {venue} ويشارك موقعه معك من أجل سلامته.',
  },
};
