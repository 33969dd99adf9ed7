import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { TEAM_LEVELS } from '../logic/report-search';

type MemberFiltersProps = {
  account: string | undefined;
  level: number | undefined;
  onChange: (patch: { account?: string | undefined; level?: number | undefined; pageNo: 1 }) => void;
};

/** The account search (sent on Enter or the search button) and the level select of the team reports. */
export function MemberFilters({ account, level, onChange }: MemberFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(account ?? '');
  const [shown, setShown] = useState(account);
  // A new URL (back button, a reset) replaces what is in the box.
  if (shown !== account) {
    setShown(account);
    setDraft(account ?? '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ account: draft.trim() || undefined, pageNo: 1 });
  }

  return (
    <>
      <form className="report-search" role="search" onSubmit={submit}>
        <label className="report-filters__field">
          <span>{t`Account`}</span>
          <input type="search" value={draft} maxLength={30} placeholder={t`Search an account`} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <Button type="submit" variant="ghost" className="report-search__go" aria-label={t`Search`}>
          <Icon name="search" size={16} />
        </Button>
      </form>
      <label className="report-filters__field">
        <span>{t`Level`}</span>
        <select value={level ?? ''} onChange={(event) => onChange({ level: event.target.value ? Number(event.target.value) : undefined, pageNo: 1 })}>
          <option value="">{t`All levels`}</option>
          {TEAM_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t`Level ${level}`}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
