import type { Localized } from './languages';

/** A branch of the topic tree: its track and the (fictional) products sessions under it demo. */
export interface TopicGroup {
  name: string;
  track: string;
  products: readonly string[];
}

/** A leaf of the topic tree ('|' joins the levels) and how titles name it in each language. */
export interface Topic {
  path: string;
  subject: Localized;
}

export const TOPIC_GROUPS: readonly TopicGroup[] = [
  { name: 'Cloud', track: 'Cloud & Infrastructure', products: ['Nimbus Kubernetes Service', 'Nimbus Functions', 'Stratus Deploy'] },
  { name: 'Data', track: 'Data & Analytics', products: ['Ledger SQL', 'Orbit Document DB', 'Current Streams', 'Quarry Warehouse'] },
  { name: 'AI', track: 'AI & Machine Learning', products: ['Lumen AI Studio', 'Lumen Agents', 'Lumen Vision'] },
  { name: 'Security', track: 'Security', products: ['Sentinel Identity', 'Sentinel Shield', 'Provenance Scan'] },
  { name: 'Developer tools', track: 'Developer Experience', products: ['Forge CI', 'Lens Observability', 'Anvil Test Cloud'] },
  { name: 'Web and mobile', track: 'Apps', products: ['Canvas UI Kit', 'Pocket SDK'] },
  { name: 'Business', track: 'Business & Leadership', products: ['Compass Insights', 'Keystone ERP'] },
];

const topic = (path: string, subject: Localized): Topic => ({ path, subject });

// Spanish and French subjects carry their article so templates can start a title with them; German and English need none.
export const TOPICS: readonly Topic[] = [
  topic('Cloud|Containers|Kubernetes', { 'en-US': 'Kubernetes clusters', 'zh-CN': 'Kubernetes 集群', 'ja-JP': 'Kubernetes クラスター', 'es-ES': 'los clústeres de Kubernetes', 'de-DE': 'Kubernetes-Cluster', 'fr-FR': 'les clusters Kubernetes' }),
  topic('Cloud|Containers|Service mesh', { 'en-US': 'service meshes', 'zh-CN': '服务网格', 'ja-JP': 'サービスメッシュ', 'es-ES': 'las mallas de servicios', 'de-DE': 'Service Meshes', 'fr-FR': 'les maillages de services' }),
  topic('Cloud|Serverless', { 'en-US': 'serverless functions', 'zh-CN': '无服务器函数', 'ja-JP': 'サーバーレス関数', 'es-ES': 'las funciones sin servidor', 'de-DE': 'Serverless-Funktionen', 'fr-FR': 'les fonctions serverless' }),
  topic('Cloud|Infrastructure as code', { 'en-US': 'infrastructure as code', 'zh-CN': '基础设施即代码', 'ja-JP': 'Infrastructure as Code', 'es-ES': 'la infraestructura como código', 'de-DE': 'Infrastructure as Code', 'fr-FR': "l'infrastructure as code" }),
  topic('Cloud|Cost management', { 'en-US': 'cloud cost management', 'zh-CN': '云成本管理', 'ja-JP': 'クラウドのコスト管理', 'es-ES': 'la gestión de costes en la nube', 'de-DE': 'Cloud-Kostenmanagement', 'fr-FR': 'la gestion des coûts du cloud' }),
  topic('Data|Databases|Relational', { 'en-US': 'relational databases', 'zh-CN': '关系型数据库', 'ja-JP': 'リレーショナルデータベース', 'es-ES': 'las bases de datos relacionales', 'de-DE': 'relationale Datenbanken', 'fr-FR': 'les bases de données relationnelles' }),
  topic('Data|Databases|NoSQL', { 'en-US': 'NoSQL databases', 'zh-CN': 'NoSQL 数据库', 'ja-JP': 'NoSQL データベース', 'es-ES': 'las bases de datos NoSQL', 'de-DE': 'NoSQL-Datenbanken', 'fr-FR': 'les bases de données NoSQL' }),
  topic('Data|Analytics|Streaming', { 'en-US': 'real-time streaming', 'zh-CN': '实时流处理', 'ja-JP': 'リアルタイムストリーミング', 'es-ES': 'el streaming en tiempo real', 'de-DE': 'Echtzeit-Streaming', 'fr-FR': 'le streaming en temps réel' }),
  topic('Data|Analytics|Data warehousing', { 'en-US': 'data warehouses', 'zh-CN': '数据仓库', 'ja-JP': 'データウェアハウス', 'es-ES': 'los almacenes de datos', 'de-DE': 'Data Warehouses', 'fr-FR': 'les entrepôts de données' }),
  topic('Data|Governance', { 'en-US': 'data governance', 'zh-CN': '数据治理', 'ja-JP': 'データガバナンス', 'es-ES': 'la gobernanza de datos', 'de-DE': 'Data Governance', 'fr-FR': 'la gouvernance des données' }),
  topic('AI|Machine learning|MLOps', { 'en-US': 'MLOps pipelines', 'zh-CN': 'MLOps 流水线', 'ja-JP': 'MLOps パイプライン', 'es-ES': 'las canalizaciones de MLOps', 'de-DE': 'MLOps-Pipelines', 'fr-FR': 'les pipelines MLOps' }),
  topic('AI|Machine learning|Computer vision', { 'en-US': 'computer vision', 'zh-CN': '计算机视觉', 'ja-JP': 'コンピュータービジョン', 'es-ES': 'la visión artificial', 'de-DE': 'Computer Vision', 'fr-FR': 'la vision par ordinateur' }),
  topic('AI|Generative AI|Agents', { 'en-US': 'AI agents', 'zh-CN': 'AI 智能体', 'ja-JP': 'AI エージェント', 'es-ES': 'los agentes de IA', 'de-DE': 'KI-Agenten', 'fr-FR': 'les agents IA' }),
  topic('AI|Generative AI|Retrieval-augmented generation', { 'en-US': 'retrieval-augmented generation', 'zh-CN': '检索增强生成', 'ja-JP': '検索拡張生成 (RAG)', 'es-ES': 'la generación aumentada por recuperación', 'de-DE': 'Retrieval-Augmented Generation', 'fr-FR': 'la génération augmentée par récupération' }),
  topic('AI|Responsible AI', { 'en-US': 'responsible AI', 'zh-CN': '负责任的 AI', 'ja-JP': '責任ある AI', 'es-ES': 'la IA responsable', 'de-DE': 'verantwortungsvolle KI', 'fr-FR': "l'IA responsable" }),
  topic('Security|Identity', { 'en-US': 'identity and access management', 'zh-CN': '身份与访问管理', 'ja-JP': 'ID とアクセスの管理', 'es-ES': 'la gestión de identidades y accesos', 'de-DE': 'Identitäts- und Zugriffsverwaltung', 'fr-FR': 'la gestion des identités et des accès' }),
  topic('Security|Zero trust', { 'en-US': 'zero trust networks', 'zh-CN': '零信任网络', 'ja-JP': 'ゼロトラストネットワーク', 'es-ES': 'las redes de confianza cero', 'de-DE': 'Zero-Trust-Netzwerke', 'fr-FR': 'les réseaux zero trust' }),
  topic('Security|Supply chain', { 'en-US': 'software supply chain security', 'zh-CN': '软件供应链安全', 'ja-JP': 'ソフトウェアサプライチェーンのセキュリティ', 'es-ES': 'la seguridad de la cadena de suministro de software', 'de-DE': 'Sicherheit der Software-Lieferkette', 'fr-FR': 'la sécurité de la chaîne logicielle' }),
  topic('Developer tools|Languages|TypeScript', { 'en-US': 'TypeScript', 'zh-CN': 'TypeScript', 'ja-JP': 'TypeScript', 'es-ES': 'TypeScript', 'de-DE': 'TypeScript', 'fr-FR': 'TypeScript' }),
  topic('Developer tools|Languages|Rust', { 'en-US': 'Rust', 'zh-CN': 'Rust', 'ja-JP': 'Rust', 'es-ES': 'Rust', 'de-DE': 'Rust', 'fr-FR': 'Rust' }),
  topic('Developer tools|DevOps|CI/CD', { 'en-US': 'CI/CD pipelines', 'zh-CN': 'CI/CD 流水线', 'ja-JP': 'CI/CD パイプライン', 'es-ES': 'las canalizaciones de CI/CD', 'de-DE': 'CI/CD-Pipelines', 'fr-FR': 'les pipelines CI/CD' }),
  topic('Developer tools|DevOps|Observability', { 'en-US': 'observability', 'zh-CN': '可观测性', 'ja-JP': 'オブザーバビリティ', 'es-ES': 'la observabilidad', 'de-DE': 'Observability', 'fr-FR': "l'observabilité" }),
  topic('Developer tools|Testing', { 'en-US': 'automated testing', 'zh-CN': '自动化测试', 'ja-JP': '自動テスト', 'es-ES': 'las pruebas automatizadas', 'de-DE': 'automatisierte Tests', 'fr-FR': 'les tests automatisés' }),
  topic('Web and mobile|Frontend', { 'en-US': 'modern web front ends', 'zh-CN': '现代 Web 前端', 'ja-JP': 'モダンな Web フロントエンド', 'es-ES': 'las interfaces web modernas', 'de-DE': 'moderne Web-Frontends', 'fr-FR': 'les interfaces web modernes' }),
  topic('Web and mobile|Mobile apps', { 'en-US': 'cross-platform mobile apps', 'zh-CN': '跨平台移动应用', 'ja-JP': 'クロスプラットフォームのモバイルアプリ', 'es-ES': 'las aplicaciones móviles multiplataforma', 'de-DE': 'plattformübergreifende Mobile-Apps', 'fr-FR': 'les applications mobiles multiplateformes' }),
  topic('Web and mobile|Accessibility', { 'en-US': 'accessible design', 'zh-CN': '无障碍设计', 'ja-JP': 'アクセシブルなデザイン', 'es-ES': 'el diseño accesible', 'de-DE': 'barrierefreies Design', 'fr-FR': 'la conception accessible' }),
  topic('Business|Leadership', { 'en-US': 'engineering leadership', 'zh-CN': '技术领导力', 'ja-JP': 'エンジニアリングリーダーシップ', 'es-ES': 'el liderazgo técnico', 'de-DE': 'technische Führung', 'fr-FR': 'le leadership technique' }),
  topic('Business|Industry solutions|Healthcare', { 'en-US': 'healthcare platforms', 'zh-CN': '医疗健康平台', 'ja-JP': 'ヘルスケアプラットフォーム', 'es-ES': 'las plataformas sanitarias', 'de-DE': 'Plattformen für das Gesundheitswesen', 'fr-FR': 'les plateformes de santé' }),
  topic('Business|Industry solutions|Retail', { 'en-US': 'retail systems', 'zh-CN': '零售系统', 'ja-JP': '小売システム', 'es-ES': 'los sistemas para el comercio minorista', 'de-DE': 'Systeme für den Einzelhandel', 'fr-FR': 'les systèmes du commerce de détail' }),
];

/** The group a topic path belongs to (its first level). */
export function topicGroup(path: string): TopicGroup {
  const name = path.split('|')[0];
  const group = TOPIC_GROUPS.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`Topic ${path} is in no group`);
  return group;
}
