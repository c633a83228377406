import type { SessionText } from './types';

export const DE_DE: SessionText = {
  titles: {
    talk: [
      '{subject} in der Praxis',
      '{subject} im Produktivbetrieb: Erfahrungen und Lehren',
      'Einstieg in {subject} mit {product}',
      'Zehn Tipps für {subject}',
      'Was ist neu in {product}? Schwerpunkt {subject}',
      '{subject} skalieren: Muster, die funktionieren',
      'Typische Stolperfallen: {subject}',
      'Vom Prototyp zur Produktion: {subject} mit {product}',
    ],
    lab: ['Praxisworkshop: {subject} Schritt für Schritt', 'Hands-on-Lab: {subject} mit {product}'],
    theater: ['{subject} in 20 Minuten', 'Demo: {subject} mit {product}'],
  },
  abstract: {
    opener: [
      'In dieser Session zeigen wir, wie Teams mit {product} {subject} zuverlässig betreiben.',
      'Das Thema {subject} verändert, wie Unternehmen Software ausliefern.',
      'Viele Teams tun sich schwer, {subject} vom Proof of Concept in die Produktion zu bringen.',
    ],
    middle: [
      'Wir stellen eine Referenzarchitektur vor, zeigen Live-Demos und teilen die Kennzahlen, auf die es ankam.',
      'Es geht um typische Fallstricke, Designentscheidungen und hilfreiche Werkzeuge.',
      'Freuen Sie sich auf Code, Architekturdiagramme und echte Erfahrungen aus dem Betrieb.',
      'Wir vergleichen verschiedene Ansätze nach Kosten, Leistung und Wartbarkeit.',
    ],
    closer: [
      'Sie nehmen eine Checkliste mit, die Sie sofort anwenden können.',
      'Die letzten zehn Minuten sind für Ihre Fragen reserviert.',
      'Ideal für alle, die die Grundlagen kennen und tiefer einsteigen möchten.',
    ],
    lab: 'Bringen Sie einen Laptop mit aktuellem Browser mit; die Lab-Umgebung stellen wir bereit.',
  },
  joiner: ' ',
};
