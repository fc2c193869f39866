import type { CourseSeed, StudentSeed } from '../config.js';
import { enrollmentCodeFor, Sequence, userIdFor } from './ids.js';
import type { Course, CourseWork } from './types.js';

export type NewCourseWork = Omit<
  CourseWork,
  'id' | 'courseId' | 'creationTime' | 'updateTime' | 'creatorUserId' | 'submissions'
>;

/** Courses, their rosters and their coursework. Teachers are reduced to the course owner. */
export class ClassroomStore {
  private readonly courses = new Map<string, Course>();
  private readonly courseIds = new Sequence(700000000001n);
  private readonly courseWorkIds = new Sequence(800000000001n);
  private readonly submissionIds = new Sequence(900000000001n);

  addCourse(ownerId: string, seed: CourseSeed, now = new Date()): Course {
    const id = seed.id ?? this.courseIds.next();
    const creationTime = seed.creationTime ?? now.toISOString();
    const course: Course = {
      id,
      name: seed.name,
      section: seed.section,
      description: seed.description,
      room: seed.room,
      courseState: seed.courseState ?? 'ACTIVE',
      creationTime,
      updateTime: seed.updateTime ?? creationTime,
      enrollmentCode: seed.enrollmentCode ?? enrollmentCodeFor(id),
      ownerId,
      students: [],
      courseWork: [],
    };
    this.courses.set(id, course);
    this.addStudents(course, seed.students ?? []);
    return course;
  }

  /** Adds students not yet enrolled; returns how many were added. */
  addStudents(course: Course, seeds: readonly StudentSeed[]): number {
    let added = 0;
    for (const seed of seeds) {
      const userId = userIdFor(seed.email);
      if (course.students.some((s) => s.userId === userId)) continue;
      course.students.push({
        userId,
        email: seed.email.trim().toLowerCase(),
        givenName: seed.givenName,
        familyName: seed.familyName,
        photoUrl: seed.photoUrl,
      });
      added += 1;
    }
    return added;
  }

  course(id: string): Course | undefined {
    return this.courses.get(id);
  }

  listCourses(): Course[] {
    return [...this.courses.values()];
  }

  addCourseWork(course: Course, input: NewCourseWork, creatorUserId: string, now = new Date()): CourseWork {
    const time = now.toISOString();
    const work: CourseWork = {
      ...input,
      courseId: course.id,
      id: this.courseWorkIds.next(),
      creationTime: time,
      updateTime: time,
      creatorUserId,
      submissions: [],
    };
    // Classroom makes a submission for each student the work is assigned to, at once.
    const assignees = input.individualStudentsOptions?.studentIds ?? course.students.map((s) => s.userId);
    for (const userId of assignees) {
      work.submissions.push({
        courseId: course.id,
        courseWorkId: work.id,
        id: `Cg${this.submissionIds.next()}`,
        userId,
        state: 'CREATED',
        creationTime: time,
        updateTime: time,
      });
    }
    course.courseWork.push(work);
    return work;
  }

  clear(): void {
    this.courses.clear();
    this.courseIds.reset();
    this.courseWorkIds.reset();
    this.submissionIds.reset();
  }
}
