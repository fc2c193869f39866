/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { initI18n } from '@crescendo/i18n';
import { ReturnLoanModal } from '../src/inventory/return-loan-modal.js';

const loan = {
  id: '11111111-1111-4111-8111-111111111111',
  assetNumber: 'CR-0004',
  type: 'Trompette',
} as unknown as Loan;

/**
 * 'Retour' (issue 27 §3, §5) on web-kit's form kit: the condition it came back in and the kind of damage; an
 * amount for the family only with negligence, typed in dollars and sent in cents.
 */
describe('the return dialog', () => {
  beforeAll(() => initI18n('fr', [initReactI18next]));

  it('asks an amount only for negligence, and sends it in cents', async () => {
    const onSave = jest.fn(async (_body: unknown) => undefined);
    render(<ReturnLoanModal loan={loan} onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Dommage'), 'accidental');
    expect(screen.queryByLabelText('Montant facturé à la famille')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Dommage'), 'negligence');
    await user.selectOptions(screen.getByLabelText('État'), 'needs-repair');
    const charge = screen.getByLabelText('Montant facturé à la famille');
    await user.type(charge, 'cent');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText('Le montant est positif, d’au plus 10 000,00, par exemple 150,00.');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(charge);
    await user.type(charge, '150,00');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      { condition: 'needs-repair', damage: 'negligence', chargeCents: 15000, notes: null },
    ]);
  });
});
