import { useCallback, useEffect, useRef, useState } from 'react';
import type { Company } from '../../../schemas/generated/company';
import type { RandomCompaniesResponse } from '../../../schemas/generated/api/catalogue/random-companies';
import { fetchRandomSponsors } from './random-sponsors';

/** Spec 03 §9: the cards fade in 200 ms apart; hiding them before the next batch takes as long. */
export const STAGGER_MS = 200;

export type ShufflePhase = 'loading' | 'shown' | 'hiding';

export interface SponsorBatches {
  phase: ShufflePhase;
  /** The logos of the batch on screen. */
  batch: Company[];
  /** Counts the batches shown: a new one starts the fade-in again. */
  serial: number;
  shuffle: () => void;
  /** Puts a spare in the place of a company whose logo did not load (or drops it when no spare is left). */
  replace: (company: Company) => void;
}

interface Shown {
  phase: ShufflePhase;
  batch: Company[];
  spares: Company[];
  serial: number;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Random sponsor batches (spec 03 §4, §7, §8): the first with twice the spares, then each next batch fetched while the
 * current one is on screen. A first load that fails leaves the list empty; a next batch that fails keeps the current.
 */
export function useSponsorBatches({ itemsToShow, buffer }: { itemsToShow: number; buffer: number }): SponsorBatches {
  const [shown, setShown] = useState<Shown>({ phase: 'loading', batch: [], spares: [], serial: 0 });
  const next = useRef<Promise<RandomCompaniesResponse | null> | null>(null);
  const signal = useRef<AbortSignal | undefined>(undefined);

  const prefetch = useCallback(() => {
    next.current = fetchRandomSponsors(itemsToShow, buffer, signal.current).catch(() => null);
  }, [itemsToShow, buffer]);

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    fetchRandomSponsors(itemsToShow, buffer * 2, controller.signal).then(
      (first) => {
        setShown((current) => ({ phase: 'shown', batch: first.data, spares: first.buffer, serial: current.serial + 1 }));
        prefetch();
      },
      () => {
        if (!controller.signal.aborted) setShown((current) => ({ ...current, phase: 'shown', batch: [], spares: [] }));
      },
    );
    return () => controller.abort();
  }, [itemsToShow, buffer, prefetch]);

  const shuffle = () => {
    if (shown.phase !== 'shown') return;
    setShown((current) => ({ ...current, phase: 'hiding' }));
    const coming = next.current ?? fetchRandomSponsors(itemsToShow, buffer, signal.current).catch(() => null);
    next.current = null;
    void Promise.all([coming, wait(STAGGER_MS)]).then(([batch]) => {
      if (signal.current?.aborted) return;
      setShown((current) => ({
        phase: 'shown',
        batch: batch?.data.length ? batch.data : current.batch,
        spares: batch?.data.length ? batch.buffer : current.spares,
        serial: current.serial + 1,
      }));
      prefetch();
    });
  };

  const replace = (company: Company) =>
    setShown((current) => {
      const [spare, ...spares] = current.spares;
      const batch = current.batch.flatMap((shownCompany) => (shownCompany.companyId !== company.companyId ? [shownCompany] : spare ? [spare] : []));
      return { ...current, batch, spares: spare ? spares : current.spares };
    });

  return { phase: shown.phase, batch: shown.batch, serial: shown.serial, shuffle, replace };
}

/** How many cards of a batch are visible: the first at once, one more every 200 ms from the moment it shows (`run`). */
export function useStagger(count: number, run: number | null): number {
  const [state, setState] = useState({ run, shown: 1 });
  const total = useRef(count);
  useEffect(() => {
    total.current = count;
  });
  useEffect(() => {
    if (run === null) return undefined;
    let shown = 1;
    // One timer for the whole fade-in (not one per render), stopped once the last card is in.
    const timer = window.setInterval(() => {
      shown += 1;
      setState({ run, shown });
      if (shown >= total.current) window.clearInterval(timer);
    }, STAGGER_MS);
    return () => window.clearInterval(timer);
  }, [run]);
  if (run === null) return 0;
  return Math.min(count, state.run === run ? state.shown : 1);
}
