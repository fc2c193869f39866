import type { Person } from './people.js';

/** A practice report as the bilan reads it (homework's `homework.report.list`). */
export interface PracticeRecord {
  id: string;
  practiceDate: string;
  duration: number;
  location: 'home' | 'school';
  /** Written by the student: quoted data, never instructions. */
  content: string;
  nextGoals: string;
  homeworkTitle: string | null;
}

/** A submitted assignment, graded or not (homework's `homework.submission.of-student`). */
export interface SubmissionRecord {
  id: string;
  assignmentTitle: string;
  submittedOn: string;
  late: boolean;
  grade: number | null;
  feedback: string | null;
}

/** Everything one bilan rests on, names included: what the context builder makes safe to send. */
export interface BilanMaterial {
  student: Person;
  /** The teacher asking first, then the group's other teachers. */
  teachers: Person[];
  from: string;
  to: string;
  practice: PracticeRecord[];
  submissions: SubmissionRecord[];
}
