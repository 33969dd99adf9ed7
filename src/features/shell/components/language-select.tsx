import { useLingui } from '@lingui/react/macro';
import { config } from '@/config/env';
import { activateLanguage } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { Icon } from '@/ui/icon';

/** Each language is named in its own language, so anyone can find theirs. */
const NATIVE_NAMES: Record<string, string> = {
  MY: 'Bahasa Melayu',
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
  KO: '한국어',
  BN: 'বাংলা',
  HI: 'हिन्दी',
};

/** The languages of this build (configuration), the choice kept by activateLanguage. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const value = useLanguage();
  return (
    <label className="language-select" data-compact={compact}>
      <Icon name="globe" />
      <span className="visually-hidden">{t`Language`}</span>
      <select value={value} onChange={(event) => void activateLanguage(event.target.value)}>
        {config.languages.map((code) => (
          <option key={code} value={code}>
            {compact ? code : (NATIVE_NAMES[code] ?? code)}
          </option>
        ))}
      </select>
    </label>
  );
}
