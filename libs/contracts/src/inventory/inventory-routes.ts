import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { addInstrumentInputSchema, instrumentFieldsShape } from './instrument.js';
import {
  addInstrument,
  lendInstrument,
  listInstruments,
  listInstrumentsQuerySchema,
  listLoans,
  listLoansQuerySchema,
  requestLoanAgreement,
  returnLoan,
  returnScan,
  returnScanInputSchema,
  scanLoan,
  undoLoan,
  updateInstrument,
} from './inventory-requests.js';
import {
  addScore,
  deleteScore,
  getScore,
  listScores,
  listScoresQuerySchema,
  updateScore,
} from './inventory-requests.js';
import { addScoreInputSchema, scoreFieldsShape } from './score.js';
import {
  addUniform,
  deleteUniform,
  getUniform,
  listUniforms,
  listUniformsQuerySchema,
  updateUniform,
} from './inventory-requests.js';
import { addUniformInputSchema, uniformFieldsShape } from './uniform.js';
import { lendUniform, listUniformLoans, returnUniformLoan } from './inventory-requests.js';
import { lendUniformInputSchema, returnUniformLoanInputSchema } from './uniform-loan.js';
import { lendInstrumentInputSchema, returnLoanBodySchema, scanLoanInputSchema } from './loan.js';

const tag = 'inventory';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const admin: Array<'admin'> = ['admin'];
const instrumentParams = z.object({ instrumentId: z.string().uuid() });
const scoreParams = z.object({ scoreId: z.string().uuid() });
const loanParams = z.object({ loanId: z.string().uuid() });
const uniformParams = z.object({ uniformId: z.string().uuid() });

export const listInstrumentsRoute = defineHttpRoute({
  id: 'listInstruments',
  method: 'GET',
  path: '/inventory/instruments',
  summary:
    'The school’s instruments by asset number, a page at a time (`limit` ≤ 200, `cursor`); `search`, `family`, `condition`, `availability` (available, lent, overdue)',
  tag,
  forwards: listInstruments,
  roles: staff,
  query: listInstrumentsQuerySchema,
});

export const addInstrumentRoute = defineHttpRoute({
  id: 'addInstrument',
  method: 'POST',
  path: '/inventory/instruments',
  summary: 'Add an instrument to the school’s inventory (its asset number unique in the school)',
  tag,
  forwards: addInstrument,
  roles: admin,
  body: addInstrumentInputSchema,
});

export const updateInstrumentRoute = defineHttpRoute({
  id: 'updateInstrument',
  method: 'PUT',
  path: '/inventory/instruments/:instrumentId',
  summary: 'Change an instrument’s description, condition or location (every field again)',
  tag,
  forwards: updateInstrument,
  roles: admin,
  params: instrumentParams,
  body: z.object(instrumentFieldsShape),
});

export const listLoansRoute = defineHttpRoute({
  id: 'listLoans',
  method: 'GET',
  path: '/inventory/loans',
  summary:
    'Loans, newest first, a page at a time: mine (student), the school’s (staff; one student’s with `studentId`); `state` open, overdue or all',
  tag,
  forwards: listLoans,
  query: listLoansQuerySchema,
});

export const lendInstrumentRoute = defineHttpRoute({
  id: 'lendInstrument',
  method: 'POST',
  path: '/inventory/loans',
  summary:
    'Lend an instrument to a student of the school (due by default on June 30, the end of the school year)',
  tag,
  forwards: lendInstrument,
  roles: staff,
  body: lendInstrumentInputSchema,
});

export const scanLoanRoute = defineHttpRoute({
  id: 'scanLoan',
  method: 'POST',
  path: '/inventory/scans',
  summary:
    'Quick loan mode: the scanned code (an asset number) lends its instrument to the student, one loan per scan',
  tag,
  forwards: scanLoan,
  roles: staff,
  body: scanLoanInputSchema,
});

export const requestLoanAgreementRoute = defineHttpRoute({
  id: 'requestLoanAgreement',
  method: 'POST',
  path: '/inventory/loans/:loanId/agreement',
  summary:
    "Renvoyer l'entente: mail the family the open loan's agreement again (a parent under 14, the student from 14)",
  tag,
  forwards: requestLoanAgreement,
  roles: staff,
  params: loanParams,
});

export const undoLoanRoute = defineHttpRoute({
  id: 'undoLoan',
  method: 'DELETE',
  path: '/inventory/loans/:loanId',
  summary: 'Undo a scan: the open loan is taken back as if never made (its lender or an admin)',
  tag,
  forwards: undoLoan,
  roles: staff,
  params: loanParams,
});

export const returnLoanRoute = defineHttpRoute({
  id: 'returnLoan',
  method: 'POST',
  path: '/inventory/loans/:loanId/return',
  summary:
    'Return with the condition and the kind of damage; negligence may charge the family where the policy allows it',
  tag,
  forwards: returnLoan,
  roles: staff,
  params: loanParams,
  body: returnLoanBodySchema,
});

export const returnScanRoute = defineHttpRoute({
  id: 'returnScan',
  method: 'POST',
  path: '/inventory/returns',
  summary:
    'Quick mode at return: the scanned code (an asset number) alone closes its open loan, with the condition',
  tag,
  forwards: returnScan,
  roles: staff,
  body: returnScanInputSchema,
});

export const listScoresRoute = defineHttpRoute({
  id: 'listScores',
  method: 'GET',
  path: '/inventory/scores',
  summary:
    'The school’s scores by title, a page at a time (`limit` ≤ 200, `cursor`); `search` (title, composer, arranger, publisher), `ensemble`; each score’s parts counted',
  tag,
  forwards: listScores,
  roles: staff,
  query: listScoresQuerySchema,
});

export const getScoreRoute = defineHttpRoute({
  id: 'getScore',
  method: 'GET',
  path: '/inventory/scores/:scoreId',
  summary: 'One score of the school with its parts and their copies',
  tag,
  forwards: getScore,
  roles: staff,
  params: scoreParams,
});

export const addScoreRoute = defineHttpRoute({
  id: 'addScore',
  method: 'POST',
  path: '/inventory/scores',
  summary: 'Add a score to the school’s inventory (a rented one with the day it goes back)',
  tag,
  forwards: addScore,
  roles: admin,
  body: addScoreInputSchema,
});

export const updateScoreRoute = defineHttpRoute({
  id: 'updateScore',
  method: 'PUT',
  path: '/inventory/scores/:scoreId',
  summary: 'Change a score’s description, parts, copies or ownership (every field again)',
  tag,
  forwards: updateScore,
  roles: admin,
  params: scoreParams,
  body: z.object(scoreFieldsShape),
});

export const deleteScoreRoute = defineHttpRoute({
  id: 'deleteScore',
  method: 'DELETE',
  path: '/inventory/scores/:scoreId',
  summary: 'Remove a score from the school’s inventory',
  tag,
  forwards: deleteScore,
  roles: admin,
  params: scoreParams,
});

export const listUniformsRoute = defineHttpRoute({
  id: 'listUniforms',
  method: 'GET',
  path: '/inventory/uniforms',
  summary:
    'The school’s uniforms by number, a page at a time (`limit` ≤ 200, `cursor`); `search` (number, size, notes), `type`, `size`, `condition`',
  tag,
  forwards: listUniforms,
  roles: staff,
  query: listUniformsQuerySchema,
});

export const getUniformRoute = defineHttpRoute({
  id: 'getUniform',
  method: 'GET',
  path: '/inventory/uniforms/:uniformId',
  summary: 'One uniform of the school',
  tag,
  forwards: getUniform,
  roles: staff,
  params: uniformParams,
});

export const addUniformRoute = defineHttpRoute({
  id: 'addUniform',
  method: 'POST',
  path: '/inventory/uniforms',
  summary: 'Add a uniform to the school’s inventory (its number unique in the school, whatever the case)',
  tag,
  forwards: addUniform,
  roles: admin,
  body: addUniformInputSchema,
});

export const updateUniformRoute = defineHttpRoute({
  id: 'updateUniform',
  method: 'PUT',
  path: '/inventory/uniforms/:uniformId',
  summary: 'Change a uniform’s number, size, type, condition or notes (every field again)',
  tag,
  forwards: updateUniform,
  roles: admin,
  params: uniformParams,
  body: z.object(uniformFieldsShape),
});

export const deleteUniformRoute = defineHttpRoute({
  id: 'deleteUniform',
  method: 'DELETE',
  path: '/inventory/uniforms/:uniformId',
  summary: 'Remove a uniform from the school’s inventory',
  tag,
  forwards: deleteUniform,
  roles: admin,
  params: uniformParams,
});

export const listUniformLoansRoute = defineHttpRoute({
  id: 'listUniformLoans',
  method: 'GET',
  path: '/inventory/uniform-loans',
  summary:
    'Uniform loans, newest first, a page at a time: mine (student), the school’s (staff; one student’s with `studentId`); `state` open, overdue or all',
  tag,
  forwards: listUniformLoans,
  query: listLoansQuerySchema,
});

export const lendUniformRoute = defineHttpRoute({
  id: 'lendUniform',
  method: 'POST',
  path: '/inventory/uniform-loans',
  summary:
    'Lend a uniform to a student of the school (due by default on June 30, the end of the school year)',
  tag,
  forwards: lendUniform,
  roles: staff,
  body: lendUniformInputSchema,
});

export const returnUniformLoanRoute = defineHttpRoute({
  id: 'returnUniformLoan',
  method: 'POST',
  path: '/inventory/uniform-loans/:loanId/return',
  summary: 'Return of a uniform with the condition it came back in',
  tag,
  forwards: returnUniformLoan,
  roles: staff,
  params: loanParams,
  body: returnUniformLoanInputSchema.omit({ loanId: true }),
});

/** Every route of the inventory, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryRoutes: readonly HttpRoute[] = [
  listInstrumentsRoute,
  addInstrumentRoute,
  updateInstrumentRoute,
  listLoansRoute,
  lendInstrumentRoute,
  requestLoanAgreementRoute,
  scanLoanRoute,
  undoLoanRoute,
  returnLoanRoute,
  returnScanRoute,
  listScoresRoute,
  getScoreRoute,
  addScoreRoute,
  updateScoreRoute,
  deleteScoreRoute,
  listUniformsRoute,
  getUniformRoute,
  addUniformRoute,
  updateUniformRoute,
  deleteUniformRoute,
  listUniformLoansRoute,
  lendUniformRoute,
  returnUniformLoanRoute,
];
