import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import QRCode from 'react-qr-code';
import type { ReferralFriend } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { columnsFor, DataTable, DateTimeCell, MoneyCell, Pager } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/toast';
import { referralFriendsQueryOptions, referralQueryOptions } from '../api/promotions';
import { useFeatureGate } from '../hooks/use-feature-gate';
import { useReferralStatusLabel } from '../hooks/use-promotion-labels';
import { inviteLink } from '../logic/filters';
import { FeatureOff } from './feature-off';
import './promo-page.css';
import './referral-page.css';

const col = columnsFor<ReferralFriend>();

/** referral (SPEC 2, gated by availablePromo REFERRAL): the invite link, copy and share, its QR code, the friends invited. */
export function ReferralPage() {
  const enabled = useFeatureGate('REFERRAL');
  if (enabled === false) {
    return (
      <div className="member-centre">
        <PageHeader title={<Trans>Invite friends</Trans>} />
        <FeatureOff />
      </div>
    );
  }
  return enabled ? <ReferralContent /> : null;
}

function ReferralContent() {
  const { t } = useLingui();
  const info = useQuery(referralQueryOptions());
  return (
    <div className="member-centre referral">
      <PageHeader title={<Trans>Invite friends</Trans>} description={<Trans>Share your link. When a friend registers and deposits, you both win.</Trans>} />
      <QueryState query={info} label={t`Invite friends`}>
        {(referral) => (
          <>
            <InviteCard code={referral.referralCode} reward={referral.rewardPerFriend} minDeposit={referral.minDeposit} />
            <dl className="referral__stats">
              <div>
                <dt>
                  <Trans>Friends invited</Trans>
                </dt>
                <dd>{referral.friendCount}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Qualified</Trans>
                </dt>
                <dd>{referral.qualifiedCount}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Reward earned</Trans>
                </dt>
                <dd className="referral__earned">{formatMoney(referral.totalReward)}</dd>
              </div>
            </dl>
          </>
        )}
      </QueryState>
      <FriendsTable />
    </div>
  );
}

function InviteCard({ code, reward, minDeposit }: { code: string; reward: number; minDeposit?: number }) {
  const { t } = useLingui();
  const link = inviteLink(window.location.origin, code);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(t`Invite link copied.`, 'success');
    } catch {
      toast(t`Copying is blocked here. Select the link and copy it yourself.`, 'error');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t`Join me at Royal Lobby`, text: t`Register with my invite link:`, url: link });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };
  return (
    <section className="member-centre__card referral__invite" aria-labelledby="invite-title">
      <div className="referral__invite-text">
        <h2 id="invite-title">
          <Trans>Your invite link</Trans>
        </h2>
        <p className="promo-muted">
          {minDeposit ? (
            <Trans>
              Earn {formatMoney(reward)} for every friend who registers with your link and deposits {formatMoney(minDeposit)} or more.
            </Trans>
          ) : (
            <Trans>Earn {formatMoney(reward)} for every friend who registers with your link and makes a first deposit.</Trans>
          )}
        </p>
        <input className="referral__link" readOnly value={link} aria-label={t`Invite link`} onFocus={(event) => event.currentTarget.select()} />
        <p className="referral__code">
          <Trans>
            Code: <strong>{code}</strong>
          </Trans>
        </p>
        <div className="referral__buttons">
          <Button variant="primary" onClick={() => void copy()}>
            <Trans>Copy link</Trans>
          </Button>
          {canShare ? (
            <Button onClick={() => void share()}>
              <Trans>Share</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <figure className="referral__qr">
        <div className="referral__qr-code">
          <QRCode value={link} size={148} title={t`Invite link QR code`} role="img" aria-label={t`Invite link QR code`} />
        </div>
        <figcaption>
          <Trans>Scan to register</Trans>
        </figcaption>
      </figure>
    </section>
  );
}

function FriendsTable() {
  const { t } = useLingui();
  const statusLabel = useReferralStatusLabel();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const friends = useQuery(referralFriendsQueryOptions(page.pageNo, page.pageSize));
  const columns = useMemo(
    () => [
      col.accessor('account', { header: t`Friend`, enableSorting: false }),
      col.accessor('registerTime', { header: t`Registered`, enableSorting: false, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
      col.accessor('status', {
        header: t`Status`,
        enableSorting: false,
        cell: (info) => <Badge tone={info.getValue() === 'qualified' ? 'success' : 'neutral'}>{statusLabel(info.getValue())}</Badge>,
      }),
      col.accessor('reward', { header: t`Reward`, enableSorting: false, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
    ],
    [t, statusLabel],
  );
  return (
    <section className="member-centre__card" aria-labelledby="friends-title">
      <h2 id="friends-title">
        <Trans>Friends invited</Trans>
      </h2>
      <DataTable
        label={t`Friends invited`}
        columns={columns}
        rows={friends.data?.list}
        status={friends.status}
        error={friends.error}
        onRetry={() => void friends.refetch()}
        refreshing={friends.isPlaceholderData}
        emptyText={t`No friends yet. Share your link to invite the first one.`}
        getRowId={(row) => `${row.account}-${row.registerTime}`}
        totals={friends.data?.totals ? { account: t`Total`, reward: <MoneyCell value={friends.data.totals.reward} /> } : undefined}
      />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={friends.data?.total} onChange={(next) => setPage((prev) => ({ ...prev, ...next }))} />
    </section>
  );
}
