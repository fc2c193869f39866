import type { TermWork } from '@crescendo/contracts';
import { useWorkWords } from './work-words.js';

/** A student's term work as three cells of the 'Bulletins' table. */
export function WorkCells({ work }: { work: TermWork }) {
  const words = useWorkWords(work);
  return (
    <>
      <td>{words.consistency}</td>
      <td>{words.handedIn}</td>
      <td>{words.average}</td>
    </>
  );
}
