/**
 * The translation layer. One namespace per feature (`locales/<lang>/<namespace>.json`, declared in
 * `locales/<namespace>.ts`); a namespace's English (the source) is bundled with the code that shows it, so a
 * screen's strings arrive with its chunk and a cold /app carries only the strings of what it shows.
 *
 * English needs no library: the messages are filled here (`{name}` arguments, `_one`/`_other` plural keys
 * by Intl.PluralRules, `_male`/`_female` keys by context). Any other language loads i18next (its own chunk,
 * ~14 KB compressed, which a cold English /app would not fit in its budget with) and that language's
 * files for every namespace, before the language switches, so no key and no half-translated screen shows.
 * Both paths read the same files the same way; src/test/i18n checks that they agree.
 */
import { useSyncExternalStore } from 'react';
import type { i18n as I18next } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, type Language } from '@converge/contracts';
import { storeLanguage } from './language-choice';

export type Messages = Record<string, string>;
export type Args = Record<string, unknown> & { count?: number; context?: string };

/** A key as code writes it: the plural and gender forms (`venues_one`, `invite_female`) are chosen by `count` and `context`. */
type Suffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' | 'male' | 'female';
export type BaseKey<K extends string> = K extends `${infer B}_${Suffix}` ? (B extends `${infer C}_${Suffix}` ? C : B) : K;
export type T<K extends string> = (key: K, args?: Args) => string;

export interface Namespace<K extends string> {
  readonly name: string;
  /** The message in the app's language now (for toasts and other text made outside a render). */
  t: T<K>;
  /** The same in a component: it renders again when the language changes. */
  useT(): T<K>;
}

// Every other language, one chunk per language and namespace (Vite splits each dynamic import).
const translations = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const english = new Map<string, Messages>();
/** The tests' pseudo-locale: made from each namespace's English when first asked. */
let madeUp: { make: (ns: string, english: Messages) => Messages; made: Map<string, Messages> } | undefined;
let engine: I18next | undefined;
let language: string = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

const plurals = new Map<string, Intl.PluralRules>();
function pluralForm(lang: string, count: number): string {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** The key's form for these arguments, as i18next picks it: context first, then `_zero` for 0, then the plural form. */
function resolveKey(messages: Messages, key: string, args: Args | undefined, lang: string): string {
  let base = key;
  if (args?.context !== undefined && `${key}_${args.context}` in messages) base = `${key}_${args.context}`;
  else if (args?.context !== undefined && `${key}_${args.context}_other` in messages) base = `${key}_${args.context}`;
  if (typeof args?.count !== 'number') return base;
  if (args.count === 0 && `${base}_zero` in messages) return `${base}_zero`;
  const form = `${base}_${pluralForm(lang, args.count)}`;
  if (form in messages) return form;
  return `${base}_other` in messages ? `${base}_other` : base;
}

/** A message filled without a library (English, and the tests' pseudo-locale). */
export function fill(messages: Messages, key: string, args: Args | undefined, lang: string): string {
  const message = messages[resolveKey(messages, key, args, lang)];
  if (message === undefined) return key;
  // As i18next: an argument given as undefined reads as nothing, one not given at all stays visible.
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (args && name in args ? String(args[name] ?? '') : whole));
}

function translate(ns: string, key: string, args?: Args): string {
  if (madeUp && english.has(ns)) {
    let messages = madeUp.made.get(ns);
    if (!messages) madeUp.made.set(ns, (messages = madeUp.make(ns, english.get(ns)!)));
    return fill(messages, key, args, DEFAULT_LANGUAGE);
  }
  if (engine && language !== DEFAULT_LANGUAGE) return engine.t(key, { ...args, ns, lng: language });
  return fill(english.get(ns) ?? {}, key, args, DEFAULT_LANGUAGE);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => language;

/** The app's language, as a component reads it (renders again when it changes). */
export function useLanguage(): Language {
  const lang = useSyncExternalStore(subscribe, snapshot, snapshot);
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export const currentLanguage = (): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** Declares a feature's namespace with its English messages (locales/<namespace>.ts does, once). */
export function namespace<M extends Messages>(name: string, messages: M): Namespace<BaseKey<Extract<keyof M, string>>> {
  english.set(name, messages);
  engine?.addResourceBundle(DEFAULT_LANGUAGE, name, messages);
  const t = (key: string, args?: Args) => translate(name, key, args);
  return {
    name,
    t,
    useT() {
      useLanguage();
      return t;
    },
  };
}

/** `<html lang dir>` follow the language: Arabic lays the page out right to left. */
function applyToDocument(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = isLanguage(lang) && isRtl(lang) ? 'rtl' : 'ltr';
}

function switchTo(lang: string) {
  language = lang;
  applyToDocument(lang);
  for (const listener of listeners) listener();
}

const otherLanguageLoads = new Set<() => Promise<unknown>>();

/**
 * Code and strings only another language needs (English shows something else: the server's own error
 * sentences, lib/error-sentence.ts): fetched with that language's files, so English's cold path carries none.
 */
export function loadWithOtherLanguages(load: () => Promise<unknown>): void {
  otherLanguageLoads.add(load);
}

/** Fetches i18next and every namespace of `lang` (once), so a change of language never shows a key. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return;
  const files = Object.entries(translations).filter(([path]) => path.startsWith(`../locales/${lang}/`));
  const [{ default: i18next }, bundles] = await Promise.all([
    import('i18next'),
    Promise.all(files.map(async ([path, load]) => [path.slice(`../locales/${lang}/`.length, -'.json'.length), await load()] as const)),
    ...[...otherLanguageLoads].map((load) => load()),
  ]);
  if (!engine) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { en: Object.fromEntries(english) },
      partialBundledLanguages: true,
      // Keys are flat ("toast.welcome"), and `{name}` is the argument (ICU's notation, which the checks parse).
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      returnNull: false,
    });
    // A namespace declared meanwhile (its chunk arrived while i18next loaded) is not lost.
    for (const [ns, messages] of english) instance.addResourceBundle(DEFAULT_LANGUAGE, ns, messages, true, false);
    engine = instance;
  }
  for (const [ns, messages] of bundles) engine.addResourceBundle(lang, ns, messages, true, true);
}

/** Shows the app in `lang` (its files fetched first) and remembers it on this device. */
export async function setLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  if (language === lang) return applyToDocument(lang);
  await loadLanguage(lang);
  switchTo(lang);
}

/**
 * Shows every namespace in made-up messages (the pseudo-locale, lib/pseudo-locale.ts), without i18next;
 * `undefined` goes back to English.
 */
export function showMadeUpMessages(lang: string | undefined, make?: (ns: string, english: Messages) => Messages): Promise<void> {
  madeUp = lang && make ? { make, made: new Map() } : undefined;
  switchTo(lang ?? DEFAULT_LANGUAGE);
  // What another language fetches with its files (the server's error sentences) is made up too.
  return madeUp ? Promise.all([...otherLanguageLoads].map((load) => load())).then(() => undefined) : Promise.resolve();
}
/** The unit tests' name for it. */
export const showMessagesForTest = showMadeUpMessages;

/** Whether made-up messages are showing (then the account's language does not take over). */
export const showingMadeUpMessages = () => madeUp !== undefined;

/** Tests: the English messages of every namespace declared so far. */
export const englishNamespaces = (): ReadonlyMap<string, Messages> => english;

export { initialLanguage, storedLanguage } from './language-choice';
