import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { groupInstrumentOf } from '@crescendo/domain';
import { Button, Modal, toast } from '@crescendo/ui';
import { sourceKey } from './group-source.js';

export interface GroupDetailsModalProps {
  group: Group;
  onClose: () => void;
  onEdit: () => void;
  onRegenerate: () => void;
  onArchive: () => void;
  onDelete: () => void;
  /** Facts a portal adds (the admin's 'Enseignant'). */
  facts?: { label: string; value: ReactNode }[];
}

/** Spec §2: name, instrument derived from the name, source, student count, connection code with a copy button. */
export function GroupDetailsModal({
  group,
  onClose,
  onEdit,
  onRegenerate,
  onArchive,
  onDelete,
  facts = [],
}: GroupDetailsModalProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(group.connectionCode ?? '');
      toast.success(t('groups.codeCopied'));
    } catch {
      toast.error(t('apiErrors.INTERNAL'));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={group.name}
      confirmLabel={t('common.edit')}
      cancelLabel={t('common.close')}
      onConfirm={onEdit}
    >
      <dl className="gu-details">
        <dt>{t('groups.fields.name')}</dt>
        <dd>{group.name}</dd>
        <dt>{t('groups.fields.instrument')}</dt>
        <dd>{groupInstrumentOf(group.name).instrument}</dd>
        <dt>{t('groups.fields.source')}</dt>
        <dd>{t(sourceKey[group.source])}</dd>
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
        <dt>{t('groups.fields.students')}</dt>
        <dd>{group.studentCount}</dd>
        <dt>{t('groups.fields.schoolYear')}</dt>
        <dd>{group.schoolYear}</dd>
        <dt>{t('groups.fields.code')}</dt>
        <dd>
          <span className="gu-code" data-testid="connection-code">
            {group.connectionCode}
          </span>
        </dd>
      </dl>
      {group.description && <p>{group.description}</p>}
      <div className="gu-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('groups.copyCode')}
        </Button>
        <Button variant="secondary" onClick={onRegenerate}>
          {t('groups.regenerateCode')}
        </Button>
        <Button variant="ghost" onClick={onArchive}>
          {t('groups.archive')}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </div>
    </Modal>
  );
}
