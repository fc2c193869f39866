import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';

export type GroupView = 'grid' | 'list';

/** Spec §2: the groups in a grid or in a list, the current one pressed. */
export function GroupViewSwitch({
  view,
  onChange,
}: {
  view: GroupView;
  onChange: (view: GroupView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('groups.views.label')} className="gu-row">
      {(['grid', 'list'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'primary' : 'ghost'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`groups.views.${option}`)}
        </Button>
      ))}
    </div>
  );
}
