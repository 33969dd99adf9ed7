import { useLingui } from '@lingui/react/macro';
import { config } from '@/config/env';
import { activateLanguage, currentLanguage } from '@/lib/i18n';

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
};

export function LanguageSelect() {
  const { t, i18n } = useLingui();
  const value = currentLanguage();
  return (
    <select
      className="language-select"
      aria-label={t`Language`}
      value={value}
      data-locale={i18n.locale}
      onChange={(event) => void activateLanguage(event.target.value)}
    >
      {config.languages.map((code) => (
        <option key={code} value={code}>
          {NATIVE_NAMES[code] ?? code}
        </option>
      ))}
    </select>
  );
}
