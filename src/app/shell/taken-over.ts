import { createContext, useContext, useEffect } from 'react';

/** Called once the shell of a server-drawn page has been taken over by the app (src/main.tsx passes it). */
export const TakenOverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Tells that the shell is on the page, its listeners in place (the page's shortcuts among them): a component's effects
 * run after its children's, and this is the shell's last. The shell is taken over on its own, apart from the app's
 * providers around it and the blocks within it (each behind its own boundary).
 */
export function useTakenOver(): void {
  const takenOver = useContext(TakenOverContext);
  useEffect(() => takenOver?.(), [takenOver]);
}
