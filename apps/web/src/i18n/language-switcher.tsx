import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './choose-language.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts';
import classes from './language-switcher.module.css';

/** What each button shows: short enough for a phone's header, each language named in itself. */
const SHORT: Record<Language, string> = { ht: 'KR', fr: 'FR', en: 'EN' };

/**
 * The one language switcher (every shell, sign-in, landing, point of sale): three toggle buttons,
 * one tap on a phone, usable with the keyboard; a screen reader hears each language's own name.
 * Buttons rather than a select: a page's selects and options stay the screen's own fields.
 */
export function LanguageSwitcher(props: { signedIn: boolean; className?: string }) {
  const { t, i18n } = useTranslation('shared');
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`${classes.switcher} ${props.className ?? ''}`}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={LANGUAGE_NAMES[language]}
          className={classes.choice}
          aria-pressed={i18n.language === language}
          onClick={() => chooseLanguage(language, props.signedIn)}
        >
          {SHORT[language]}
          <span className={classes.name}>{LANGUAGE_NAMES[language]}</span>
        </button>
      ))}
    </div>
  );
}
