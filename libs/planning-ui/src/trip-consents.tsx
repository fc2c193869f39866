import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listTripConsentsRoute,
  requestTripConsentsRoute,
  type ReplyOf,
  type TripConsent,
  type listTripConsents,
  type requestTripConsents,
} from '@crescendo/contracts';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { ApiError, callRoute } from '@crescendo/web-auth';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';
import { planningKey } from './planning-api.js';
import { TripBilling, TripChargeState, chargeTripCall, type TripCharged } from './trip-billing.js';

export type TripConsentsAsked = ReplyOf<typeof requestTripConsents>;
export type TripConsentsPage = ReplyOf<typeof listTripConsents>;

/** How 'Consentements' asks and reads: the planning's routes, or a test's. */
export interface TripConsentsApi {
  request: (eventId: string) => Promise<TripConsentsAsked>;
  list: (eventId: string, cursor?: string, signal?: AbortSignal) => Promise<TripConsentsPage>;
  /** 'Facturer la sortie'. */
  charge: (eventId: string) => Promise<TripCharged>;
}

export const tripConsentsApi: TripConsentsApi = {
  request: (eventId) => callRoute(requestTripConsentsRoute, { params: { eventId } }),
  list: (eventId, cursor, signal) =>
    callRoute(listTripConsentsRoute, { params: { eventId }, query: { cursor, limit: 100 }, signal }),
  charge: chargeTripCall,
};

/** The server's reason when it gave one ('Les consentements se demandent pour une sortie seulement.'). */
const serverWords = (error: unknown) => (error instanceof ApiError && error.messageKey ? error.message : '');

const dayOfInstant = (instant: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-CA' : 'fr-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(instant));

const css = `
.cr-consents { flex-basis: 100%; display: flex; flex-direction: column; gap: var(--cr-space-2); padding-top: var(--cr-space-2); border-top: 1px solid var(--cr-color-border); }
.cr-consents h4 { margin: 0; font-size: 1rem; }
.cr-consents p { margin: 0; }
.cr-consents .cr-button { min-height: 44px; }
.cr-consents__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-1); }
.cr-consents__item { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--cr-space-1) var(--cr-space-2); padding: var(--cr-space-1) 0; border-bottom: 1px solid var(--cr-color-border); }
.cr-consents__name { font-weight: 600; overflow-wrap: anywhere; }
.cr-consents__status--granted { color: var(--cr-color-success, inherit); font-weight: 600; }
.cr-consents__status--refused, .cr-consents__status--withdrawn { color: var(--cr-color-danger); font-weight: 600; }
.cr-consents__signed { flex-basis: 100%; font-size: 0.875rem; }
.cr-consents__skipped { margin: 0; padding-left: var(--cr-space-3); }
.cr-consents__deadlines { margin: 0; padding-left: var(--cr-space-3); }
.cr-consents__charge { flex-basis: 100%; font-size: 0.875rem; }
.cr-consents__charge--paid { color: var(--cr-color-success, inherit); }
`;

/**
 * A 'Sortie''s 'Consentements' (issue 28 §6), for its managers: 'Demander les consentements' (one mailed link
 * per student's family; who could not be asked is named) and the students' answers by name, a page at a time.
 */
export function TripConsentsPanel({
  eventId,
  title,
  api = tripConsentsApi,
}: {
  eventId: string;
  title: string;
  api?: TripConsentsApi;
}) {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const client = useQueryClient();
  const [asked, setAsked] = useState<TripConsentsAsked | null>(null);
  const key = [...planningKey, 'trip-consents', eventId] as const;
  const pages = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.list(eventId, pageParam, signal),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const ask = useMutation({
    mutationFn: () => api.request(eventId),
    onSuccess: (reply) => {
      setAsked(reply);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const consents: TripConsent[] = pages.data?.pages.flatMap((page) => page.consents) ?? [];
  const trip = pages.data?.pages[0]?.trip ?? null;
  const headingId = `trip-consents-${eventId}`;

  return (
    <section className="cr-consents" aria-labelledby={headingId}>
      <style href="crescendo-trip-consents" precedence="default">
        {css}
      </style>
      <h4 id={headingId}>
        {t('planning:consents.title')} — {title}
      </h4>
      <p>{t('planning:consents.intro')}</p>
      <div>
        <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
          {ask.isPending ? t('planning:consents.asking') : t('planning:consents.ask')}
        </Button>
      </div>
      {ask.isError ? (
        <Alert tone="error">
          {t('planning:consents.askFailed')} {serverWords(ask.error)}
        </Alert>
      ) : null}
      {asked ? (
        <div role="status">
          <p>
            {t('planning:consents.mailed', { count: asked.mailed })}
            {asked.alreadyGranted > 0
              ? ` ${t('planning:consents.alreadyGranted', { count: asked.alreadyGranted })}`
              : ''}
          </p>
          {asked.notAsked.length > 0 ? (
            <>
              <p>{t('planning:consents.notAsked')}</p>
              <ul className="cr-consents__skipped">
                {asked.notAsked.map((skipped) => (
                  <li key={skipped.studentId}>
                    {skipped.name} ({t(`planning:consents.reasons.${skipped.reason}`)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {trip ? (
        <TripBilling
          trip={trip}
          charge={() => api.charge(eventId)}
          onCharged={() => void client.invalidateQueries({ queryKey: key })}
        />
      ) : null}
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('planning:consents.loadFailed')}</Alert>
      ) : consents.length === 0 ? (
        <p>{t('planning:consents.empty')}</p>
      ) : (
        <ul className="cr-consents__list" aria-label={t('planning:consents.listLabel')}>
          {consents.map((consent) => (
            <li key={consent.studentId} className="cr-consents__item">
              <span className="cr-consents__name">{consent.name}</span>
              <span className={`cr-consents__status--${consent.status}`}>
                {t(`planning:consents.statuses.${consent.status}`)}
              </span>
              {consent.signedName && consent.signer && consent.decidedAt ? (
                <span className="cr-consents__signed">
                  {t('planning:consents.signedBy', {
                    name: consent.signedName,
                    signer: t(`planning:consents.signers.${consent.signer}`),
                    date: dayOfInstant(consent.decidedAt, lang),
                  })}
                </span>
              ) : null}
              <TripChargeState kind="deposit" charge={consent.deposit} />
              <TripChargeState kind="balance" charge={consent.balance} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('planning:consents.loadMore')} boxClassName="" />
    </section>
  );
}
