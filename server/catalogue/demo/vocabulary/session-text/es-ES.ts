import type { SessionText } from './types';

export const ES_ES: SessionText = {
  titles: {
    talk: [
      'Domina {subject} con {product}',
      '{subject} en producción: lecciones aprendidas',
      'Novedades de {product} para {subject}',
      'Cómo escalar {subject} sin perder el control',
      'Buenas prácticas para {subject}',
      '{subject} paso a paso: del prototipo a producción',
      'Errores comunes con {subject} y cómo evitarlos',
      'Moderniza {subject} con {product}',
    ],
    lab: ['Taller práctico: {subject} con {product}', 'Laboratorio: {subject} paso a paso'],
    theater: ['{subject} en 20 minutos', 'Demostración: {subject} con {product}'],
  },
  abstract: {
    opener: [
      'En esta sesión verás cómo los equipos usan {product} para operar {subject} con fiabilidad.',
      '{subject} está cambiando la forma en que las empresas entregan software.',
      'Muchos equipos tienen dificultades para llevar {subject} de la prueba de concepto a producción.',
    ],
    middle: [
      'Recorreremos una arquitectura de referencia, con demostraciones en directo y las métricas que realmente importan.',
      'Hablaremos de errores habituales, decisiones de diseño y las herramientas que ayudan.',
      'Habrá código, diagramas de arquitectura e incidentes reales.',
      'Compararemos enfoques según su coste, rendimiento y facilidad de mantenimiento.',
    ],
    closer: [
      'Te llevarás una lista de comprobación que podrás aplicar el lunes.',
      'Los últimos diez minutos están reservados para preguntas.',
      'Recomendado para quienes ya conocen los fundamentos y quieren ir más allá.',
    ],
    lab: 'Trae un portátil con un navegador actualizado; nosotros proporcionamos el entorno del laboratorio.',
  },
  joiner: ' ',
};
