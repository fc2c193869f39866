/** Someone the material names: the student, their teachers. */
export interface Person {
  id: string;
  role: 'student' | 'teacher';
  firstName: string;
  lastName: string;
  email: string | null;
}

/** How a person is named on the page once the answer is back on the server. */
export function displayName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
