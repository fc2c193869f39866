import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ledgerReasonMax } from '@crescendo/contracts';
import { Modal, TextField } from '@crescendo/ui';

export interface ReasonModalProps {
  title: string;
  warning: string;
  confirmLabel: string;
  /** Resolves once the reversing entry is written; rejects after its toast. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A reversal asks why: the ledger keeps the reason beside who and when. */
export function ReasonModal({ title, warning, confirmLabel, onConfirm, onClose }: ReasonModalProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (sending) return;
    if (!reason.trim()) {
      setError(t('finance:purchases.reasonRequired'));
      return;
    }
    setSending(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      danger
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={warning}
      confirmLabel={sending ? t('status.sending') : confirmLabel}
      confirmDisabled={sending}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('finance:purchases.reason')}
          value={reason}
          required
          maxLength={ledgerReasonMax}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
