import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardLoan } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Modal, TextField } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { RowActions, withToasts } from '@crescendo/web-kit';
import { InventoryTable } from '@crescendo/inventory-ui';
import { useBoardCatalogue, useBoardLoanStep, useBoardLoans, type BoardLoanStep } from './board-api.js';
import { BoardInstrumentsSection } from './board-instruments-section.js';
import { BoardRequestAction } from './board-request-action.js';

/**
 * The 'Centre de services' tab (issue 27 §8): the board's catalogue of scores (titles, the school that owns each,
 * its copies; never a student) and its instruments (decision 0077), each with 'Demander un prêt', then the
 * requests made of the school ('Offrir' with the days, 'Refuser', 'Marquer comme rendue') and its own
 * ('Approuver'), each with its state.
 */
export function BoardPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryBoard']);
  const [search, setSearch] = useState('');
  const catalogue = useBoardCatalogue(search);
  const step = useBoardLoanStep();
  // The school's own scores are not asked for: 'Votre école' stands in their row instead.
  const ownSchoolId = useAuth().me?.organizationId;
  const [offering, setOffering] = useState<BoardLoan | null>(null);
  const [days, setDays] = useState({ fromOn: '', untilOn: '' });
  const entries = catalogue.data?.pages.flatMap((page) => page.entries) ?? [];

  const run = (move: BoardLoanStep, success: string, failure: string) =>
    withToasts(step.mutateAsync(move), success, (error) => `${failure} ${describeError(error, i18n)}`).catch(
      () => undefined,
    );

  return (
    <section className="cr-inventory__board" aria-labelledby="cr-board-catalogue">
      <h2 id="cr-board-catalogue">{t('inventoryBoard:catalogue.heading')}</h2>
      <p>{t('inventoryBoard:catalogue.hint')}</p>
      <TextField
        type="search"
        label={t('inventoryBoard:catalogue.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <InventoryTable
        label={t('inventoryBoard:catalogue.tableLabel')}
        pages={catalogue}
        rows={entries}
        rowKey={(entry) => entry.scoreId}
        empty={t('inventoryBoard:catalogue.empty')}
        columns={[
          {
            key: 'title',
            header: t('inventory:scores.fields.title'),
            rowHeader: true,
            cell: (entry) => (
              <>
                {entry.title}
                {entry.lentTo && (
                  <div>{t('inventoryBoard:catalogue.lentTo', { school: entry.lentTo.name })}</div>
                )}
              </>
            ),
          },
          {
            key: 'composer',
            header: t('inventory:scores.fields.composer'),
            cell: (entry) => [entry.composer, entry.arranger].filter(Boolean).join(' / '),
          },
          {
            key: 'level',
            header: t('inventory:scores.fields.level'),
            cell: (entry) =>
              entry.level === null ? '' : new Intl.NumberFormat(i18n.language).format(entry.level),
          },
          { key: 'school', header: t('inventoryBoard:catalogue.school'), cell: (entry) => entry.school.name },
          { key: 'copies', header: t('inventoryBoard:catalogue.copies'), cell: (entry) => entry.copies },
          {
            key: 'actions',
            header: t('inventoryBoard:loans.actions'),
            hiddenHeader: true,
            cell: (entry) => (
              <BoardRequestAction
                own={entry.school.id === ownSchoolId}
                name={t('inventoryBoard:catalogue.requestOf', {
                  title: entry.title,
                  school: entry.school.name,
                })}
                step={{ kind: 'request', scoreId: entry.scoreId }}
                run={run}
              />
            ),
          },
        ]}
      />
      <BoardInstrumentsSection ownSchoolId={ownSchoolId} run={run} />
      <BoardLoans side="incoming" onOffer={(loan) => setOffering(loan)} run={run} />
      <BoardLoans side="outgoing" onOffer={() => undefined} run={run} />
      <Modal
        open={offering !== null}
        onOpenChange={(open) => !open && setOffering(null)}
        title={t('inventoryBoard:loans.offerTitle', { title: offering ? nameOf(offering) : '' })}
        confirmLabel={t('inventoryBoard:loans.offer')}
        cancelLabel={t('inventoryBoard:loans.cancel')}
        confirmDisabled={!days.fromOn || !days.untilOn}
        onConfirm={() => {
          if (!offering) return;
          void run(
            { kind: 'offer', loanId: offering.id, ...days },
            t('inventoryBoard:loans.offered'),
            t('inventoryBoard:loans.failed'),
          );
          setOffering(null);
        }}
      >
        <TextField
          type="date"
          label={t('inventoryBoard:loans.fromOn')}
          value={days.fromOn}
          onChange={(event) => setDays({ ...days, fromOn: event.target.value })}
        />
        <TextField
          type="date"
          label={t('inventoryBoard:loans.untilOn')}
          value={days.untilOn}
          onChange={(event) => setDays({ ...days, untilOn: event.target.value })}
        />
      </Modal>
    </section>
  );
}

function BoardLoans({
  side,
  onOffer,
  run,
}: {
  side: 'incoming' | 'outgoing';
  onOffer: (loan: BoardLoan) => void;
  run: (move: BoardLoanStep, success: string, failure: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['translation', 'inventoryBoard']);
  const pages = useBoardLoans(side);
  const loans = pages.data?.pages.flatMap((page) => page.loans) ?? [];
  const failed = t('inventoryBoard:loans.failed');
  const actionsOf = (loan: BoardLoan) => {
    const other = side === 'incoming' ? loan.borrower.name : loan.owner.name;
    const move = (kind: 'decline' | 'approve' | 'return', done: string) => () =>
      void run({ kind, loanId: loan.id }, done, failed);
    if (side === 'outgoing')
      return loan.status === 'offered'
        ? [
            {
              label: t('inventoryBoard:loans.approve'),
              name: t('inventoryBoard:loans.approveOf', { title: nameOf(loan) }),
              onClick: move('approve', t('inventoryBoard:loans.approved')),
            },
          ]
        : [];
    if (loan.status === 'lent')
      return [
        {
          label: t(`inventoryBoard:loans.${loan.kind === 'instrument' ? 'returnInstrument' : 'return'}`),
          name: t(`inventoryBoard:loans.${loan.kind === 'instrument' ? 'returnInstrumentOf' : 'returnOf'}`, {
            title: nameOf(loan),
          }),
          onClick: move('return', t('inventoryBoard:loans.returned')),
        },
      ];
    if (loan.status !== 'requested' && loan.status !== 'offered') return [];
    return [
      ...(loan.status === 'requested'
        ? [
            {
              label: t('inventoryBoard:loans.offer'),
              name: t('inventoryBoard:loans.offerOf', { title: nameOf(loan), school: other }),
              onClick: () => onOffer(loan),
            },
          ]
        : []),
      {
        label: t('inventoryBoard:loans.decline'),
        name: t('inventoryBoard:loans.declineOf', { school: other }),
        onClick: move('decline', t('inventoryBoard:loans.declined')),
      },
    ];
  };
  return (
    <>
      <h2>{t(`inventoryBoard:loans.${side}`)}</h2>
      <InventoryTable
        label={t(`inventoryBoard:loans.${side}Label`)}
        pages={pages}
        rows={loans}
        rowKey={(loan) => loan.id}
        empty={t('inventoryBoard:loans.empty')}
        columns={[
          {
            key: 'title',
            header: t('inventoryBoard:loans.title'),
            rowHeader: true,
            cell: (loan) => nameOf(loan),
          },
          {
            key: 'school',
            header: t('inventoryBoard:loans.school'),
            cell: (loan) => (side === 'incoming' ? loan.borrower.name : loan.owner.name),
          },
          {
            key: 'status',
            header: t('inventoryBoard:loans.status'),
            cell: (loan) =>
              t(
                `inventoryBoard:${loan.kind === 'instrument' ? 'statusInstrument' : 'status'}.${loan.status}`,
              ),
          },
          {
            key: 'days',
            header: t('inventoryBoard:loans.days'),
            cell: (loan) =>
              loan.fromOn && loan.untilOn
                ? t('inventoryBoard:loans.daysValue', { from: loan.fromOn, until: loan.untilOn })
                : '',
          },
          {
            key: 'actions',
            header: t('inventoryBoard:loans.actions'),
            hiddenHeader: true,
            cell: (loan) => <RowActions className="cr-inventory__actions" actions={actionsOf(loan)} />,
          },
        ]}
      />
    </>
  );
}

/** A score by its title; an instrument by its type and make, then its asset number at its school. */
const nameOf = (loan: BoardLoan) => (loan.assetNumber ? `${loan.title} (${loan.assetNumber})` : loan.title);
