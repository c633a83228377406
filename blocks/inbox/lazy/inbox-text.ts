/** The inbox's texts (blocks/locales), under `translate.base.blocks.inbox`. */
export const inboxText = (name: string): string => `translate.base.blocks.inbox.${name}`;
