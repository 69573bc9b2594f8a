import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './choose-language.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from './languages.ts';
import classes from './language-switcher.module.css';

/**
 * The one language switcher (every shell, sign-in, landing, point of sale): a native select, light
 * and usable with the keyboard and a screen reader on any phone. Each language is named in itself.
 */
export function LanguageSwitcher(props: { signedIn: boolean; className?: string }) {
  const { t, i18n } = useTranslation('shared');
  return (
    <label className={`${classes.switcher} ${props.className ?? ''}`}>
      <span className={classes.label}>{t('language.label')}</span>
      <select
        className={classes.select}
        value={i18n.language}
        data-testid="language-switcher"
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isLanguage(value)) chooseLanguage(value, props.signedIn);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
