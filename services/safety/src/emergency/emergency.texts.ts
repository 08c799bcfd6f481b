import type { Translations } from '@converge/contracts';

/**
 * The emergency button's mail and text to trusted contacts, in the language of the person who pressed it
 * (the contacts are their people). Data, not code: translators change the strings, never the keys; each
 * language keeps English's `{placeholders}` (emergency.texts.spec.ts checks).
 */
export const EMERGENCY_TEXTS: Translations<
  'subject' | 'hello' | 'pressed' | 'when' | 'where' | 'whereVenue' | 'whereNone' | 'live' | 'reach' | 'numbers' | 'sms' | 'smsVenue' | 'pageMessage'
> = {
  en: {
    subject: 'Emergency alert: {person} needs help',
    hello: 'Hello,',
    pressed: '{person} pressed the emergency button in Converge and has you as a trusted contact.',
    when: 'When: {time}',
    where: 'Where: {where}',
    whereVenue: 'checked in at {venue}',
    whereNone: 'not checked in at a venue',
    live: 'Live location (for the next 4 hours): {url}',
    reach: 'Please try to reach {person} now. If you think they are in danger, {numbers}.',
    numbers: 'call your local emergency number (911 in the US and Canada, 999 or 112 in the UK, 112 in the EU, 000 in Australia)',
    sms: 'Converge emergency alert: {person} pressed the emergency button at {time}{venue}. Live location: {url} If they may be in danger, call local emergency services.',
    smsVenue: ' at {venue}',
    /** The line the live-location page shows above the map. */
    pageMessage: '{person} pressed the emergency button in Converge.',
  },
  de: {
    subject: 'Notfallalarm: {person} braucht Hilfe',
    hello: 'Hallo,',
    pressed: '{person} hat in Converge den Notfallknopf gedrückt und Sie als Vertrauensperson eingetragen.',
    when: 'Wann: {time}',
    where: 'Wo: {where}',
    whereVenue: 'eingecheckt in {venue}',
    whereNone: 'an keinem Ort eingecheckt',
    live: 'Live-Standort (für die nächsten 4 Stunden): {url}',
    reach: 'Bitte versuchen Sie jetzt, {person} zu erreichen. Wenn Sie glauben, dass {person} in Gefahr ist, {numbers}.',
    numbers: 'wählen Sie Ihre örtliche Notrufnummer (911 in den USA und Kanada, 999 oder 112 im Vereinigten Königreich, 112 in der EU, 000 in Australien)',
    sms: 'Converge-Notfallalarm: {person} hat am {time}{venue} den Notfallknopf gedrückt. Live-Standort: {url} Bei möglicher Gefahr rufen Sie den örtlichen Notruf an.',
    smsVenue: ' in {venue}',
    pageMessage: '{person} hat in Converge den Notfallknopf gedrückt.',
  },
  fr: {
    subject: 'Alerte d’urgence : {person} a besoin d’aide',
    hello: 'Bonjour,',
    pressed: '{person} a appuyé sur le bouton d’urgence de Converge et vous a désigné·e comme contact de confiance.',
    when: 'Quand : {time}',
    where: 'Où : {where}',
    whereVenue: 'enregistré·e à {venue}',
    whereNone: 'enregistré·e dans aucun lieu',
    live: 'Position en direct (pendant les 4 prochaines heures) : {url}',
    reach: 'Essayez de joindre {person} dès maintenant. Si vous pensez que {person} est en danger, {numbers}.',
    numbers: 'appelez le numéro d’urgence local (911 aux États-Unis et au Canada, 999 ou 112 au Royaume-Uni, 112 dans l’UE, 000 en Australie)',
    sms: 'Alerte d’urgence Converge : {person} a appuyé sur le bouton d’urgence le {time}{venue}. Position en direct : {url} En cas de danger possible, appelez les secours locaux.',
    smsVenue: ' à {venue}',
    pageMessage: '{person} a appuyé sur le bouton d’urgence de Converge.',
  },
  es: {
    subject: 'Alerta de emergencia: {person} necesita ayuda',
    hello: 'Hola:',
    pressed: '{person} ha pulsado el botón de emergencia en Converge y le tiene a usted como contacto de confianza.',
    when: 'Cuándo: {time}',
    where: 'Dónde: {where}',
    whereVenue: 'con check-in en {venue}',
    whereNone: 'sin check-in en ningún local',
    live: 'Ubicación en tiempo real (durante las próximas 4 horas): {url}',
    reach: 'Intente contactar con {person} ahora. Si cree que {person} está en peligro, {numbers}.',
    numbers: 'llame a su número de emergencias local (911 en EE. UU. y Canadá, 999 o 112 en el Reino Unido, 112 en la UE, 000 en Australia)',
    sms: 'Alerta de emergencia de Converge: {person} ha pulsado el botón de emergencia el {time}{venue}. Ubicación en tiempo real: {url} Si puede estar en peligro, llame a los servicios de emergencia locales.',
    smsVenue: ' en {venue}',
    pageMessage: '{person} ha pulsado el botón de emergencia en Converge.',
  },
  ar: {
    subject: 'تنبيه طوارئ: {person} بحاجة إلى المساعدة',
    hello: 'مرحبًا،',
    pressed: 'ضغط {person} على زر الطوارئ في Converge، وقد أضافك جهة اتصال موثوقة.',
    when: 'الوقت: {time}',
    where: 'المكان: {where}',
    whereVenue: 'مسجَّل الحضور في {venue}',
    whereNone: 'غير مسجَّل الحضور في أي مكان',
    live: 'الموقع المباشر (خلال الساعات الأربع القادمة): {url}',
    reach: 'يُرجى محاولة التواصل مع {person} الآن. إذا كنت تعتقد أن {person} في خطر، {numbers}.',
    numbers: 'فاتصل برقم الطوارئ المحلي (911 في الولايات المتحدة وكندا، و999 أو 112 في المملكة المتحدة، و112 في الاتحاد الأوروبي، و000 في أستراليا)',
    sms: 'تنبيه طوارئ من Converge: ضغط {person} على زر الطوارئ في {time}{venue}. الموقع المباشر: {url} إذا كان قد يكون في خطر، فاتصل بخدمات الطوارئ المحلية.',
    smsVenue: ' في {venue}',
    pageMessage: 'ضغط {person} على زر الطوارئ في Converge.',
  },
};

/** Kept here for the alerts' callers; it lives beside `formatTime`. */
export { formatTimeIn } from '../location-shares/location-shares.rules.js';
