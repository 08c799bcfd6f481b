import type { Translations } from '@converge/contracts';

/**
 * Every web push's words in each language, sent in the recipient's `users.language`. Data: translators
 * change the strings, never the keys; each language keeps English's `{placeholders}` (push.texts.spec.ts
 * checks). A title the app also shows on a screen is the screen's own words (matches.json `modal.title`,
 * sharing.json `meetPointChosen`, safety-prompt.json `due.title`), so the notification and the screen agree.
 */
export const PUSH_TEXTS: Translations<
  | 'matchTitle'
  | 'matchBody'
  | 'matchBodyAtVenue'
  | 'messageTitle'
  | 'messageFlagged'
  | 'meetPointTitle'
  | 'meetPointBody'
  | 'requestTitle'
  | 'requestBody'
  | 'requestSomeone'
  | 'sharingEndedTitle'
  | 'sharingEndedBody'
  | 'shareExpiredBody'
  | 'checkInDueTitle'
  | 'checkInDueBody'
> = {
  en: {
    matchTitle: "It's a Match!",
    matchBody: 'You have a new match. Choose where to meet.',
    matchBodyAtVenue: 'You have a new match at {venue}. Choose where to meet.',
    messageTitle: 'New message',
    messageFlagged: 'You have a message that may be hurtful. Open the chat to decide what to do.',
    meetPointTitle: 'Meet point chosen',
    meetPointBody: 'Meet at {meetPoint}.',
    requestTitle: 'New message request',
    requestBody: '{name} wants to chat: {iceBreaker}',
    requestSomeone: 'Someone',
    sharingEndedTitle: 'Location sharing ended',
    sharingEndedBody: 'Your location is no longer shared with your match.',
    shareExpiredBody: 'Your live location share has expired.',
    checkInDueTitle: 'Are you safe?',
    checkInDueBody: 'You asked Converge to check on you. Tap to answer, or your trusted contacts will be alerted.',
  },
  de: {
    matchTitle: 'Es ist ein Match!',
    matchBody: 'Du hast ein neues Match. Wähle, wo ihr euch trefft.',
    matchBodyAtVenue: 'Du hast ein neues Match in {venue}. Wähle, wo ihr euch trefft.',
    messageTitle: 'Neue Nachricht',
    messageFlagged: 'Du hast eine Nachricht, die verletzend sein könnte. Öffne den Chat, um zu entscheiden, was du tun möchtest.',
    meetPointTitle: 'Treffpunkt gewählt',
    meetPointBody: 'Treffpunkt: {meetPoint}.',
    requestTitle: 'Neue Nachrichtenanfrage',
    requestBody: '{name} möchte chatten: {iceBreaker}',
    requestSomeone: 'Jemand',
    sharingEndedTitle: 'Standortfreigabe beendet',
    sharingEndedBody: 'Dein Standort wird nicht mehr mit deinem Match geteilt.',
    shareExpiredBody: 'Deine Live-Standortfreigabe ist abgelaufen.',
    checkInDueTitle: 'Bist du in Sicherheit?',
    checkInDueBody: 'Du hast Converge gebeten, nach dir zu sehen. Tippe, um zu antworten, sonst werden deine Vertrauenspersonen benachrichtigt.',
  },
  fr: {
    matchTitle: "C'est un match !",
    matchBody: 'Tu as un nouveau match. Choisis où vous retrouver.',
    matchBodyAtVenue: 'Tu as un nouveau match à {venue}. Choisis où vous retrouver.',
    messageTitle: 'Nouveau message',
    messageFlagged: 'Tu as reçu un message qui pourrait être blessant. Ouvre la conversation pour décider quoi faire.',
    meetPointTitle: 'Point de rencontre choisi',
    meetPointBody: 'Rendez-vous à {meetPoint}.',
    requestTitle: 'Nouvelle demande de message',
    requestBody: '{name} veut discuter : {iceBreaker}',
    requestSomeone: 'Quelqu’un',
    sharingEndedTitle: 'Partage de position terminé',
    sharingEndedBody: 'Ta position n’est plus partagée avec ton match.',
    shareExpiredBody: 'Ton partage de position en direct a expiré.',
    checkInDueTitle: 'Es-tu en sécurité ?',
    checkInDueBody: 'Tu as demandé à Converge de prendre de tes nouvelles. Touche pour répondre, sinon tes contacts de confiance seront alertés.',
  },
  es: {
    matchTitle: '¡Es un match!',
    matchBody: 'Tienes un nuevo match. Elige dónde quedar.',
    matchBodyAtVenue: 'Tienes un nuevo match en {venue}. Elige dónde quedar.',
    messageTitle: 'Nuevo mensaje',
    messageFlagged: 'Tienes un mensaje que puede ser hiriente. Abre el chat para decidir qué hacer.',
    meetPointTitle: 'Punto de encuentro elegido',
    meetPointBody: 'Quedad en {meetPoint}.',
    requestTitle: 'Nueva solicitud de mensaje',
    requestBody: '{name} quiere chatear: {iceBreaker}',
    requestSomeone: 'Alguien',
    sharingEndedTitle: 'Ubicación compartida finalizada',
    sharingEndedBody: 'Tu ubicación ya no se comparte con tu match.',
    shareExpiredBody: 'Tu ubicación en tiempo real ya no se comparte: el tiempo ha terminado.',
    checkInDueTitle: '¿Estás bien?',
    checkInDueBody: 'Pediste a Converge que comprobara cómo estás. Toca para responder o avisaremos a tus contactos de confianza.',
  },
  ar: {
    matchTitle: 'إنه تطابق!',
    matchBody: 'لديك تطابق جديد. اختر مكان اللقاء.',
    matchBodyAtVenue: 'لديك تطابق جديد في {venue}. اختر مكان اللقاء.',
    messageTitle: 'رسالة جديدة',
    messageFlagged: 'لديك رسالة قد تكون جارحة. افتح المحادثة لتقرر ما تفعله.',
    meetPointTitle: 'تم اختيار نقطة اللقاء',
    meetPointBody: 'نلتقي عند {meetPoint}.',
    requestTitle: 'طلب مراسلة جديد',
    requestBody: '{name} يريد الدردشة: {iceBreaker}',
    requestSomeone: 'شخص ما',
    sharingEndedTitle: 'انتهت مشاركة الموقع',
    sharingEndedBody: 'لم يعد موقعك مُشاركًا مع الطرف الآخر.',
    shareExpiredBody: 'انتهت صلاحية مشاركة موقعك المباشر.',
    checkInDueTitle: 'هل أنت بخير؟',
    checkInDueBody: 'طلبت من Converge الاطمئنان عليك. اضغط للرد، وإلا فسيتم تنبيه جهات اتصالك الموثوقة.',
  },
};
