import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { deleteStudentWork } from '../erasure.store.js';
import { homeworkPersonalTables } from './personal-tables.js';

/** Homework's answer for its personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class HomeworkPersonalData extends PersonalData {
  readonly tables = homeworkPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return deleteStudentWork(tx, subject.userId);
  }
}
