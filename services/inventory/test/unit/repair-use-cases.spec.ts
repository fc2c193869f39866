import { randomUUID } from 'node:crypto';
import {
  addInstrument,
  completeRepair,
  repairCostRecorded,
  sendToRepair,
  type PayloadInOf,
} from '@crescendo/contracts';
import { person, refusalOf, schoolOf } from '@crescendo/testing/fakes';
import { inventoryUnderTest } from './fakes/inventory-under-test.js';

/**
 * The repair log's use cases on fakes (RepairsService, issue 27 §6): who sends to and takes back from the shop,
 * 'En réparation' not lent, and the cost handed to finance as an event of the closing transaction.
 */
function school() {
  const f = inventoryUnderTest(new Date('2026-11-16T15:00:00Z'));
  return { ...f, ...schoolOf(f.access) };
}

async function violin(s: ReturnType<typeof school>) {
  return s.instruments.add(
    s.admin,
    addInstrument.payload.parse({
      family: 'cordes',
      type: 'Violon',
      assetNumber: 'VIO-7',
      location: 'Local 1',
    }),
  );
}

const sending = (instrumentId: string, overrides: Partial<PayloadInOf<typeof sendToRepair>> = {}) =>
  sendToRepair.payload.parse({ instrumentId, shop: 'Atelier Dupuis', sentOn: '2026-11-10', ...overrides });
const completing = (repairId: string, overrides: Partial<PayloadInOf<typeof completeRepair>> = {}) =>
  completeRepair.payload.parse({ repairId, returnedOn: '2026-11-14', costCents: 4500, ...overrides });

describe('sending an instrument to repair', () => {
  it('by the school’s staff makes it ‘En réparation’, and lending it is refused in French', async () => {
    const s = school();
    const instrument = await violin(s);
    const repair = await s.repairs.send(s.otherTeacher, sending(instrument.id, { quoteCents: 9000 }));
    expect(repair).toMatchObject({ shop: 'Atelier Dupuis', quoteCents: 9000, sentBy: s.otherTeacher.userId });
    expect((await s.instruments.get(s.admin, instrument.id)).availability).toBe('in-repair');
    const refused = await refusalOf(
      s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.student.userId }),
    );
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      key: 'inventory.inRepair',
    });
    expect(s.tables.loans).toHaveLength(0);
  });

  it('is refused to a student, to another school, while lent, twice, or on a day to come', async () => {
    const s = school();
    const instrument = await violin(s);
    expect(await refusalOf(s.repairs.send(s.student, sending(instrument.id)))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await refusalOf(s.repairs.send(person('admin', randomUUID()), sending(instrument.id))),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await refusalOf(s.repairs.send(s.admin, sending(instrument.id, { sentOn: '2026-11-17' }))),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    await s.loans.lend(s.teacher, { instrumentId: instrument.id, studentId: s.student.userId });
    expect(await refusalOf(s.repairs.send(s.admin, sending(instrument.id)))).toMatchObject({
      code: 'CONFLICT',
      key: 'inventory.repairWhileLent',
    });
    expect(s.tables.repairs).toHaveLength(0);
    const other = await s.instruments.add(
      s.admin,
      addInstrument.payload.parse({ family: 'cordes', type: 'Alto', assetNumber: 'ALT-1' }),
    );
    await s.repairs.send(s.admin, sending(other.id));
    expect(await refusalOf(s.repairs.send(s.admin, sending(other.id)))).toMatchObject({
      code: 'CONFLICT',
      key: 'inventory.alreadyInRepair',
    });
  });
});

describe('a repair done', () => {
  it('takes the instrument back in its condition and hands the cost to finance once committed', async () => {
    const s = school();
    const instrument = await violin(s);
    const repair = await s.repairs.send(s.admin, sending(instrument.id));
    const done = await s.repairs.complete(s.teacher, completing(repair.id, { condition: 'worn' }));
    expect(done).toMatchObject({ returnedOn: '2026-11-14', costCents: 4500, returnedBy: s.teacher.userId });
    expect(await s.instruments.get(s.admin, instrument.id)).toMatchObject({
      availability: 'available',
      condition: 'worn',
    });
    expect(s.outbox.events).toEqual([
      {
        subject: repairCostRecorded.subject,
        organizationId: s.admin.organizationId,
        topic: null,
        data: {
          repairId: repair.id,
          organizationId: s.admin.organizationId,
          instrumentId: instrument.id,
          label: 'Violon VIO-7 — Atelier Dupuis',
          amountCents: 4500,
          currency: 'CAD',
          day: '2026-11-14',
          recordedBy: s.teacher.userId,
        },
      },
    ]);
    expect(s.outbox.commits).toBe(1);
    expect(await refusalOf(s.repairs.complete(s.admin, completing(repair.id)))).toMatchObject({
      code: 'CONFLICT',
      key: 'inventory.repairAlreadyDone',
    });
  });

  it('that cost nothing is no expense; one back before it left, or tomorrow, is refused', async () => {
    const s = school();
    const instrument = await violin(s);
    const repair = await s.repairs.send(s.admin, sending(instrument.id));
    expect(
      await refusalOf(s.repairs.complete(s.admin, completing(repair.id, { returnedOn: '2026-11-09' }))),
    ).toMatchObject({ code: 'VALIDATION_FAILED', fields: { returnedOn: 'inventory.repairBackBeforeSent' } });
    expect(
      await refusalOf(s.repairs.complete(s.admin, completing(repair.id, { returnedOn: '2026-11-17' }))),
    ).toMatchObject({ code: 'VALIDATION_FAILED', fields: { returnedOn: 'inventory.repairDayInFuture' } });
    expect(await refusalOf(s.repairs.complete(s.student, completing(repair.id)))).toMatchObject({
      code: 'FORBIDDEN',
    });
    await s.repairs.complete(s.admin, completing(repair.id, { costCents: 0 }));
    expect(s.outbox.events).toEqual([]);
    expect(s.outbox.commits).toBe(0);
  });
});
