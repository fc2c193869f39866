import { randomUUID } from 'node:crypto';
import {
  addInstrument,
  addScore,
  deleteScore,
  getScore,
  listScores,
  updateScore,
  addUniform,
  deleteUniform,
  getUniform,
  listUniforms,
  updateUniform,
  lendUniform,
  listUniformLoans,
  returnUniformLoan,
  inventorySubjects,
  lendInstrument,
  listInstruments,
  listLoans,
  requestLoanAgreement,
  returnLoan,
  returnScan,
  scanLoan,
  undoLoan,
  updateInstrument,
  printLabels,
  setStudentGuardian,
  completeRepair,
  finishAudit,
  getAudit,
  getInstrument,
  inventoryAuditSubjects,
  inventoryRepairSubjects,
  listAuditItems,
  listAudits,
  listRepairs,
  scanAudit,
  sendToRepair,
  startAudit,
  inventoryReservationSubjects,
  listEventReservations,
  listUpcomingReservations,
  replaceEventReservations,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  allow,
  callersOf,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  servicePublishes,
  testServiceClient,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { identityKnows, startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §1: the admin writes; the school's staff read and lend (a teacher to their groups' students); a
// student reads only their own loans; nobody crosses schools. Every inventory endpoint × every kind of actor.
const { home, away, actors, homeAdmin, groupStaff, schoolStaff, anySchoolStaff } = twoOrganizationsMatrix();

/** The school's staff and the student, of the student's own loans. */
const loanReaders = allow(schoolStaff, 'home student (member)');

// The lenders are the student's teacher and the school's admins (groupStaff); schoolStaff, every staff member.
const table: Record<string, ExpectationRow> = {
  [inventorySubjects.listInstruments]: schoolStaff,
  // Any admin adds to their own school's inventory; nobody else adds.
  [inventorySubjects.addInstrument]: allow(homeAdmin, 'away admin'),
  [inventorySubjects.updateInstrument]: homeAdmin,
  [inventorySubjects.listLoans]: loanReaders,
  [inventorySubjects.lendInstrument]: groupStaff,
  [inventorySubjects.scanLoan]: groupStaff,
  [inventorySubjects.undoLoan]: groupStaff,
  // 'Renvoyer l'entente' (issue 27 §4): whoever may lend to the student (identity mails the family).
  [inventorySubjects.requestLoanAgreement]: groupStaff,
  [inventorySubjects.returnLoan]: schoolStaff,
  [inventorySubjects.returnScan]: schoolStaff,
  // 'Imprimer les étiquettes' (issue 27 §2): the school's staff, who read the inventory.
  [printLabels.subject]: schoolStaff,
  // Scores as instruments: the admin writes, the school's staff read.
  [inventorySubjects.listScores]: schoolStaff,
  [inventorySubjects.getScore]: schoolStaff,
  [inventorySubjects.addScore]: allow(homeAdmin, 'away admin'),
  [inventorySubjects.updateScore]: homeAdmin,
  [inventorySubjects.deleteScore]: homeAdmin,
  // Uniforms as instruments: the admin writes, the school's staff read (a student neither).
  [inventorySubjects.listUniforms]: schoolStaff,
  [inventorySubjects.getUniform]: schoolStaff,
  [inventorySubjects.addUniform]: allow(homeAdmin, 'away admin'),
  [inventorySubjects.updateUniform]: homeAdmin,
  [inventorySubjects.deleteUniform]: homeAdmin,
  // Uniform loans as instruments' loans: the student's teacher or an admin lends, the staff receive the return.
  [inventorySubjects.listUniformLoans]: loanReaders,
  [inventorySubjects.lendUniform]: groupStaff,
  [inventorySubjects.returnUniformLoan]: schoolStaff,
  // An instrument's details, its repair log and the physical inventories (issue 27 §6): the school's staff, as
  // returns are (a teacher sends a damaged instrument to the shop and audits their room); a student nothing.
  [getInstrument.subject]: schoolStaff,
  [inventoryRepairSubjects.listRepairs]: schoolStaff,
  [inventoryRepairSubjects.sendToRepair]: schoolStaff,
  [inventoryRepairSubjects.completeRepair]: schoolStaff,
  [inventoryAuditSubjects.listAudits]: schoolStaff,
  // Any school's staff audit their own rooms (another school's start one of their own, of nothing of ours).
  [inventoryAuditSubjects.startAudit]: anySchoolStaff,
  [inventoryAuditSubjects.getAudit]: schoolStaff,
  [inventoryAuditSubjects.listAuditItems]: schoolStaff,
  [inventoryAuditSubjects.scanAudit]: schoolStaff,
  [inventoryAuditSubjects.finishAudit]: schoolStaff,
  // Instruments reserved for a planning event (issue 28 §7): the planning decided who may edit the event and
  // asks as the actor; the inventory lets the school's staff reserve the school's instruments only.
  [inventoryReservationSubjects.replace]: schoolStaff,
  [inventoryReservationSubjects.ofEvent]: schoolStaff,
  [inventoryReservationSubjects.upcoming]: schoolStaff,
};

let serial = 0;

describe('inventory: authorization matrix (two organisations, every endpoint)', () => {
  let h: InventoryHarness;
  let mail: MailCatcher;
  /** An event's equipment is reserved through the planning alone (decision 0080): its NATS user asks. */
  let asPlanning: ReturnType<typeof callersOf> & { close: () => Promise<void> };
  beforeAll(async () => {
    // A loan's agreement is mailed by identity to the parent of `home`'s student, as identity knows them.
    mail = await startMailCatcher();
    h = await startInventory({ smtpUrl: mail.smtpUrl });
    const planningClient = testServiceClient({
      natsUrl: h.nats.url,
      prefix: serviceEnv().NATS_PREFIX!,
      access: h.nats.accessFor('planning'),
    });
    asPlanning = { ...callersOf(planningClient), close: () => planningClient.close() };
    await h.groupWith(home.teacher, [home.student]);
    await identityKnows(home);
    await h.ok(
      setStudentGuardian,
      { studentId: home.student.userId, ageBand: 'under14', parentEmail: 'parent@famille.test' },
      home.admin,
    );
  }, 180_000);
  afterAll(async () => {
    await asPlanning?.close();
    await h?.close();
    await mail?.close();
  });

  /** A fresh instrument of `home` per cell (and its loan by the teacher), so an allowed change never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    if (endpoint.startsWith('inventory.score.')) return callScore(endpoint, name);
    if (endpoint.startsWith('inventory.uniform.')) return callUniform(endpoint, name);
    if (endpoint.startsWith('inventory.uniform-loan.')) return callUniformLoan(endpoint, name);
    if (endpoint.startsWith('inventory.repair.') || endpoint.startsWith('inventory.audit.'))
      return callRepairOrAudit(endpoint, name);
    const actor = actors[name] as Actor | null;
    const studentId = home.student.userId;
    serial += 1;
    const assetNumber = `M-${serial}`;
    const fields = { family: 'cuivres' as const, type: 'Trompette', assetNumber };
    const instrument = await h.ok(addInstrument, fields, home.admin);
    const lend = async () => h.ok(lendInstrument, { instrumentId: instrument.id, studentId }, home.teacher);
    switch (endpoint) {
      case inventorySubjects.listInstruments: {
        const reply = await h.send(listInstruments, { search: assetNumber }, actor);
        return reply.ok && reply.data.instruments.length === 0 ? nothingRead : reply;
      }
      case inventorySubjects.addInstrument:
        return h.send(addInstrument, { ...fields, assetNumber: `N-${serial}` }, actor);
      case inventorySubjects.updateInstrument:
        return h.send(
          updateInstrument,
          { instrumentId: instrument.id, ...fields, location: 'Local 9' },
          actor,
        );
      case inventorySubjects.listLoans: {
        const loan = await lend();
        const reply = await h.send(listLoans, { studentId }, actor);
        return reply.ok && !reply.data.loans.some((l) => l.id === loan.id) ? nothingRead : reply;
      }
      case inventorySubjects.lendInstrument:
        return h.send(lendInstrument, { instrumentId: instrument.id, studentId }, actor);
      case inventorySubjects.scanLoan:
        return h.send(scanLoan, { code: assetNumber, studentId }, actor);
      case inventorySubjects.requestLoanAgreement:
        return h.send(requestLoanAgreement, { loanId: (await lend()).id }, actor);
      case inventorySubjects.undoLoan:
        return h.send(undoLoan, { loanId: (await lend()).id }, actor);
      case inventorySubjects.returnLoan:
        return h.send(returnLoan, { loanId: (await lend()).id, condition: 'good' }, actor);
      case inventorySubjects.returnScan:
        await lend();
        return h.send(returnScan, { code: assetNumber, condition: 'good' }, actor);
      case printLabels.subject:
        return h.send(printLabels, { instrumentIds: [instrument.id] }, actor);
      case getInstrument.subject:
        return h.send(getInstrument, { instrumentId: instrument.id }, actor);
      case inventoryReservationSubjects.replace:
      case inventoryReservationSubjects.ofEvent:
      case inventoryReservationSubjects.upcoming: {
        // An event of its own per cell, an hour on a day of its own in 2031 (never over, never overlapping).
        const startsAt = new Date(Date.UTC(2031, 0, serial, 18)).toISOString();
        const endsAt = new Date(Date.UTC(2031, 0, serial, 19)).toISOString();
        const reservation = {
          eventId: randomUUID(),
          title: `Concert ${serial}`,
          periods: [{ startsAt, endsAt }],
          instrumentIds: [instrument.id],
        };
        if (endpoint === inventoryReservationSubjects.replace)
          return asPlanning.send(replaceEventReservations, reservation, actor);
        await asPlanning.ok(replaceEventReservations, reservation, home.admin);
        if (endpoint === inventoryReservationSubjects.ofEvent) {
          const reply = await asPlanning.send(listEventReservations, { eventId: reservation.eventId }, actor);
          return reply.ok && reply.data.equipment.length === 0 ? nothingRead : reply;
        }
        return h.send(listUpcomingReservations, { instrumentId: instrument.id }, actor);
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  /** A fresh score of `home` per cell. */
  async function callScore(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    const fields = { title: `Partition ${serial}`, ensemble: 'concert-band' as const };
    const score = await h.ok(addScore, fields, home.admin);
    switch (endpoint) {
      case inventorySubjects.listScores: {
        const reply = await h.send(listScores, { search: fields.title }, actor);
        return reply.ok && !reply.data.scores.some((s) => s.id === score.id) ? nothingRead : reply;
      }
      case inventorySubjects.getScore:
        return h.send(getScore, { scoreId: score.id }, actor);
      case inventorySubjects.addScore:
        return h.send(addScore, { ...fields, title: `Ajout ${serial}` }, actor);
      case inventorySubjects.updateScore:
        return h.send(updateScore, { scoreId: score.id, ...fields, level: 3 }, actor);
      case inventorySubjects.deleteScore:
        return h.send(deleteScore, { scoreId: score.id }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  /** A fresh uniform of `home` per cell. */
  async function callUniform(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    const fields = { number: `UNI-${serial}`, size: 'M', type: 'jacket' as const };
    const uniform = await h.ok(addUniform, fields, home.admin);
    switch (endpoint) {
      case inventorySubjects.listUniforms: {
        const reply = await h.send(listUniforms, { search: fields.number }, actor);
        return reply.ok && !reply.data.uniforms.some((u) => u.id === uniform.id) ? nothingRead : reply;
      }
      case inventorySubjects.getUniform:
        return h.send(getUniform, { uniformId: uniform.id }, actor);
      case inventorySubjects.addUniform:
        return h.send(addUniform, { ...fields, number: `UNA-${serial}` }, actor);
      case inventorySubjects.updateUniform:
        return h.send(updateUniform, { uniformId: uniform.id, ...fields, size: 'L' }, actor);
      case inventorySubjects.deleteUniform:
        return h.send(deleteUniform, { uniformId: uniform.id }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  /** A fresh uniform of `home` per cell (and its loan to the student by the teacher). */
  async function callUniformLoan(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const studentId = home.student.userId;
    serial += 1;
    const uniform = await h.ok(addUniform, { number: `UNL-${serial}`, size: 'S', type: 'shirt' }, home.admin);
    const lend = async () => h.ok(lendUniform, { uniformId: uniform.id, studentId }, home.teacher);
    switch (endpoint) {
      case inventorySubjects.listUniformLoans: {
        const loan = await lend();
        const reply = await h.send(listUniformLoans, { studentId }, actor);
        return reply.ok && !reply.data.loans.some((l) => l.id === loan.id) ? nothingRead : reply;
      }
      case inventorySubjects.lendUniform:
        return h.send(lendUniform, { uniformId: uniform.id, studentId }, actor);
      case inventorySubjects.returnUniformLoan:
        return h.send(returnUniformLoan, { loanId: (await lend()).id, condition: 'good' }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  /** A fresh instrument of `home` in a room of its own per cell (its repair, its room's audit by the admin). */
  async function callRepairOrAudit(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    const location = `Local M-${serial}`;
    const assetNumber = `R-${serial}`;
    const instrument = await h.ok(
      addInstrument,
      { family: 'cordes', type: 'Violon', assetNumber, location },
      home.admin,
    );
    const repair = { instrumentId: instrument.id, shop: 'Atelier Dupuis', sentOn: '2026-01-05' };
    const sent = () => h.ok(sendToRepair, repair, home.admin);
    const audit = () => h.ok(startAudit, { location }, home.admin);
    switch (endpoint) {
      case inventoryRepairSubjects.listRepairs: {
        const { id } = await sent();
        const reply = await h.send(listRepairs, { instrumentId: instrument.id }, actor);
        return reply.ok && !reply.data.repairs.some((r) => r.id === id) ? nothingRead : reply;
      }
      case inventoryRepairSubjects.sendToRepair:
        return h.send(sendToRepair, repair, actor);
      case inventoryRepairSubjects.completeRepair:
        return h.send(
          completeRepair,
          { repairId: (await sent()).id, returnedOn: '2026-01-20', costCents: 0 },
          actor,
        );
      case inventoryAuditSubjects.listAudits: {
        const { id } = await audit();
        const reply = await h.send(listAudits, { limit: 100 }, actor);
        return reply.ok && !reply.data.audits.some((a) => a.id === id) ? nothingRead : reply;
      }
      case inventoryAuditSubjects.startAudit:
        return h.send(startAudit, { location }, actor);
      case inventoryAuditSubjects.getAudit:
        return h.send(getAudit, { auditId: (await audit()).id }, actor);
      case inventoryAuditSubjects.listAuditItems:
        return h.send(listAuditItems, { auditId: (await audit()).id }, actor);
      case inventoryAuditSubjects.scanAudit:
        return h.send(scanAudit, { auditId: (await audit()).id, code: assetNumber }, actor);
      case inventoryAuditSubjects.finishAudit:
        return h.send(finishAudit, { auditId: (await audit()).id }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);

  it('never takes the school from the payload', async () => {
    const smuggled = {
      family: 'bois',
      type: 'Flûte',
      assetNumber: 'SMUGGLED-1',
      organizationId: home.organizationId,
    };
    const added = await h.ok(addInstrument, smuggled as never, away.admin);
    expect(added.organizationId).toBe(away.organizationId);
    expect((await h.ok(listInstruments, { search: 'SMUGGLED' }, home.admin)).instruments).toEqual([]);
  });

  // The NATS half: what each service's credentials may do with the inventory's subjects (decision 0014).
  it('every NATS user does with the inventory’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('inventory', {
      gatewayPublishes: [inventorySubjects.addInstrument],
      answers: [inventorySubjects.scanLoan],
      privacy: true,
      // An event's equipment is reserved through the planning alone (decision 0080), not even by the gateway.
      also: [
        { publish: 'inventory.reservation.replace', by: ['planning'] },
        { publish: 'inventory.reservation.list', by: ['planning'] },
      ],
    });
    // The inventory asks groups, identity's policy and a loan's agreement, as the actor; it changes nothing there.
    cells.push(
      ...servicePublishes('inventory', {
        allowed: [
          'groups.access.check',
          'groups.access.in-scope',
          'identity.policy.decide',
          // A loan's agreement (issue 27 §4): asked and read, never answered in the family's place.
          'identity.privacy.agreement.request',
          'identity.privacy.agreement.list',
          // Across a board's schools (issue 27 §8): which schools share the actor's board, identity's answer.
          'identity.board.peer-schools.list',
        ],
        denied: [
          'identity.policy.set',
          'groups.group.delete',
          'finance.purchase.create',
          'identity.privacy.consent.decide',
          'identity.privacy.guardian.set',
          'identity.board.schools.list',
        ],
      }),
    );
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
