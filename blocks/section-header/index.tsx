import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SectionHeaderProps } from './props.gen';

export const sectionHeader = defineBlock<SectionHeaderProps>({
  name: 'section-header',
  displayName: 'translate.base.blocks.section-header.name',
  group: 'text',
  component: lazyBlock(() => import('./lazy/SectionHeader')),
  defaults: {
    anonymousHeader: { title: 'Section title', subheading: 'Sign in to see what is planned for you.' },
    signedInHeader: { subheading: 'Here is what is planned for you.' },
    titleLevel: 2,
    showSignInButton: true,
  },
});
