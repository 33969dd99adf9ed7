import { useLingui } from '@lingui/react/macro';
import { config } from '@/config/env';
import { activateLanguage, loadMenuFonts } from '@/lib/i18n';
import { bcp47, nativeName } from '@/lib/language';
import { useLanguage } from '@/lib/use-language';
import { Icon } from './icon';
import './language-select.css';

/** The languages of this build (configuration), the choice kept by activateLanguage: in the side menu, on the agent login and in the agent header. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const value = useLanguage();
  return (
    <label className="language-select" data-compact={compact}>
      <Icon name="globe" />
      <span className="visually-hidden">{t`Language`}</span>
      {/* The other languages' fonts (their names in their own scripts) load when the menu is about to open. */}
      <select value={value} onChange={(event) => void activateLanguage(event.target.value)} onFocus={loadMenuFonts} onPointerEnter={loadMenuFonts}>
        {config.languages.map((code) => (
          // Each language is named in its own script (and tagged with it, for fonts and screen readers), so anyone can find theirs.
          <option key={code} value={code} lang={bcp47(code)}>
            {compact ? code : nativeName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
