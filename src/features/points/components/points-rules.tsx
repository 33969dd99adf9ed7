import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format';
import { QueryState } from '@/ui/query-state';
import { SafeHtml } from '@/ui/safe-html';
import { SimpleTable } from '@/ui/simple-table';
import { pointsConfigQueryOptions } from '../api/points';
import { usePointLabels } from '../logic/point-labels';

/** The rules (server text, sanitised), the exchange-rate table, and the promise that points never expire (SPEC 9). */
export function PointsRules({ currency }: { currency?: string }) {
  const { t } = useLingui();
  const labels = usePointLabels();
  const config = useQuery(pointsConfigQueryOptions());
  return (
    <QueryState query={config} label={t`Rules`}>
      {(value) => (
        <div className="points-rules">
          <section className="points-card" aria-labelledby="points-rules-title">
            <h2 id="points-rules-title">
              <Trans>Rules</Trans>
            </h2>
            {value.rules ? <SafeHtml className="points-rules__text" html={value.rules} /> : null}
            <p className="points-rules__never">
              <Trans>Your points never expire.</Trans>
            </p>
            {value.conversionRate ? <ConversionRule perPoint={formatMoney(value.conversionRate, currency)} minPoints={value.minConvertPoints ?? 1} /> : null}
          </section>
          <section className="points-card" aria-labelledby="points-rates-title">
            <h2 id="points-rates-title">
              <Trans>Exchange rates</Trans>
            </h2>
            <SimpleTable
              className="points-rates"
              labelledBy="points-rates-title"
              cornerHeader={t`Type`}
              columns={[
                { key: 'amount', header: t`You play or deposit`, align: 'end' },
                { key: 'points', header: t`Points earned`, align: 'end' },
              ]}
              rows={(value.exchangeRates ?? []).map((rate) => ({
                key: rate.type,
                header: labels.type[rate.type],
                cells: { amount: formatMoney(rate.amount, currency), points: rate.points },
              }))}
            />
          </section>
        </div>
      )}
    </QueryState>
  );
}

function ConversionRule({ perPoint, minPoints }: { perPoint: string; minPoints: number }) {
  return (
    <p>
      <Trans>
        Convert points to cash at {perPoint} a point, at least <Plural value={minPoints} one="# point" other="# points" /> at a time.
      </Trans>
    </p>
  );
}
