import type { Translations } from '@converge/contracts';

/**
 * "Check on me": the escalation and stand-down mails and texts to trusted contacts, in the language of
 * the person who set the check-in (the contacts are their people). The venue's staff alert stays English
 * (nothing tells a venue's language). Data, not code: translators change the strings, never the keys;
 * each language keeps English's `{placeholders}` (check-ins.texts.spec.ts checks). The emergency numbers
 * sentence (`{numbers}`) is the emergency button's.
 */
export const CHECK_IN_TEXTS: Translations<
  | 'subject'
  | 'hello'
  | 'asked'
  | 'where'
  | 'whereBoth'
  | 'whereMeetPoint'
  | 'whereUnknown'
  | 'meeting'
  | 'matchPhoto'
  | 'live'
  | 'reach'
  | 'sms'
  | 'smsMeeting'
  | 'safeSubject'
  | 'safeBody'
  | 'safeSms'
  | 'pageMessage'
> = {
  en: {
    subject: 'Safety alert: {person} did not check in',
    hello: 'Hello,',
    asked: '{person} asked Converge to check on them at {time} and has not answered. They have you as a trusted contact.',
    where: 'Where: {where}',
    whereBoth: '{venue}, meeting at {meetPoint}',
    whereMeetPoint: 'meeting at {meetPoint}',
    whereUnknown: 'not at a known venue',
    meeting: 'They were meeting: {match}',
    matchPhoto: 'Photo of {match}: {url}',
    live: 'Live location (for the next 4 hours): {url}',
    reach: 'Please try to reach {person} now. If you think they are in danger, {numbers}.',
    sms: 'Converge safety alert: {person} did not answer their check-in ({where}).{meeting} Live location: {url} If they may be in danger, call local emergency services.',
    smsMeeting: ' Meeting: {match}.',
    safeSubject: '{person} says they are safe',
    safeBody: '{person} has now answered their Converge check-in: they say they are safe. Thank you for looking out for them.',
    safeSms: 'Converge: {person} has answered their check-in and says they are safe.',
    /** The line the live-location page shows above the map. */
    pageMessage: '{person} did not answer a safety check-in in Converge.',
  },
  de: {
    subject: 'Sicherheitswarnung: {person} hat sich nicht gemeldet',
    hello: 'Hallo,',
    asked: '{person} hat Converge gebeten, am {time} nachzufragen, ob alles in Ordnung ist, und hat nicht geantwortet. {person} hat Sie als Vertrauensperson eingetragen.',
    where: 'Wo: {where}',
    whereBoth: '{venue}, Treffpunkt: {meetPoint}',
    whereMeetPoint: 'Treffpunkt: {meetPoint}',
    whereUnknown: 'an keinem bekannten Ort',
    meeting: 'Verabredet mit: {match}',
    matchPhoto: 'Foto von {match}: {url}',
    live: 'Live-Standort (für die nächsten 4 Stunden): {url}',
    reach: 'Bitte versuchen Sie jetzt, {person} zu erreichen. Wenn Sie glauben, dass {person} in Gefahr ist, {numbers}.',
    sms: 'Converge-Sicherheitswarnung: {person} hat auf die Sicherheitsabfrage nicht geantwortet ({where}).{meeting} Live-Standort: {url} Bei möglicher Gefahr rufen Sie den örtlichen Notruf an.',
    smsMeeting: ' Verabredet mit: {match}.',
    safeSubject: '{person} meldet sich: alles in Ordnung',
    safeBody: '{person} hat die Sicherheitsabfrage in Converge jetzt beantwortet und ist nach eigener Aussage in Sicherheit. Danke, dass Sie ein Auge auf {person} haben.',
    safeSms: 'Converge: {person} hat die Sicherheitsabfrage beantwortet und ist nach eigener Aussage in Sicherheit.',
    pageMessage: '{person} hat auf eine Sicherheitsabfrage in Converge nicht geantwortet.',
  },
  fr: {
    subject: 'Alerte de sécurité : {person} ne s’est pas manifesté·e',
    hello: 'Bonjour,',
    asked: '{person} a demandé à Converge de prendre de ses nouvelles le {time} et n’a pas répondu. {person} vous a désigné·e comme contact de confiance.',
    where: 'Où : {where}',
    whereBoth: '{venue}, rendez-vous à {meetPoint}',
    whereMeetPoint: 'rendez-vous à {meetPoint}',
    whereUnknown: 'dans aucun lieu connu',
    meeting: 'Rendez-vous avec : {match}',
    matchPhoto: 'Photo de {match} : {url}',
    live: 'Position en direct (pendant les 4 prochaines heures) : {url}',
    reach: 'Essayez de joindre {person} dès maintenant. Si vous pensez que {person} est en danger, {numbers}.',
    sms: 'Alerte de sécurité Converge : {person} n’a pas répondu à sa vérification de sécurité ({where}).{meeting} Position en direct : {url} En cas de danger possible, appelez les secours locaux.',
    smsMeeting: ' Rendez-vous avec : {match}.',
    safeSubject: '{person} dit être en sécurité',
    safeBody: '{person} vient de répondre à sa vérification de sécurité Converge et dit être en sécurité. Merci de veiller sur {person}.',
    safeSms: 'Converge : {person} a répondu à sa vérification de sécurité et dit être en sécurité.',
    pageMessage: '{person} n’a pas répondu à une vérification de sécurité dans Converge.',
  },
  es: {
    subject: 'Alerta de seguridad: {person} no ha respondido',
    hello: 'Hola:',
    asked: '{person} pidió a Converge que comprobara cómo estaba el {time} y no ha respondido. {person} le tiene a usted como contacto de confianza.',
    where: 'Dónde: {where}',
    whereBoth: '{venue}, punto de encuentro: {meetPoint}',
    whereMeetPoint: 'punto de encuentro: {meetPoint}',
    whereUnknown: 'en ningún local conocido',
    meeting: 'Iba a encontrarse con: {match}',
    matchPhoto: 'Foto de {match}: {url}',
    live: 'Ubicación en tiempo real (durante las próximas 4 horas): {url}',
    reach: 'Intente contactar con {person} ahora. Si cree que {person} está en peligro, {numbers}.',
    sms: 'Alerta de seguridad de Converge: {person} no respondió a su comprobación de seguridad ({where}).{meeting} Ubicación en tiempo real: {url} Si puede estar en peligro, llame a los servicios de emergencia locales.',
    smsMeeting: ' Cita con: {match}.',
    safeSubject: '{person} dice que está bien',
    safeBody: '{person} ha respondido ya a su comprobación de seguridad de Converge y dice que está bien. Gracias por estar pendiente de {person}.',
    safeSms: 'Converge: {person} ha respondido a su comprobación de seguridad y dice que está bien.',
    pageMessage: '{person} no ha respondido a una comprobación de seguridad en Converge.',
  },
  ar: {
    subject: 'تنبيه أمان: لم يؤكّد {person} أنه بخير',
    hello: 'مرحبًا،',
    asked: 'طلب {person} من Converge الاطمئنان عليه في {time} ولم يُجب. وقد أضافك {person} جهة اتصال موثوقة.',
    where: 'المكان: {where}',
    whereBoth: '{venue}، نقطة اللقاء: {meetPoint}',
    whereMeetPoint: 'نقطة اللقاء: {meetPoint}',
    whereUnknown: 'ليس في مكان معروف',
    meeting: 'كان على موعد مع: {match}',
    matchPhoto: 'صورة {match}: {url}',
    live: 'الموقع المباشر (خلال الساعات الأربع القادمة): {url}',
    reach: 'يُرجى محاولة التواصل مع {person} الآن. إذا كنت تعتقد أن {person} في خطر، {numbers}.',
    sms: 'تنبيه أمان من Converge: لم يُجب {person} على طلب الاطمئنان ({where}).{meeting} الموقع المباشر: {url} إذا كان قد يكون في خطر، فاتصل بخدمات الطوارئ المحلية.',
    smsMeeting: ' الموعد مع: {match}.',
    safeSubject: '{person} يقول إنه بخير',
    safeBody: 'أجاب {person} الآن على طلب الاطمئنان في Converge ويقول إنه بخير. شكرًا لاهتمامك بـ{person}.',
    safeSms: 'Converge: أجاب {person} على طلب الاطمئنان ويقول إنه بخير.',
    pageMessage: 'لم يُجب {person} على طلب اطمئنان في Converge.',
  },
};
