import { randomUUID } from 'node:crypto';
import {
  addInstrument,
  familyChargeRequested,
  lendInstrument,
  returnLoan,
  returnScan,
  scanLoan,
  type PayloadInOf,
} from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';
import { person, refusalOf, schoolOf } from '@crescendo/testing/fakes';
import { inventoryUnderTest } from './fakes/inventory-under-test.js';

/**
 * The inventory's use cases on fakes: instruments (InstrumentsService: who adds and reads them) and loans
 * (LoansService: lending, the quick mode's scans and their undo, returns and the family's charge). One file,
 * so the service's modules load once in the unit tier.
 */
function school() {
  const f = inventoryUnderTest();
  return { ...f, ...schoolOf(f.access) };
}

const flute = (overrides: Partial<PayloadInOf<typeof addInstrument>> = {}) =>
  addInstrument.payload.parse({
    family: 'bois',
    type: 'Flûte',
    brand: 'Yamaha',
    model: 'YFL-222',
    serialNumber: 'F10234',
    assetNumber: 'CR-0001',
    purchaseDate: '2019-08-20',
    priceCents: 89900,
    condition: 'good',
    location: 'Local 112',
    ...overrides,
  });

async function withInstrument(s: ReturnType<typeof school>, overrides = {}) {
  return s.instruments.add(s.admin, flute(overrides));
}

describe('adding an instrument', () => {
  it('by an admin stores it, available, in the admin’s school', async () => {
    const s = school();
    const added = await withInstrument(s);
    expect(added).toMatchObject({
      assetNumber: 'CR-0001',
      family: 'bois',
      type: 'Flûte',
      priceCents: 89900,
      condition: 'good',
      availability: 'available',
      organizationId: s.admin.organizationId,
    });
    expect(s.tables.instruments).toHaveLength(1);
  });

  it('refuses an asset number the school already uses (whatever its case), and stores nothing more', async () => {
    const s = school();
    await withInstrument(s);
    expect(await refusalOf(withInstrument(s, { assetNumber: 'cr-0001' }))).toEqual({
      code: 'CONFLICT',
      key: 'inventory.assetNumberTaken',
    });
    expect(s.tables.instruments).toHaveLength(1);
  });

  it('lets another school use the same asset number', async () => {
    const s = school();
    await withInstrument(s);
    const otherAdmin = person('admin', randomUUID());
    s.access.addAdmin(otherAdmin.userId);
    await s.instruments.add(otherAdmin, flute());
    expect(s.tables.instruments).toHaveLength(2);
  });

  it('is refused to a teacher and to a student', async () => {
    const s = school();
    expect((await refusalOf(s.instruments.add(s.teacher, flute()))).code).toBe('FORBIDDEN');
    expect((await refusalOf(s.instruments.add(s.student, flute()))).code).toBe('FORBIDDEN');
    expect(s.tables.instruments).toHaveLength(0);
  });
});

describe('the contract of an instrument refuses bad input with its French key', () => {
  it.each([
    [{ family: 'cuivres', type: 'Flûte' }, 'type', 'validation.instrumentType'],
    [{ family: 'vents' }, 'family', 'validation.instrumentFamily'],
    [{ assetNumber: '' }, 'assetNumber', 'validation.assetNumberRequired'],
    [{ assetNumber: 'CR 0001' }, 'assetNumber', 'validation.assetNumberFormat'],
    [{ priceCents: -1 }, 'priceCents', 'validation.priceCents'],
    [{ priceCents: 12.5 }, 'priceCents', 'validation.priceCents'],
    [{ condition: 'Cassé' }, 'condition', 'validation.instrumentCondition'],
    [{ purchaseDate: '2019-02-30' }, 'purchaseDate', 'validation.dayUnreal'],
  ])('%o', (overrides, path, message) => {
    const result = addInstrument.payload.safeParse({ ...flute(), ...overrides });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: [path], message })]),
    );
  });

  it('takes a percussion of the list and leaves blank fields absent', () => {
    expect(
      addInstrument.payload.parse({
        family: 'percussions',
        type: 'Xylophone',
        assetNumber: 'P-1',
        brand: ' ',
      }),
    ).toMatchObject({ brand: null, model: null, priceCents: null, condition: 'good' });
  });
});

describe('reading the inventory', () => {
  it('is the staff’s, in their own school', async () => {
    const s = school();
    await withInstrument(s);
    const page = await s.instruments.list(s.teacher, { limit: 50 });
    expect(page.instruments.map((i) => i.assetNumber)).toEqual(['CR-0001']);
    expect(s.tables.instrumentFilters[0]).toMatchObject({ organizationId: s.teacher.organizationId });
  });

  it('is refused to a student', async () => {
    const s = school();
    expect((await refusalOf(s.instruments.list(s.student, { limit: 50 }))).code).toBe('FORBIDDEN');
  });
});

describe('lending an instrument (Prêter)', () => {
  it('by a teacher to a student of their group: due at the end of the school year, the instrument lent', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const loan = await s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.student.userId });
    expect(loan).toMatchObject({ studentId: s.student.userId, dueOn: '2027-06-30', overdue: false });
    expect((await s.instruments.list(s.admin, { limit: 50 })).instruments[0]).toMatchObject({
      availability: 'lent',
      lentTo: s.student.userId,
    });
  });

  it('asks groups whose student it is, and refuses a student of none of the teacher’s groups', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const outsider = s.otherGroup.studentIds[0]!;
    expect(
      await refusalOf(s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: outsider })),
    ).toEqual({ code: 'FORBIDDEN', key: 'inventory.studentNotYours' });
    expect(s.access.asked).toContain(`${s.teacher.userId} * teach`);
    expect(s.tables.loans).toHaveLength(0);
  });

  it('by an admin to any student of the school, and never to someone groups does not know', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    expect(
      await refusalOf(s.loans.lend(s.admin, { instrumentId: instrument.id, studentId: randomUUID() })),
    ).toEqual({ code: 'NOT_FOUND', key: 'inventory.studentUnknown' });
    await s.loans.lend(s.admin, { instrumentId: instrument.id, studentId: s.otherGroup.studentIds[0]! });
    expect(s.tables.loans).toHaveLength(1);
  });

  it('refuses an instrument already lent, or out of service', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    await s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.student.userId });
    expect(
      await refusalOf(
        s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.classmate.userId }),
      ),
    ).toEqual({ code: 'CONFLICT', key: 'inventory.alreadyLent' });
    const broken = await withInstrument(s, { assetNumber: 'CR-0002', condition: 'out-of-service' });
    expect(
      await refusalOf(s.loans.lend(s.teacher, { instrumentId: broken.id, studentId: s.classmate.userId })),
    ).toEqual({ code: 'CONFLICT', key: 'inventory.outOfService' });
    expect(s.tables.loans).toHaveLength(1);
  });

  it('refuses a due date in the past', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const input = lendInstrument.payload.parse({
      instrumentId: instrument.id,
      studentId: s.student.userId,
      dueOn: '2026-11-15',
    });
    expect(await refusalOf(s.loans.lend(s.teacher, input))).toEqual({
      code: 'VALIDATION_FAILED',
      key: 'common.validation',
      fields: { dueOn: 'inventory.dueBeforeToday' },
    });
  });

  it('is refused to a student', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    expect(
      (await refusalOf(s.loans.lend(s.student, { instrumentId: instrument.id, studentId: s.student.userId })))
        .code,
    ).toBe('FORBIDDEN');
  });
});

describe('the quick loan mode (Mode prêt rapide)', () => {
  it('lends the instrument whose asset number was scanned, whatever its case', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const loan = await s.loans.scan(
      s.teacher,
      scanLoan.payload.parse({ code: 'cr-0001', studentId: s.student.userId }),
    );
    expect(loan.instrumentId).toBe(instrument.id);
  });

  it('refuses a code no instrument of the school has', async () => {
    const s = school();
    expect(
      await refusalOf(s.loans.scan(s.teacher, { code: 'CR-9999', studentId: s.student.userId })),
    ).toEqual({ code: 'NOT_FOUND', key: 'inventory.codeUnknown' });
  });

  it('undoes the last scan: the instrument is available again', async () => {
    const s = school();
    await withInstrument(s);
    const loan = await s.loans.scan(s.teacher, { code: 'CR-0001', studentId: s.student.userId });
    expect(await s.loans.undo(s.teacher, loan.id)).toEqual({ loanId: loan.id });
    expect(s.tables.loans).toHaveLength(0);
    expect((await s.instruments.list(s.admin, { limit: 50 })).instruments[0]!.availability).toBe('available');
  });

  it('lets only the lender or an admin undo a scan', async () => {
    const s = school();
    await withInstrument(s);
    const loan = await s.loans.scan(s.teacher, { code: 'CR-0001', studentId: s.student.userId });
    expect(await refusalOf(s.loans.undo(s.otherTeacher, loan.id))).toEqual({
      code: 'FORBIDDEN',
      key: 'inventory.undoNotYours',
    });
    await s.loans.undo(s.admin, loan.id);
    expect(s.tables.loans).toHaveLength(0);
  });
});

describe('the quick mode at return', () => {
  it('returns the open loan of the instrument scanned alone, with the condition chosen', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const loan = await s.loans.scan(s.teacher, { code: 'CR-0001', studentId: s.student.userId });
    const returned = await s.loans.returnByCode(
      s.otherTeacher,
      returnScan.payload.parse({ code: 'cr-0001', condition: 'worn' }),
    );
    expect(returned).toMatchObject({ id: loan.id, instrumentId: instrument.id, returnCondition: 'worn' });
    expect(s.tables.instruments[0]!.condition).toBe('worn');
  });

  it('refuses an instrument that is not lent, and a code no instrument has', async () => {
    const s = school();
    await withInstrument(s);
    expect(
      await refusalOf(
        s.loans.returnByCode(s.teacher, returnScan.payload.parse({ code: 'CR-0001', condition: 'good' })),
      ),
    ).toEqual({ code: 'CONFLICT', key: 'inventory.notLent' });
    expect(
      (
        await refusalOf(
          s.loans.returnByCode(s.teacher, returnScan.payload.parse({ code: 'X-1', condition: 'good' })),
        )
      ).key,
    ).toBe('inventory.codeUnknown');
    expect(
      (
        await refusalOf(
          s.loans.returnByCode(s.student, returnScan.payload.parse({ code: 'CR-0001', condition: 'good' })),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});

describe('overdue loans (En retard)', () => {
  it('are those still out after their due day, for the teacher and for the student', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    await s.loans.lend(s.teacher, {
      instrumentId: instrument.id,
      studentId: s.student.userId,
      dueOn: '2026-12-01',
    });
    s.clock.now = new Date('2026-12-02T15:00:00Z');
    expect((await s.loans.list(s.teacher, { state: 'overdue', limit: 50 })).loans).toHaveLength(1);
    const mine = await s.loans.list(s.student, { state: 'open', limit: 50 });
    expect(mine.loans[0]).toMatchObject({ overdue: true, dueOn: '2026-12-01' });
    expect(
      (await s.instruments.list(s.admin, { availability: 'overdue', limit: 50 })).instruments,
    ).toHaveLength(1);
  });
});

describe('the loans one reads', () => {
  it('are a student’s own (Mes prêts), never another student’s', async () => {
    const s = school();
    await s.loans.list(s.student, { state: 'all', limit: 50 });
    expect(s.tables.loanFilters[0]!.studentId).toBe(s.student.userId);
    expect(
      await refusalOf(s.loans.list(s.student, { state: 'all', limit: 50, studentId: s.classmate.userId })),
    ).toEqual({ code: 'FORBIDDEN', key: 'common.forbidden' });
  });

  it('are the school’s for its staff', async () => {
    const s = school();
    await s.loans.list(s.teacher, { state: 'open', limit: 50 });
    expect(s.tables.loanFilters[0]).toMatchObject({
      studentId: null,
      organizationId: s.teacher.organizationId,
    });
  });
});

describe('returning an instrument (Retour)', () => {
  async function lent(s: ReturnType<typeof school>) {
    const instrument = await withInstrument(s);
    return s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.student.userId });
  }

  it('closes the loan and gives the instrument the condition it came back in', async () => {
    const s = school();
    const loan = await lent(s);
    const returned = await s.loans.return(
      s.teacher,
      returnLoan.payload.parse({ loanId: loan.id, condition: 'worn', damage: 'normal-wear' }),
    );
    expect(returned).toMatchObject({ returnCondition: 'worn', damage: 'normal-wear', chargedCents: null });
    expect(s.tables.instruments[0]!.condition).toBe('worn');
    expect(
      await refusalOf(
        s.loans.return(s.teacher, returnLoan.payload.parse({ loanId: loan.id, condition: 'good' })),
      ),
    ).toEqual({ code: 'CONFLICT', key: 'inventory.alreadyReturned' });
  });

  it('charges the family for negligence where the policy allows it: an event for finance', async () => {
    const s = school();
    s.policy.allows = true;
    const loan = await lent(s);
    const returned = await s.loans.return(
      s.teacher,
      returnLoan.payload.parse({
        loanId: loan.id,
        condition: 'needs-repair',
        damage: 'negligence',
        chargeCents: 15000,
      }),
    );
    expect(returned.chargedCents).toBe(15000);
    expect(s.outbox.events).toEqual([
      expect.objectContaining({
        subject: familyChargeRequested.subject,
        data: expect.objectContaining({ studentId: s.student.userId, amountCents: 15000, currency: 'CAD' }),
      }),
    ]);
  });

  it('charges nothing for negligence where the policy does not allow it', async () => {
    const s = school();
    const loan = await lent(s);
    const returned = await s.loans.return(
      s.teacher,
      returnLoan.payload.parse({
        loanId: loan.id,
        condition: 'needs-repair',
        damage: 'negligence',
        chargeCents: 15000,
      }),
    );
    expect(s.policy.asked).toEqual([s.teacher.userId]);
    expect(returned.chargedCents).toBeNull();
    expect(s.outbox.events).toEqual([]);
  });

  it('never charges accidental damage or normal wear: the contract refuses the amount', () => {
    for (const damage of ['accidental', 'normal-wear'])
      expect(
        returnLoan.payload.safeParse({ loanId: randomUUID(), condition: 'good', damage, chargeCents: 100 })
          .error?.issues[0],
      ).toMatchObject({ path: ['chargeCents'], message: 'validation.chargeOnlyNegligence' });
  });
});

describe("the family's agreement to a loan ('Entente requise', issue 27 §4)", () => {
  it('asks identity as the lender, keyed by the loan, with what is lent and its return day only', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    const loan = await s.loans.lend(s.teacher, {
      instrumentId: instrument.id,
      studentId: s.student.userId,
      agreement: true,
    });
    expect(s.agreements.requests).toEqual([
      {
        actor: s.teacher.userId,
        studentId: s.student.userId,
        loanId: loan.id,
        summary: 'Flûte Yamaha YFL-222 (CR-0001), à rendre le 30 juin 2027',
      },
    ]);
    expect(loan).toMatchObject({
      agreementRequired: true,
      agreement: { status: 'pending', signer: 'parent', signedName: null },
    });
  });

  it('passes identity’s refusal on, and asks nothing for a loan without agreement', async () => {
    const s = school();
    const first = await withInstrument(s);
    const plain = await s.loans.lend(s.teacher, { instrumentId: first.id, studentId: s.student.userId });
    expect(plain).toMatchObject({ agreementRequired: false, agreement: null });
    expect(s.agreements.requests).toEqual([]);
    const second = await withInstrument(s, { assetNumber: 'CR-0002' });
    s.agreements.refusal = new AppException('UNAVAILABLE', 'common.unavailable');
    expect(
      await refusalOf(
        s.loans.lend(s.teacher, { instrumentId: second.id, studentId: s.student.userId, agreement: true }),
      ),
    ).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('reads the agreements of a page of loans in one question, for the staff and the student alike', async () => {
    const s = school();
    const lent: Awaited<ReturnType<typeof s.loans.lend>>[] = [];
    for (const n of [1, 2, 3]) {
      const instrument = await withInstrument(s, { assetNumber: `CR-000${n}` });
      lent.push(
        await s.loans.lend(s.admin, {
          instrumentId: instrument.id,
          studentId: s.student.userId,
          agreement: n !== 2,
        }),
      );
    }
    s.agreements.agreements.set(lent[0]!.id, {
      status: 'granted',
      signer: 'parent',
      signedName: 'Nadia Bouchard',
      decidedAt: '2026-11-17T12:00:00.000Z',
    });
    const page = await s.loans.list(s.teacher, { state: 'open', limit: 50 });
    expect(s.agreements.listCalls.map((ids) => [...ids].sort())).toEqual([[lent[0]!.id, lent[2]!.id].sort()]);
    expect(Object.fromEntries(page.loans.map((loan) => [loan.id, loan.agreement?.status ?? null]))).toEqual({
      [lent[0]!.id]: 'granted',
      [lent[1]!.id]: null,
      [lent[2]!.id]: 'pending',
    });
    // A student's own list ('Mes prêts'): one question too, asked as the student (identity answers their own).
    const mine = await s.loans.list(s.student, { state: 'open', limit: 50 });
    expect(s.agreements.listCalls).toHaveLength(2);
    expect(mine.loans.find((loan) => loan.id === lent[0]!.id)?.agreement?.status).toBe('granted');
  });

  it('still lists the loans while identity cannot be read', async () => {
    const s = school();
    const instrument = await withInstrument(s);
    await s.loans.lend(s.admin, {
      instrumentId: instrument.id,
      studentId: s.student.userId,
      agreement: true,
    });
    s.agreements.list = () => Promise.reject(new Error('TIMEOUT'));
    const page = await s.loans.list(s.admin, { state: 'open', limit: 50 });
    expect(page.loans).toEqual([expect.objectContaining({ agreementRequired: true, agreement: null })]);
  });
});
