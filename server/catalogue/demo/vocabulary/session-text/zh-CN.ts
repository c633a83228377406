import type { SessionText } from './types';

export const ZH_CN: SessionText = {
  titles: {
    talk: [
      '{subject}实战：从入门到生产',
      '深入浅出{subject}',
      '使用 {product} 构建可扩展的{subject}',
      '{subject}最佳实践与常见误区',
      '{product} 新功能速览：{subject}',
      '大规模{subject}的架构演进',
      '从零开始掌握{subject}',
      '{subject}在生产环境中的经验教训',
    ],
    lab: ['动手实验：使用 {product} 搭建{subject}', '实践工作坊：一步一步学习{subject}'],
    theater: ['20 分钟了解{subject}', '{product} 演示：{subject}'],
  },
  abstract: {
    opener: [
      '本场分享将介绍团队如何借助 {product} 稳定可靠地运行{subject}。',
      '{subject}正在改变企业交付软件的方式。',
      '许多团队在把{subject}从概念验证推向生产时遇到困难。',
    ],
    middle: [
      '我们将讲解参考架构，进行现场演示，并分享真正重要的指标。',
      '内容涵盖常见陷阱、设计权衡以及实用的工具。',
      '你将看到代码示例、架构图和真实的故障案例。',
      '我们还会从成本、性能和可维护性三个方面比较不同方案。',
    ],
    closer: ['会后你将带走一份可以马上使用的检查清单。', '最后十分钟为问答环节，欢迎带着问题来。', '适合已有一定基础、希望深入实践的开发者。'],
    lab: '请携带装有最新浏览器的笔记本电脑，我们会提供实验环境。',
  },
  joiner: '',
};
