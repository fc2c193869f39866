import { useTranslation } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';

/**
 * A loan's agreement with the family (issue 27 §4), as the staff's lists show it: 'Entente signée' (who signed
 * and the day), 'Entente en attente', 'Entente refusée', 'Entente retirée'; 'Entente requise' while identity
 * could not be read; nothing for a loan that requires none.
 */
export function LoanAgreementLabel({ loan }: { loan: Loan }) {
  const { t } = useTranslation(['translation', 'inventory']);
  if (!loan.agreementRequired) return null;
  const status = loan.agreement?.status ?? 'none';
  const label = t(`inventory:loans.agreement.${status}`);
  if (status !== 'granted') return <>{label}</>;
  const { signedName, decidedAt } = loan.agreement!;
  return (
    <>
      <span className="cr-inventory__signed">{label}</span>
      {signedName && decidedAt && (
        <>
          <br />
          {t('inventory:loans.agreement.signedBy', { name: signedName, day: decidedAt.slice(0, 10) })}
        </>
      )}
    </>
  );
}

/** An open loan whose agreement is not signed: 'Renvoyer l'entente' may ask it again. */
export const mayResendAgreement = (loan: Loan) =>
  !loan.returnedAt && loan.agreementRequired && loan.agreement?.status !== 'granted';
