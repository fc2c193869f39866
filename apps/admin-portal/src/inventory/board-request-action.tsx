import { useTranslation } from 'react-i18next';
import { RowActions } from '@crescendo/web-kit';
import type { BoardLoanStep } from './board-api.js';

/**
 * The last cell of a row of the board's catalogues: 'Votre école' on the school's own items, otherwise 'Demander
 * un prêt' (named after the item and its school for a screen reader) that asks for it — where it may be asked.
 */
export function BoardRequestAction({
  own,
  askable = true,
  name,
  step,
  run,
}: {
  own: boolean;
  askable?: boolean;
  name: string;
  step: Extract<BoardLoanStep, { kind: 'request' | 'request-instrument' }>;
  run: (move: BoardLoanStep, success: string, failure: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['translation', 'inventoryBoard']);
  if (own) return <>{t('inventoryBoard:catalogue.yours')}</>;
  if (!askable) return null;
  return (
    <RowActions
      className="cr-inventory__actions"
      actions={[
        {
          label: t('inventoryBoard:catalogue.request'),
          name,
          onClick: () =>
            void run(
              step,
              t('inventoryBoard:catalogue.requested'),
              t('inventoryBoard:catalogue.requestFailed'),
            ),
        },
      ]}
    />
  );
}
