import type { Language, Translations } from '@converge/contracts';

/**
 * The "someone is trying to sign in" mail's words in each language, sent in the account's language.
 * Data: translators change the strings, never the keys; each language keeps English's `{placeholders}`
 * (sign-in-warnings.texts.spec.ts checks). `{count}` is always the warning threshold or more, so the
 * other languages word it to read right for any number of tries (no plural forms needed).
 */
export const SIGN_IN_WARNING_TEXTS: Translations<'subject' | 'hello' | 'what' | 'ifYou' | 'ifNotYou' | 'noLinks'> = {
  en: {
    subject: 'Someone is trying to sign in to your Converge account',
    hello: 'Hello,',
    what: 'Someone is trying to sign in to your Converge account: a wrong password was entered {count} times since {since}.',
    ifYou: 'If this was you, you can ignore this email.',
    ifNotYou:
      'If it was not you: nobody got in with a wrong password. Converge slows down every further guess from devices you have not signed in on, while the devices you use keep signing in as usual. Make sure your password is long and used nowhere else.',
    noLinks: 'We will not email you again about these attempts. For your safety this email contains no links: open Converge yourself to check your account.',
  },
  de: {
    subject: 'Jemand versucht, sich bei deinem Converge-Konto anzumelden',
    hello: 'Hallo,',
    what: 'Jemand versucht, sich bei deinem Converge-Konto anzumelden: Seit {since} wurde {count}-mal ein falsches Passwort eingegeben.',
    ifYou: 'Wenn du das warst, kannst du diese E-Mail ignorieren.',
    ifNotYou:
      'Wenn du es nicht warst: Mit einem falschen Passwort ist niemand hineingekommen. Converge bremst jeden weiteren Versuch von Geräten, auf denen du nicht angemeldet warst, während deine eigenen Geräte sich wie gewohnt anmelden. Achte darauf, dass dein Passwort lang ist und nirgendwo sonst verwendet wird.',
    noLinks: 'Wegen dieser Versuche schreiben wir dir nicht noch einmal. Zu deiner Sicherheit enthält diese E-Mail keine Links: Öffne Converge selbst, um dein Konto zu prüfen.',
  },
  fr: {
    subject: 'Quelqu’un essaie de se connecter à ton compte Converge',
    hello: 'Bonjour,',
    what: 'Quelqu’un essaie de se connecter à ton compte Converge : un mauvais mot de passe a été saisi {count} fois depuis le {since}.',
    ifYou: 'Si c’était toi, tu peux ignorer cet e-mail.',
    ifNotYou:
      'Si ce n’était pas toi : personne n’est entré avec un mauvais mot de passe. Converge ralentit chaque nouvel essai depuis les appareils sur lesquels tu ne t’es pas connecté·e, tandis que tes appareils habituels se connectent normalement. Vérifie que ton mot de passe est long et que tu ne l’utilises nulle part ailleurs.',
    noLinks: 'Nous ne t’écrirons plus au sujet de ces tentatives. Pour ta sécurité, cet e-mail ne contient aucun lien : ouvre Converge toi-même pour vérifier ton compte.',
  },
  es: {
    subject: 'Alguien intenta iniciar sesión en tu cuenta de Converge',
    hello: 'Hola:',
    what: 'Alguien intenta iniciar sesión en tu cuenta de Converge: se ha introducido una contraseña incorrecta {count} veces desde el {since}.',
    ifYou: 'Si has sido tú, puedes ignorar este correo.',
    ifNotYou:
      'Si no has sido tú: nadie ha entrado con una contraseña incorrecta. Converge frena cada nuevo intento desde dispositivos en los que no has iniciado sesión, mientras que tus dispositivos habituales siguen entrando con normalidad. Asegúrate de que tu contraseña sea larga y no la uses en ningún otro sitio.',
    noLinks: 'No volveremos a escribirte por estos intentos. Por tu seguridad, este correo no contiene enlaces: abre Converge tú mismo para revisar tu cuenta.',
  },
  ar: {
    subject: 'شخص ما يحاول تسجيل الدخول إلى حسابك في Converge',
    hello: 'مرحبًا،',
    what: 'شخص ما يحاول تسجيل الدخول إلى حسابك في Converge: عدد مرات إدخال كلمة مرور خاطئة منذ {since}: {count}.',
    ifYou: 'إذا كنت أنت، فيمكنك تجاهل هذه الرسالة.',
    ifNotYou:
      'إذا لم تكن أنت: لم يدخل أحد بكلمة مرور خاطئة. يُبطئ Converge كل محاولة أخرى من الأجهزة التي لم تسجّل الدخول عليها، بينما تواصل أجهزتك المعتادة تسجيل الدخول كالمعتاد. تأكد من أن كلمة مرورك طويلة ولا تستخدمها في أي مكان آخر.',
    noLinks: 'لن نراسلك مرة أخرى بشأن هذه المحاولات. حفاظًا على أمانك، لا تحتوي هذه الرسالة على أي روابط: افتح Converge بنفسك للتحقق من حسابك.',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', ar: 'ar' };

/** A moment in UTC as the language writes it ("1 May 2026, 21:05 UTC" in English): no reader's zone is known. */
export const formatUtcIn = (d: Date, lang: Language) =>
  `${d.toLocaleString(LOCALES[lang], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;
