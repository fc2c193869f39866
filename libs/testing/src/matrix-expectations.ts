import { matrixActors, twoOrganizations, type Expectation } from './authorization-matrix.js';

/**
 * A row of the authorization matrix: what each actor (by name) gets from one endpoint. The sets below are
 * frozen (a spec that adds a column builds a new row), and keep the actors' order (the cells' order).
 */
export type ExpectationRow = Readonly<Record<string, Expectation>>;

/** Every actor of `actors` (the names of `matrixActors`' record, or a list of names) expecting the same. */
export function everyActor(
  actors: Readonly<Record<string, unknown>> | readonly string[],
  expected: Expectation,
): ExpectationRow {
  const names = Array.isArray(actors) ? (actors as readonly string[]) : Object.keys(actors);
  return Object.freeze(Object.fromEntries(names.map((name) => [name, expected])));
}

/** `row` with `names` expecting `expected` instead; a name that is not one of the row's actors throws (a typo). */
export function expecting(row: ExpectationRow, expected: Expectation, ...names: string[]): ExpectationRow {
  const unknown = names.filter((name) => !(name in row));
  if (unknown.length > 0) throw new Error(`no actor ${unknown.join(', ')} in this row`);
  return Object.freeze({ ...row, ...Object.fromEntries(names.map((name) => [name, expected])) });
}

/** `row` with `names` allowed too: `allow(homeAdmin, 'away admin')`. */
export function allow(row: ExpectationRow, ...names: string[]): ExpectationRow {
  return expecting(row, 'allowed', ...names);
}

/**
 * The sets the services' tables are made of, for the actors of `matrixActors` (the names it gives, whoever
 * the actors are): a fixture of `home`'s group, taught by 'home teacher (owner)', with 'home student (member)'.
 */
export function matrixExpectations(actors: Readonly<Record<string, unknown>>) {
  const nobody = everyActor(actors, 'denied');
  const homeAdmin = allow(nobody, 'home admin');
  /** The group's teacher and the school's admins. */
  const groupStaff = allow(homeAdmin, 'home teacher (owner)');
  /** Every staff member of the school: another group's teacher too. */
  const schoolStaff = allow(groupStaff, 'home teacher (another group)');
  return {
    nobody,
    homeAdmin,
    groupStaff,
    schoolStaff,
    /** The group's staff and its student. */
    groupMembers: allow(groupStaff, 'home student (member)'),
    /** The group's student alone (their own). */
    theStudent: allow(nobody, 'home student (member)'),
    /** Everyone of the home school, students of other groups too. */
    homeSchool: allow(schoolStaff, 'home student (member)', 'home student (not a member)'),
    /** The staff of either school, for what is their own (in their own school). */
    anySchoolStaff: allow(schoolStaff, 'away admin', 'away teacher'),
    /** Anyone signed in, of either school (their own). */
    signedIn: expecting(everyActor(actors, 'allowed'), 'denied', 'signed out'),
  };
}

/**
 * A matrix's fixture: two organisations (`home` owns the data under test, `away` must never reach it), the
 * actors of `matrixActors` and the expectation sets made of them.
 */
export function twoOrganizationsMatrix() {
  const { home, away } = twoOrganizations();
  const actors = matrixActors({ home, away });
  return { home, away, actors, ...matrixExpectations(actors) };
}
