import type { DemoLanguage } from './languages';

/** Speaker biographies by language. Placeholders: {name}, {first}, {jobTitle}, {company}, {years}, {subject}, {subject2}. */
export const SPEAKER_BIOS: Record<DemoLanguage, readonly string[]> = {
  'en-US': [
    '{name} is {jobTitle} at {company}, with {years} years of experience in {subject}. A regular speaker at community events, {first} writes about {subject2} and mentors early-career engineers.',
    'As {jobTitle} at {company}, {name} helps teams adopt {subject}. Before that, {first} spent {years} years building {subject2} for startups and large enterprises.',
    '{name} leads the work on {subject} at {company}. {first} maintains several open-source projects and enjoys turning hard problems into simple tools.',
  ],
  'zh-CN': [
    '{name}是 {company} 的 {jobTitle}，在{subject}领域拥有 {years} 年经验，经常在技术社区分享关于{subject2}的实践。',
    '{name}现任 {company} {jobTitle}，专注于{subject}，曾为多家企业设计并落地{subject2}方案。',
  ],
  'ja-JP': [
    '{name}は {company} の {jobTitle} で、{subject}の分野で {years} 年の経験を持つ。{subject2}に関する登壇や執筆も多数。',
    '{name}は {company} で{subject}を担当する {jobTitle}。{subject2}の導入支援やオープンソース活動にも積極的に取り組んでいる。',
  ],
  'es-ES': [
    '{name} es {jobTitle} en {company} y cuenta con {years} años de experiencia en {subject}. Participa con frecuencia en eventos de la comunidad y escribe sobre {subject2}.',
    'Como {jobTitle} en {company}, {name} ayuda a los equipos a adoptar {subject}. Antes trabajó {years} años en proyectos relacionados con {subject2}.',
  ],
  'de-DE': [
    '{name} ist {jobTitle} bei {company} und arbeitet seit {years} Jahren im Bereich {subject}. Außerdem spricht {first} regelmäßig auf Community-Events über das Thema {subject2}.',
    'Als {jobTitle} bei {company} hilft {name} Teams beim Einstieg in das Thema {subject}. Davor hat {first} {years} Jahre lang Projekte rund um {subject2} begleitet.',
  ],
  'fr-FR': [
    '{name} est {jobTitle} chez {company} et travaille depuis {years} ans sur {subject}. {first} intervient régulièrement lors d’événements communautaires.',
    'En tant que {jobTitle} chez {company}, {name} accompagne les équipes qui se lancent dans {subject} et partage son expérience sur {subject2}.',
  ],
};

/** Short attendee profiles (English). Placeholders: {jobTitle}, {company}, {subject}, {subject2}. */
export const ATTENDEE_BIOS: readonly string[] = [
  '{jobTitle} at {company}. Interested in {subject} and {subject2}.',
  'Working on {subject} at {company}; here to learn about {subject2}.',
  '{jobTitle} focused on {subject}. Happy to talk about {subject2} over coffee.',
];
