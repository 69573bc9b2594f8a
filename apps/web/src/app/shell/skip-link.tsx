import { useTranslation } from 'react-i18next';

/** Where the skip link lands: each shell's main landmark. */
export const MAIN_ID = 'main-content';

/**
 * "Skip to content", the first thing a keyboard reaches in a shell (hidden until focused,
 * global.css `.skip-link`). It moves the focus itself, so the address gets no `#main-content`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
