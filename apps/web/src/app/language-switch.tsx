import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/languages';
import { cx } from '../ui/class-names';
import { choosePersonLanguage } from '../i18n/account-language';

interface LanguageSwitchProps {
  /** The footer is dark; the top bar is light. */
  readonly tone: 'light' | 'dark';
  /**
   * What choosing does: by default the person's choice, saved on their account when signed in;
   * the operators' console (issue 35) only changes the page's language.
   */
  readonly onChoose?: (language: SupportedLanguage) => void;
}

/** "English" / "العربية": each name in its own language, the active one pressed. */
export function LanguageSwitch({ tone, onChoose = choosePersonLanguage }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="flex items-center gap-1">
      {SUPPORTED_LANGUAGES.map((language) => {
        const active = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            aria-pressed={active}
            onClick={() => {
              onChoose(language);
            }}
            className={cx(
              'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
              tone === 'light'
                ? active
                  ? 'bg-ink-950/10 text-ink-950'
                  : 'text-ink-700 hover:bg-ink-950/5 hover:text-ink-950'
                : active
                  ? 'bg-white/15 text-sand-50'
                  : 'text-sand-200 hover:bg-white/10 hover:text-sand-50',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}
