import { Languages } from 'lucide-react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { setLanguage, useLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The account's language (PUT /api/profile {language}): the app changes at once, and the server writes
 * mail, texts and pushes in it. Each language is named in itself.
 */
export function LanguageSetting() {
  const t = common.useT();
  const language = useLanguage();
  const updateProfile = useUpdateProfile();

  async function choose(value: string) {
    if (!isLanguage(value)) return;
    try {
      await updateProfile.mutateAsync({ language: value });
      await setLanguage(value);
    } catch (err) {
      toast({ title: t('language.failed'), description: serverMessage(err, t('language.failed')), variant: 'destructive' });
    }
  }

  return (
    <div className="flex min-h-14 flex-wrap items-center gap-3 px-4 py-3">
      <Languages className="size-5 text-muted-foreground" aria-hidden />
      <label htmlFor="language-select" className="min-w-0 flex-1 text-sm font-medium">
        {t('language.label')}
      </label>
      <select
        id="language-select"
        value={language}
        disabled={updateProfile.isPending}
        onChange={(e) => void choose(e.target.value)}
        className="min-h-11 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
