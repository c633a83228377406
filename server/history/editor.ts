import type { Editor } from './recorder';

/** The signed-in user as history names them (routes guarded by an access rule always run with one). */
export const editorOf = (user: { id: string; displayName: string } | null): Editor => ({ id: user?.id ?? null, name: user?.displayName ?? '' });
