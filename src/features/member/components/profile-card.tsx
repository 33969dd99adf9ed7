import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MemberProfile } from '@generated/model';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { Button } from '@/ui/button';
import { FormShell, useAppForm } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import { useUpdateNickname } from '../api/use-security';
import { describeMoneyError } from '@/features/payments';
import { nicknameSchema } from '../logic/security-schemas';
import '@/ui/money-pages.css';
import './profile-card.css';

function NicknameForm({ nickname, onDone }: { nickname: string; onDone: () => void }) {
  const { t } = useLingui();
  const form = useAppForm(nicknameSchema, { nickname });
  const mutation = useUpdateNickname();
  // The person just pressed "Edit nickname": the field they asked for takes the focus.
  useEffect(() => form.setFocus('nickname'), [form]);
  return (
    <FormShell
      form={form}
      mutation={mutation}
      describeError={describeMoneyError}
      block={false}
      submitLabel={<Trans>Save nickname</Trans>}
      pendingLabel={<Trans>Saving…</Trans>}
      onSubmit={(values) => mutation.mutateAsync(values.nickname, { onSuccess: onDone })}
    >
      <TextField name="nickname" label={t`Nickname`} autoComplete="nickname" maxLength={20} />
      <Button variant="ghost" onClick={onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </FormShell>
  );
}

/** The account, the editable nickname and the profile labels of SPEC 3 that the server keeps for the member. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const account = profile.account;
  const labels: Array<[string, string | null | undefined]> = [
    [t`Full name`, profile.fullname],
    [t`Payee name`, profile.payeeName],
    [t`Birthday`, profile.birthday ? formatDate(profile.birthday) : null],
    [t`Nationality`, profile.nationality],
    [t`Place of birth`, profile.placeOfBirth],
    [t`Occupation`, profile.occupation],
    [t`Source of income`, profile.sourceOfIncome],
    [t`Address`, profile.address],
    [t`ID number`, profile.idNumber],
    ['Telegram', profile.telegram],
    ['Zalo', profile.zalo],
    ['WhatsApp', profile.whatsapp],
    ['LINE', profile.line],
    ['Facebook', profile.facebook],
    ['WeChat', profile.wechat],
    ['QQ', profile.qqNum],
    [t`Member since`, profile.registeredAt ? formatDateTime(profile.registeredAt) : null],
  ];
  const shown = labels.filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <section className="money-card money-card--profile" aria-labelledby="profile-title">
      <div className="profile-card__head">
        <span className="profile-card__avatar" aria-hidden="true">
          {(profile.nickname || profile.account).slice(0, 1).toUpperCase()}
        </span>
        <div className="profile-card__names">
          <h2 id="profile-title" className="money-card__title">
            {profile.nickname}
          </h2>
          <p className="money-card__muted">
            <Trans>Account {account}</Trans>
          </p>
        </div>
        {editing ? null : (
          <Button size="sm" onClick={() => setEditing(true)}>
            <Trans>Edit nickname</Trans>
          </Button>
        )}
      </div>
      {editing ? <NicknameForm nickname={profile.nickname} onDone={() => setEditing(false)} /> : null}
      {shown.length > 0 ? (
        <dl className="money-details">
          {shown.map(([label, value]) => (
            <div key={label} className="money-details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
