import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { QueryState } from '@/ui/query-state';
import { redEnvelopesQueryOptions } from '../api/promotions';
import { RedEnvelopeDialog } from './red-envelope-dialog';
import './promo-page.css';
import './red-envelopes.css';

/** The red envelopes offered to the member: unopened ones to open, then the ones already opened or expired. */
export function RedEnvelopes() {
  const { t } = useLingui();
  const envelopes = useQuery(redEnvelopesQueryOptions());
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section className="member-centre__card red-envelopes" aria-labelledby="red-envelopes-title">
      <h2 id="red-envelopes-title">
        <Trans>Red envelopes</Trans>
      </h2>
      <QueryState query={envelopes} label={t`Red envelopes`}>
        {({ list }) => {
          const current = list.find((envelope) => envelope.envelopeId === openId);
          return list.length === 0 ? (
            <p className="promo-muted">
              <Trans>No red envelopes right now. They arrive on holidays and lucky days.</Trans>
            </p>
          ) : (
            <>
              <ul className="red-envelopes__list">
                {list.map((envelope) => (
                  <li key={envelope.envelopeId} className="red-envelopes__item" data-status={envelope.status}>
                    <span className="red-envelopes__icon" aria-hidden="true">
                      <Icon name="gift" size={20} />
                    </span>
                    <span className="red-envelopes__text">
                      <strong>{envelope.title}</strong>
                      {envelope.status === 'unopened' && envelope.expireTime ? (
                        <span className="promo-muted">
                          <Trans>Open by {formatDateTime(envelope.expireTime)}</Trans>
                        </span>
                      ) : null}
                    </span>
                    {envelope.status === 'unopened' ? (
                      <Button variant="primary" size="sm" onClick={() => setOpenId(envelope.envelopeId)} aria-label={t`Open ${envelope.title}`}>
                        <Trans context="action" comment="Button: open a red envelope and take the gift inside">
                          Open
                        </Trans>
                      </Button>
                    ) : envelope.status === 'opened' ? (
                      <Badge tone="success">{formatMoney(envelope.amount ?? 0)}</Badge>
                    ) : (
                      <Badge>
                        <Trans>Expired</Trans>
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
              {current ? <RedEnvelopeDialog envelope={current} onClose={() => setOpenId(null)} /> : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
