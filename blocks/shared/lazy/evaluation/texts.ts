/** The evaluation blocks' texts (blocks/locales), under the spec's `translate.base.evaluations` keys. */
export const evaluationText = (name: string): string => `translate.base.evaluations.${name}`;
