import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  chargeTripRoute,
  tripCurrency,
  type ReplyOf,
  type TripCharge,
  type TripDeadlines,
  type chargeTrip,
} from '@crescendo/contracts';
import { formatMoney } from '@crescendo/i18n';
import { Alert, Button } from '@crescendo/ui';
import { ApiError, callRoute } from '@crescendo/web-auth';
import { useLanguage } from '@crescendo/web-kit';

export type TripCharged = ReplyOf<typeof chargeTrip>;

/** 'Facturer la sortie' through the planning's route. */
export const chargeTripCall = (eventId: string): Promise<TripCharged> =>
  callRoute(chargeTripRoute, { params: { eventId } });

const longDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-CA' : 'fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const serverWords = (error: unknown) => (error instanceof ApiError && error.messageKey ? error.message : '');

/**
 * A 'Sortie''s deadlines (issue 28 §6) and 'Facturer la sortie': its deposit and balance recorded on each
 * student's ledger; who could not be charged is named.
 */
export function TripBilling({
  trip,
  charge,
  onCharged,
}: {
  trip: TripDeadlines;
  charge: () => Promise<TripCharged>;
  onCharged: () => void;
}) {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const [charged, setCharged] = useState<TripCharged | null>(null);
  const run = useMutation({
    mutationFn: charge,
    onSuccess: (reply) => {
      setCharged(reply);
      onCharged();
    },
  });
  const money = (cents: number) => formatMoney(cents, tripCurrency, lang);
  const billable = Boolean(trip.deposit || trip.balance);
  return (
    <>
      <ul className="cr-consents__deadlines" aria-label={t('planning:trip.deadlines')}>
        {trip.deposit ? (
          <li>
            {t('planning:trip.depositLine', {
              amount: money(trip.deposit.amountCents),
              date: longDay(trip.deposit.dueDay, lang),
            })}
          </li>
        ) : null}
        {trip.balance ? (
          <li>
            {t('planning:trip.balanceLine', {
              amount: money(trip.balance.amountCents),
              date: longDay(trip.balance.dueDay, lang),
            })}
          </li>
        ) : null}
        {trip.consentDueDay ? (
          <li>{t('planning:trip.consentLine', { date: longDay(trip.consentDueDay, lang) })}</li>
        ) : null}
      </ul>
      {billable ? (
        <div>
          <Button onClick={() => run.mutate()} disabled={run.isPending}>
            {run.isPending ? t('planning:trip.charging') : t('planning:trip.charge')}
          </Button>
        </div>
      ) : null}
      {run.isError ? (
        <Alert tone="error">
          {t('planning:trip.chargeFailed')} {serverWords(run.error)}
        </Alert>
      ) : null}
      {charged ? (
        <div role="status">
          <p>
            {[
              t('planning:trip.charged', { count: charged.charged }),
              charged.alreadyCharged > 0
                ? t('planning:trip.alreadyCharged', { count: charged.alreadyCharged })
                : '',
              charged.replaced > 0 ? t('planning:trip.replaced', { count: charged.replaced }) : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          {charged.notCharged.length > 0 ? (
            <>
              <p>{t('planning:trip.notCharged')}</p>
              <ul className="cr-consents__skipped">
                {charged.notCharged.map((skipped) => (
                  <li key={`${skipped.studentId}-${skipped.kind}`}>
                    {skipped.name}, {t(`planning:trip.kinds.${skipped.kind}`)} (
                    {t(`planning:trip.reasons.${skipped.reason}`)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** A student's deposit or balance: 'Payé', 'À régler (50,00 $ CAD)' or 'Non facturé'. */
export function TripChargeState({
  kind,
  charge,
}: {
  kind: 'deposit' | 'balance';
  charge: TripCharge | undefined;
}) {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  if (!charge) return null;
  const amount =
    charge.amountCents === null ? '' : ` (${formatMoney(charge.amountCents, tripCurrency, lang)})`;
  return (
    <span className={`cr-consents__charge cr-consents__charge--${charge.state}`}>
      {t('planning:trip.chargeLine', {
        kind: t(`planning:trip.kinds.${kind}`),
        state: `${t(`planning:trip.states.${charge.state}`)}${charge.state === 'notCharged' ? '' : amount}`,
      })}
    </span>
  );
}
