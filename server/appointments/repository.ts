import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppointmentType } from '../../src/engine/lazy/appointments';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';

export interface AppointmentRecord {
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  appointmentType: AppointmentType;
}

export interface StoredAppointment extends AppointmentRecord {
  id: string;
}

const columns = {
  id: appointments.id,
  name: appointments.name,
  description: appointments.description,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  location: appointments.location,
  appointmentType: appointments.appointmentType,
};

/** An attendee's appointments: every read and write is by owner, so another user's id finds nothing. */
export function createAppointmentRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(appointments.userId, userId), eq(appointments.id, id));
  return {
    async get(userId: string, id: string): Promise<StoredAppointment | undefined> {
      const [row] = await db.select(columns).from(appointments).where(owned(userId, id));
      return row;
    },

    async listFor(userId: string): Promise<StoredAppointment[]> {
      return db.select(columns).from(appointments).where(eq(appointments.userId, userId)).orderBy(asc(appointments.startsAt), asc(appointments.id));
    },

    async create(userId: string, record: AppointmentRecord): Promise<StoredAppointment> {
      const [row] = await db
        .insert(appointments)
        .values({ id: randomUUID(), userId, ...record })
        .returning(columns);
      if (!row) throw new Error('the appointment was not stored');
      return row;
    },

    async update(userId: string, id: string, record: AppointmentRecord): Promise<StoredAppointment | undefined> {
      const [row] = await db
        .update(appointments)
        .set({ ...record, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning(columns);
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(appointments).where(owned(userId, id)).returning({ id: appointments.id });
      return removed.length > 0;
    },
  };
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;
