import type { SessionText } from './types';

export const EN_US: SessionText = {
  titles: {
    talk: [
      'Scaling {subject} with {product}',
      '{subject} in production: lessons learned',
      'Getting started with {subject}',
      'Deep dive into {subject} with {product}',
      "What's new in {product} for {subject}",
      '{subject}: patterns that work at scale',
      'From prototype to production: {subject} with {product}',
      'Ten mistakes to avoid with {subject}',
      'Securing {subject} end to end',
      'The road ahead for {subject}',
      'Practical {subject} for busy teams',
      'Cutting cost and latency in {subject}',
      'Inside {product}: how we rebuilt {subject}',
      'Modernizing legacy systems with {subject}',
      '{subject} at scale: what we learned running {product}',
      'Designing {subject} for reliability',
      'A practical guide to {subject}',
      '{subject} with {product}: architecture and trade-offs',
      'Five patterns for {subject} with {product}',
      'Migrating to {product}: our {subject} story',
      'Building a platform for {subject}',
      '{subject} on a budget',
      'Beyond the basics: advanced {subject}',
      'Automating {subject} with {product}',
      'What we got wrong about {subject}',
      '{subject} for architects',
      'Lessons from a year of {subject} on {product}',
      'Shipping faster with {subject} and {product}',
      'Myths and realities of {subject}',
    ],
    lab: ['Hands-on lab: {subject} with {product}', 'Workshop: {subject} from scratch', 'Lab: {subject} with {product}, step by step'],
    theater: [
      '{product} in 20 minutes: {subject}',
      'Quick start: {subject}',
      'Demo: {subject} with {product}',
      'Five tips for {subject}',
      'Lightning talk: {subject}',
      '{subject} explained in one demo',
      'Tips and tricks: {subject} with {product}',
      'Speed run: {subject} with {product}',
    ],
  },
  abstract: {
    opener: [
      "In this session, you'll see how teams use {product} to run {subject} reliably.",
      'Work on {subject} is changing how organizations ship software.',
      'Many teams struggle to move {subject} from proof of concept to production.',
      'Join us for a practical look at {subject} and the tooling around it.',
    ],
    middle: [
      'We walk through a reference architecture, show live demos and share the metrics that mattered.',
      'We cover common pitfalls, design trade-offs and the tools that help.',
      'Expect code, architecture diagrams and real incident stories.',
      'We compare approaches by cost, performance and maintainability.',
      "You'll hear how one team cut release times in half while improving reliability.",
    ],
    closer: [
      "You'll leave with a checklist you can apply on Monday.",
      'The last ten minutes are open for questions.',
      'Ideal if you know the basics and want to go deeper.',
      'Slides and sample code are shared after the session.',
    ],
    lab: 'Bring a laptop with a modern browser; lab environments are provided.',
  },
  joiner: ' ',
};

/** English-only session kinds: keynotes, sponsor stories and roundtables. */
export const EN_US_EXTRA = {
  sponsoredTitles: ['How {company} runs {subject} on {product}', '{company} customer story: {subject} at scale', 'Building {subject} with {company} and {product}'],
  roundtableTitles: [
    'Roundtable: {subject} trade-offs',
    'Peer discussion: {subject} in regulated industries',
    'Roundtable: growing teams for {subject}',
    'Ask the experts: {subject}',
    'Roundtable: budgeting for {subject}',
    'Peer discussion: {subject} with {product}',
  ],
  roundtableNote: 'Seating is limited to keep the conversation focused; reserve your seat in advance.',
  keynotes: {
    opening: { title: 'Opening keynote: Building what comes next', description: 'The opening keynote sets the scene for the week: what our community shipped this year, the announcements that matter to builders, and customer stories from teams that changed how they work.' },
    closing: { title: 'Closing keynote: Security as a shared responsibility', description: 'The closing keynote brings together security leaders and engineers to discuss identity, supply chain integrity and the habits that make secure software the default.' },
    middle: [
      { title: 'Keynote: Developers in the age of AI agents', description: 'How AI agents are changing the daily work of developers, from writing code to running it in production, with live demos and a look at the guardrails that keep teams in control.' },
      { title: 'Keynote: Data that works for everyone', description: 'From operational databases to real-time analytics, this keynote shows how teams turn data into decisions, and what governance looks like when everyone can query everything.' },
      { title: 'Keynote: The next decade of software', description: 'A look ahead at the platforms, practices and people that will shape how software is built and run over the next ten years.' },
    ],
  },
} as const;
