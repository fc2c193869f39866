import { useTranslation } from 'react-i18next';
import type { BoardFigure as Figure } from '@crescendo/contracts';
import { sayDuration } from '@crescendo/i18n';
import { useLanguage } from '@crescendo/web-kit';
import { WithheldFigure } from './withheld-figure.js';

export type FigureUnit = 'count' | 'minutes' | 'percent';

/** One dashboard figure: '< 5' when withheld, 'Aucun devoir dû' for a share with nothing due, else its value. */
export function BoardFigure({ figure, unit }: { figure: Figure; unit: FigureUnit }) {
  const { t } = useTranslation('board');
  const lang = useLanguage();
  if (figure.withheld) return <WithheldFigure />;
  if (figure.value === null) return <span className="board-none">{t('dashboard.noneDue')}</span>;
  if (unit === 'minutes') return <>{sayDuration('minutes', figure.value, lang)}</>;
  if (unit === 'percent') return <>{lang === 'fr' ? `${figure.value} %` : `${figure.value}%`}</>;
  return <>{figure.value}</>;
}
