/**
 * Whether the viewer is the attendee a profile belongs to: only they see its email and hidden profile, and nobody
 * keeps their own profile among their favorites (the button is not offered, and the API refuses it).
 */
export const isOwnProfile = (profile: { userId: string }, viewer: { id: string } | null): boolean => viewer !== null && viewer.id === profile.userId;
