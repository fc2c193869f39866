import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { Button, TableScroll } from '@crescendo/ui';

export interface PracticeTableProps {
  practices: PracticeReport[];
  selectedId: string | null;
  onDetails: (practice: PracticeReport) => void;
}

/** Spec §2, the practice table: date, duration, place, content, details. */
export function PracticeTable({ practices, selectedId, onDetails }: PracticeTableProps) {
  const { t } = useTranslation('practiceStudent');
  return (
    <TableScroll label={t('practices.title')}>
      <table className="practice-table">
        <caption className="cr-visually-hidden">{t('practices.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('practices.date')}</th>
            <th scope="col">{t('practices.duration')}</th>
            <th scope="col">{t('practices.place')}</th>
            <th scope="col" className="practice-table__content">
              {t('practices.content')}
            </th>
            <th scope="col">
              <span className="cr-visually-hidden">{t('practices.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {practices.map((practice) => (
            <tr
              key={practice.id}
              className={practice.id === selectedId ? 'practice-table__selected' : undefined}
            >
              <td className="practice-table__date">{practice.practiceDate}</td>
              <td>{t('practices.minutes', { count: practice.duration })}</td>
              <td>{t(`locations.${practice.location}`)}</td>
              <td className="practice-table__content">
                <span className="practice-table__clip">{practice.content}</span>
              </td>
              <td>
                <Button
                  variant="ghost"
                  className="practice-touch"
                  aria-label={t('practices.detailsFor', { date: practice.practiceDate })}
                  aria-expanded={practice.id === selectedId}
                  onClick={() => onDetails(practice)}
                >
                  {t('practices.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
