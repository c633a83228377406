/** The QA tool's texts, shared by its planner and results blocks. */
export const qaText = (name: string) => `translate.base.blocks.qa.${name}`;
