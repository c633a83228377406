/** The profile blocks' texts share one namespace: the same words (the field names, the errors) appear in several. */
export const profileText = (name: string) => `translate.base.blocks.profile.${name}`;
