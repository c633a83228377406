import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import type { QaActionKind } from '../../src/engine/lazy/qa';
import type { Db } from '../db/client';
import { qaResults, qaRuns } from '../db/schema';

export type RunRow = typeof qaRuns.$inferSelect;
export type ResultRow = typeof qaResults.$inferSelect;

/** What a finished combination recorded: its images and numbers, or the error that stopped it. */
export interface ResultOutcome {
  screenshot?: string | undefined;
  reference?: string | undefined;
  design?: string | undefined;
  difference?: string | undefined;
  differencePercentage?: number | undefined;
  widthDifference?: number | undefined;
  heightDifference?: number | undefined;
  error?: string | undefined;
}

/** How long a node may work on a run without renewing its claim before another node takes the run over. */
export const QA_LEASE_MS = 60_000;

const UNFINISHED = ['queued', 'running'] as const;

/** Every combination of a request, in the order the run works through them (page, then breakpoint, phase, type). */
export function combinations(request: Pick<QaRunRequest, 'pages' | 'breakpoints' | 'phases' | 'attendeeTypes'>) {
  return request.pages.flatMap((page) =>
    request.breakpoints.flatMap((breakpoint) =>
      request.phases.flatMap((phase) => request.attendeeTypes.map((attendeeType) => ({ page, breakpoint, phase, attendeeType }))),
    ),
  );
}

/** A node's claim on a run: its progress is written only while the run is running and still this claim's. */
export interface Claim {
  run: RunRow;
  owner: string;
}

/** QA runs and their results in the database: the queue every node works from. */
export function createQaRuns(db: Db) {
  const held = ({ run, owner }: Claim) => and(eq(qaRuns.id, run.id), eq(qaRuns.status, 'running'), eq(qaRuns.claimedBy, owner));
  const ofResult = (claim: Claim, seq: number) =>
    and(eq(qaResults.runId, claim.run.id), eq(qaResults.seq, seq), exists(db.select({ id: qaRuns.id }).from(qaRuns).where(held(claim))));
  const written = (rows: readonly unknown[]) => rows.length > 0;
  return {
    /** Queues a run with one not-started screenshot action per combination, in one transaction. */
    async create(request: QaRunRequest, createdBy: string): Promise<string> {
      const id = randomUUID();
      const combos = combinations(request);
      await db.transaction(async (tx) => {
        await tx.insert(qaRuns).values({ id, request, total: combos.length, createdBy });
        await tx.insert(qaResults).values(combos.map((combo, seq) => ({ runId: id, seq, ...combo, action: 'screenshot-page' as const, actionStatus: 'not-started' as const })));
      });
      return id;
    },

    async find(id: string): Promise<{ run: RunRow; results: ResultRow[] } | undefined> {
      const [run] = await db.select().from(qaRuns).where(eq(qaRuns.id, id)).limit(1);
      if (!run) return undefined;
      return { run, results: await db.select().from(qaResults).where(eq(qaResults.runId, id)).orderBy(asc(qaResults.seq)) };
    },

    /** The latest runs, newest first, with their passed / failed counts at `threshold` of each run. */
    async latest(limit: number) {
      const runs = await db.select().from(qaRuns).orderBy(desc(qaRuns.createdAt)).limit(limit);
      if (runs.length === 0) return [];
      const counts = await db
        .select({
          runId: qaResults.runId,
          done: sql<number>`count(*) filter (where ${qaResults.finishedAt} is not null)`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${qaResults.error} is not null)`.mapWith(Number),
          percentages: sql<(number | null)[]>`array_agg(${qaResults.differencePercentage}) filter (where ${qaResults.differencePercentage} is not null)`,
        })
        .from(qaResults)
        .where(inArray(qaResults.runId, runs.map((run) => run.id)))
        .groupBy(qaResults.runId);
      const byRun = new Map(counts.map((count) => [count.runId, count]));
      return runs.map((run) => ({ run, counts: byRun.get(run.id) }));
    },

    /**
     * Claims the oldest queued run, or a running one whose node stopped renewing its lease, for this node. One
     * statement with `FOR UPDATE SKIP LOCKED`: two nodes never claim the same run.
     */
    async claim(): Promise<Claim | undefined> {
      const owner = randomUUID();
      const { rows } = (await db.execute(sql`
        update qa_runs set status = 'running', started_at = coalesce(started_at, now()), lease_until = now() + make_interval(secs => ${QA_LEASE_MS / 1000}),
          claimed_by = ${owner}
        where id = (
          select id from qa_runs
          where status = 'queued' or (status = 'running' and lease_until < now())
          order by created_at limit 1 for update skip locked
        )
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = rows[0]?.id;
      if (!id) return undefined;
      // An interrupted run starts its unfinished combinations again from their screenshot.
      await db
        .update(qaResults)
        .set({ action: 'screenshot-page', actionStatus: 'not-started' })
        .where(and(eq(qaResults.runId, id), isNull(qaResults.finishedAt)));
      const [run] = await db.select().from(qaRuns).where(eq(qaRuns.id, id));
      return run && { run, owner };
    },

    /** Keeps the claim; false once it is lost (the run was cancelled, or another node took it over). */
    async renew(claim: Claim): Promise<boolean> {
      return written(
        await db
          .update(qaRuns)
          .set({ leaseUntil: sql`now() + make_interval(secs => ${QA_LEASE_MS / 1000})` })
          .where(held(claim))
          .returning({ id: qaRuns.id }),
      );
    },

    /** Gives the run back to the queue at once (this node stops): the next claim, anywhere, takes it up. */
    async release(claim: Claim): Promise<void> {
      await db.update(qaRuns).set({ leaseUntil: sql`now()` }).where(held(claim));
    },

    /** The combinations of a run still to do, in order. */
    async pending(id: string): Promise<ResultRow[]> {
      return db.select().from(qaResults).where(and(eq(qaResults.runId, id), isNull(qaResults.finishedAt))).orderBy(asc(qaResults.seq));
    },

    /** Marks a combination's action active; false once the claim is lost (nothing written). */
    async startAction(claim: Claim, seq: number, action: QaActionKind): Promise<boolean> {
      return written(await db.update(qaResults).set({ action, actionStatus: 'active' }).where(ofResult(claim, seq)).returning({ seq: qaResults.seq }));
    },

    /** Records a combination's outcome and removes its action from the queue; false once the claim is lost. */
    async finishResult(claim: Claim, seq: number, outcome: ResultOutcome): Promise<boolean> {
      return written(
        await db
          .update(qaResults)
          .set({ ...outcome, action: null, actionStatus: null, finishedAt: new Date() })
          .where(ofResult(claim, seq))
          .returning({ seq: qaResults.seq }),
      );
    },

    /** Ends a run this claim worked on, unless it was cancelled or taken over meanwhile (the cancel stands). */
    async finish(claim: Claim, status: 'done' | 'failed', error?: string): Promise<void> {
      await db.update(qaRuns).set({ status, error: error ?? null, finishedAt: new Date(), leaseUntil: null }).where(held(claim));
    },

    /** Cancels a queued or running run; its remaining actions leave the queue. False when it had already ended. */
    async cancel(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cancelled = await tx
          .update(qaRuns)
          .set({ status: 'cancelled', finishedAt: new Date(), leaseUntil: null })
          .where(and(eq(qaRuns.id, id), inArray(qaRuns.status, [...UNFINISHED])))
          .returning({ id: qaRuns.id });
        if (cancelled.length === 0) return false;
        await tx.update(qaResults).set({ action: null, actionStatus: null }).where(and(eq(qaResults.runId, id), isNull(qaResults.finishedAt)));
        return true;
      });
    },

    async result(id: string, seq: number): Promise<ResultRow | undefined> {
      const [row] = await db.select().from(qaResults).where(and(eq(qaResults.runId, id), eq(qaResults.seq, seq))).limit(1);
      return row;
    },
  };
}

export type QaRuns = ReturnType<typeof createQaRuns>;
