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
  const { t } = useTranslation();
  return (
    <TableScroll label={t('practiceStudent.practices.title')}>
      <table className="practice-table">
        <caption className="cr-visually-hidden">{t('practiceStudent.practices.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('practiceStudent.practices.date')}</th>
            <th scope="col">{t('practiceStudent.practices.duration')}</th>
            <th scope="col">{t('practiceStudent.practices.place')}</th>
            <th scope="col" className="practice-table__content">
              {t('practiceStudent.practices.content')}
            </th>
            <th scope="col">
              <span className="cr-visually-hidden">{t('practiceStudent.practices.details')}</span>
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
              <td>{t('practiceStudent.practices.minutes', { count: practice.duration })}</td>
              <td>{t(`practiceStudent.locations.${practice.location}`)}</td>
              <td className="practice-table__content">
                <span className="practice-table__clip">{practice.content}</span>
              </td>
              <td>
                <Button
                  variant="ghost"
                  className="practice-touch"
                  aria-label={t('practiceStudent.practices.detailsFor', { date: practice.practiceDate })}
                  aria-expanded={practice.id === selectedId}
                  onClick={() => onDetails(practice)}
                >
                  {t('practiceStudent.practices.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
