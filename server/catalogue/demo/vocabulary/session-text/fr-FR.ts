import type { SessionText } from './types';

export const FR_FR: SessionText = {
  titles: {
    talk: [
      'Maîtriser {subject} avec {product}',
      "{subject} en production : retours d'expérience",
      '{subject} : bonnes pratiques et pièges à éviter',
      'Les nouveautés de {product} pour {subject}',
      "Passer {subject} à l'échelle",
      'Du prototype à la production : {subject} avec {product}',
      'Moderniser {subject} avec {product}',
      'Tout savoir sur {subject}',
    ],
    lab: ['Atelier pratique : {subject} avec {product}', 'Lab : {subject} pas à pas'],
    theater: ['{subject} en 20 minutes', 'Démo : {subject} avec {product}'],
  },
  abstract: {
    opener: [
      'Dans cette session, découvrez comment les équipes utilisent {product} pour exploiter {subject} de manière fiable.',
      'Avec {subject}, la façon de livrer des logiciels évolue rapidement.',
      "Beaucoup d'équipes peinent à faire passer {subject} de la preuve de concept à la production.",
    ],
    middle: [
      'Nous présentons une architecture de référence, des démonstrations en direct et les indicateurs qui comptent.',
      'Au programme : pièges courants, compromis de conception et outils utiles.',
      "Attendez-vous à du code, des schémas d'architecture et des incidents réels.",
      'Nous comparons plusieurs approches selon leur coût, leurs performances et leur maintenabilité.',
    ],
    closer: [
      'Vous repartirez avec une liste de contrôle applicable dès lundi.',
      'Les dix dernières minutes sont consacrées aux questions.',
      'Idéal pour celles et ceux qui maîtrisent les bases et veulent aller plus loin.',
    ],
    lab: "Apportez un ordinateur portable avec un navigateur récent ; l'environnement du lab est fourni.",
  },
  joiner: ' ',
};
