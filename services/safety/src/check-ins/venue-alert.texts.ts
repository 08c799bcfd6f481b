import type { Translations } from '@converge/contracts';

/**
 * The alert to a venue's safety contact (its staff), in the venue's language (set in the admin's venue
 * form; safety keeps it with the contact, from VenueSafetyContactChanged). Staff are not members:
 * addressed formally. Data, not code: translators change the strings, never the keys; each language
 * keeps English's `{placeholders}` (venue-alert.texts.spec.ts checks). `{where}` is the meet point's
 * line, `{photo}` the text's photo part (or nothing), `{numbers}` the emergency button's numbers sentence.
 */
export const VENUE_ALERT_TEXTS: Translations<'subject' | 'hello' | 'emergency' | 'checkIn' | 'meetPoint' | 'meetPointNone' | 'photo' | 'ask' | 'smsEmergency' | 'smsCheckIn' | 'smsPhoto'> = {
  en: {
    subject: 'Safety alert at {venue}: please check on a guest',
    hello: 'Hello,',
    emergency: "{person} pressed the emergency button in Converge at {time} while at {venue}. You are this venue's safety contact.",
    checkIn: "{person} did not answer a Converge safety check-in at {time} while at {venue}. You are this venue's safety contact.",
    meetPoint: 'Meet point: {meetPoint}',
    meetPointNone: 'Meet point: not chosen',
    photo: 'Photo: {url}',
    ask: 'Please look for them and check they are all right. If they may be in danger, {numbers}.',
    smsEmergency: 'Converge safety alert at {venue}: {person} pressed the emergency button in Converge. {where}.{photo} Please check on them.',
    smsCheckIn: 'Converge safety alert at {venue}: {person} did not answer a Converge safety check-in. {where}.{photo} Please check on them.',
    smsPhoto: ' Photo: {url}',
  },
  de: {
    subject: 'Sicherheitswarnung in {venue}: Bitte sehen Sie nach einem Gast',
    hello: 'Hallo,',
    emergency: '{person} hat am {time} in {venue} den Notfallknopf in Converge gedrückt. Sie sind der Sicherheitskontakt dieses Lokals.',
    checkIn: '{person} hat am {time} in {venue} nicht auf eine Sicherheitsabfrage von Converge geantwortet. Sie sind der Sicherheitskontakt dieses Lokals.',
    meetPoint: 'Treffpunkt: {meetPoint}',
    meetPointNone: 'Treffpunkt: nicht gewählt',
    photo: 'Foto: {url}',
    ask: 'Bitte suchen Sie die Person und vergewissern Sie sich, dass alles in Ordnung ist. Wenn sie in Gefahr sein könnte, {numbers}.',
    smsEmergency: 'Converge-Sicherheitswarnung in {venue}: {person} hat den Notfallknopf in Converge gedrückt. {where}.{photo} Bitte sehen Sie nach der Person.',
    smsCheckIn: 'Converge-Sicherheitswarnung in {venue}: {person} hat auf eine Sicherheitsabfrage von Converge nicht geantwortet. {where}.{photo} Bitte sehen Sie nach der Person.',
    smsPhoto: ' Foto: {url}',
  },
  fr: {
    subject: 'Alerte de sécurité à {venue} : merci de vérifier qu’un client va bien',
    hello: 'Bonjour,',
    emergency: '{person} a appuyé sur le bouton d’urgence de Converge le {time} à {venue}. Vous êtes le contact de sécurité de cet établissement.',
    checkIn: '{person} n’a pas répondu à une vérification de sécurité Converge le {time} à {venue}. Vous êtes le contact de sécurité de cet établissement.',
    meetPoint: 'Point de rendez-vous : {meetPoint}',
    meetPointNone: 'Point de rendez-vous : non choisi',
    photo: 'Photo : {url}',
    ask: 'Merci de chercher cette personne et de vérifier qu’elle va bien. Si elle est peut-être en danger, {numbers}.',
    smsEmergency: 'Alerte de sécurité Converge à {venue} : {person} a appuyé sur le bouton d’urgence de Converge. {where}.{photo} Merci de vérifier que tout va bien.',
    smsCheckIn: 'Alerte de sécurité Converge à {venue} : {person} n’a pas répondu à une vérification de sécurité Converge. {where}.{photo} Merci de vérifier que tout va bien.',
    smsPhoto: ' Photo : {url}',
  },
  es: {
    subject: 'Alerta de seguridad en {venue}: compruebe cómo está un cliente',
    hello: 'Hola:',
    emergency: '{person} ha pulsado el botón de emergencia de Converge el {time} mientras estaba en {venue}. Usted es el contacto de seguridad de este local.',
    checkIn: '{person} no ha respondido a una comprobación de seguridad de Converge el {time} mientras estaba en {venue}. Usted es el contacto de seguridad de este local.',
    meetPoint: 'Punto de encuentro: {meetPoint}',
    meetPointNone: 'Punto de encuentro: sin elegir',
    photo: 'Foto: {url}',
    ask: 'Busque a esta persona y compruebe que está bien. Si puede estar en peligro, {numbers}.',
    smsEmergency: 'Alerta de seguridad de Converge en {venue}: {person} ha pulsado el botón de emergencia de Converge. {where}.{photo} Compruebe cómo está.',
    smsCheckIn: 'Alerta de seguridad de Converge en {venue}: {person} no ha respondido a una comprobación de seguridad de Converge. {where}.{photo} Compruebe cómo está.',
    smsPhoto: ' Foto: {url}',
  },
  ar: {
    subject: 'تنبيه أمان في {venue}: يُرجى الاطمئنان على أحد الضيوف',
    hello: 'مرحبًا،',
    emergency: 'ضغط {person} على زر الطوارئ في Converge في {time} أثناء وجوده في {venue}. أنتم جهة اتصال الأمان لهذا المكان.',
    checkIn: 'لم يُجب {person} على طلب اطمئنان من Converge في {time} أثناء وجوده في {venue}. أنتم جهة اتصال الأمان لهذا المكان.',
    meetPoint: 'نقطة اللقاء: {meetPoint}',
    meetPointNone: 'نقطة اللقاء: لم تُحدَّد',
    photo: 'الصورة: {url}',
    ask: 'يُرجى البحث عنه والتأكد من أنه بخير. إذا كان قد يكون في خطر، {numbers}.',
    smsEmergency: 'تنبيه أمان من Converge في {venue}: ضغط {person} على زر الطوارئ في Converge. {where}.{photo} يُرجى الاطمئنان عليه.',
    smsCheckIn: 'تنبيه أمان من Converge في {venue}: لم يُجب {person} على طلب اطمئنان من Converge. {where}.{photo} يُرجى الاطمئنان عليه.',
    smsPhoto: ' الصورة: {url}',
  },
};
