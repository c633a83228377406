import type { LabelledValue } from '../../../../schemas/generated/labelled-value';
import type { DemoLanguage } from './languages';

/** A name in Latin script, with its native spelling where the culture writes names in another script. */
export type NamePart = string | readonly [latin: string, native: string];

/** Where people come from, which shapes their names, region and the language they may present in. */
export interface Culture {
  id: string;
  /** Besides English, the language a speaker of this culture may give sessions in. */
  language: DemoLanguage;
  firstNames: readonly NamePart[];
  lastNames: readonly NamePart[];
  /** How a native-script name is written: family name first, with or without a space. */
  nativeSeparator?: string;
  regions: readonly string[];
  /** Shares among attendees and among speakers. */
  weights: { attendees: number; speakers: number };
}

export const REGIONS: readonly LabelledValue[] = [
  { logicalValue: 'north-america', displayValue: 'North America' },
  { logicalValue: 'latin-america', displayValue: 'Latin America' },
  { logicalValue: 'europe', displayValue: 'Europe' },
  { logicalValue: 'middle-east-africa', displayValue: 'Middle East and Africa' },
  { logicalValue: 'asia-pacific', displayValue: 'Asia Pacific' },
  { logicalValue: 'greater-china', displayValue: 'Greater China' },
  { logicalValue: 'japan', displayValue: 'Japan' },
];

export const CULTURES: readonly Culture[] = [
  {
    id: 'english',
    language: 'en-US',
    firstNames: ['James', 'Mary', 'Olivia', 'Liam', 'Noah', 'Emma', 'Ava', 'Ethan', 'Sophia', 'Lucas', 'Mia', 'Benjamin', 'Harper', 'Elijah', 'Amelia', 'Daniel', 'Grace', 'Samuel', 'Chloe', 'Henry', 'Madison', 'Owen', 'Riley', 'Caleb', 'Zoe', 'Nathan', 'Hannah', 'Isaac', 'Leah', 'Ryan'],
    lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill'],
    regions: ['north-america', 'north-america', 'north-america', 'europe'],
    weights: { attendees: 40, speakers: 40 },
  },
  {
    id: 'chinese',
    language: 'zh-CN',
    firstNames: [['Wei', '伟'], ['Fang', '芳'], ['Jing', '静'], ['Lei', '磊'], ['Min', '敏'], ['Yan', '艳'], ['Jun', '军'], ['Hui', '慧'], ['Xin', '欣'], ['Tao', '涛'], ['Ying', '颖'], ['Hao', '浩'], ['Yu', '宇'], ['Lin', '琳'], ['Qiang', '强']],
    lastNames: [['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Huang', '黄'], ['Zhao', '赵'], ['Wu', '吴'], ['Zhou', '周'], ['Xu', '徐'], ['Sun', '孙']],
    nativeSeparator: '',
    regions: ['greater-china', 'greater-china', 'asia-pacific', 'north-america'],
    weights: { attendees: 10, speakers: 10 },
  },
  {
    id: 'japanese',
    language: 'ja-JP',
    firstNames: [['Haruto', '陽翔'], ['Yui', '結衣'], ['Sota', '蒼太'], ['Hina', '陽菜'], ['Ren', '蓮'], ['Aoi', '葵'], ['Yuto', '悠斗'], ['Sakura', 'さくら'], ['Kenji', '健二'], ['Yuki', '由紀'], ['Takumi', '拓海'], ['Mei', '芽衣']],
    lastNames: [['Sato', '佐藤'], ['Suzuki', '鈴木'], ['Takahashi', '高橋'], ['Tanaka', '田中'], ['Watanabe', '渡辺'], ['Ito', '伊藤'], ['Yamamoto', '山本'], ['Nakamura', '中村'], ['Kobayashi', '小林'], ['Kato', '加藤'], ['Yoshida', '吉田'], ['Yamada', '山田']],
    nativeSeparator: ' ',
    regions: ['japan', 'japan', 'japan', 'asia-pacific'],
    weights: { attendees: 9, speakers: 10 },
  },
  {
    id: 'spanish',
    language: 'es-ES',
    firstNames: ['Sofía', 'Mateo', 'Lucía', 'Santiago', 'Valentina', 'Diego', 'Camila', 'Javier', 'Isabel', 'Carlos', 'Elena', 'Pablo', 'Martina', 'Alejandro', 'Daniela'],
    lastNames: ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Morales', 'Ortiz', 'Castillo', 'Romero'],
    regions: ['latin-america', 'latin-america', 'europe', 'north-america'],
    weights: { attendees: 10, speakers: 10 },
  },
  {
    id: 'german',
    language: 'de-DE',
    firstNames: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Laura', 'Maximilian', 'Sophie', 'Paul', 'Marie', 'Jan', 'Katharina', 'Tobias', 'Julia', 'Niklas'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Wolf', 'Schröder', 'Neumann'],
    regions: ['europe'],
    weights: { attendees: 9, speakers: 10 },
  },
  {
    id: 'french',
    language: 'fr-FR',
    firstNames: ['Louis', 'Camille', 'Hugo', 'Léa', 'Jules', 'Chloé', 'Arthur', 'Manon', 'Gabriel', 'Inès', 'Théo', 'Juliette', 'Mathis', 'Élise', 'Raphaël'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garnier'],
    regions: ['europe', 'europe', 'north-america'],
    weights: { attendees: 8, speakers: 10 },
  },
  {
    id: 'indian',
    language: 'en-US',
    firstNames: ['Priya', 'Arjun', 'Ananya', 'Rahul', 'Kavya', 'Vikram', 'Meera', 'Rohan', 'Aditi', 'Sanjay', 'Neha', 'Karthik'],
    lastNames: ['Patel', 'Sharma', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Singh', 'Rao', 'Menon', 'Kapoor', 'Joshi', 'Desai'],
    regions: ['asia-pacific', 'asia-pacific', 'north-america', 'europe'],
    weights: { attendees: 7, speakers: 5 },
  },
  {
    id: 'korean',
    language: 'en-US',
    firstNames: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Su-bin', 'Ye-jin', 'Hyun-woo', 'Ji-woo', 'Seung-min'],
    lastNames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
    regions: ['asia-pacific'],
    weights: { attendees: 4, speakers: 3 },
  },
  {
    id: 'west-african',
    language: 'en-US',
    firstNames: ['Kwame', 'Amara', 'Chinedu', 'Ama', 'Kofi', 'Ngozi', 'Tunde', 'Efua', 'Yaw', 'Adaeze', 'Femi', 'Abena'],
    lastNames: ['Mensah', 'Okafor', 'Adeyemi', 'Boateng', 'Owusu', 'Eze', 'Asante', 'Nwosu', 'Appiah', 'Balogun', 'Okonkwo', 'Darko'],
    regions: ['middle-east-africa', 'middle-east-africa', 'europe'],
    weights: { attendees: 3, speakers: 2 },
  },
];

export const JOB_TITLES: readonly string[] = [
  'Principal Engineer', 'Senior Software Engineer', 'Software Engineer', 'Cloud Architect', 'Solutions Architect', 'Data Scientist',
  'Data Engineer', 'Engineering Manager', 'Product Manager', 'Developer Advocate', 'Chief Technology Officer', 'Security Researcher',
  'Site Reliability Engineer', 'Staff Engineer', 'VP of Engineering', 'Machine Learning Engineer', 'Frontend Engineer',
  'Database Administrator', 'IT Director', 'Technical Consultant', 'Program Manager', 'Platform Engineer', 'DevOps Engineer',
  'UX Designer', 'Mobile Developer', 'Head of Data', 'Security Engineer', 'Research Scientist',
];

/** Employers that are not in the company catalogue. */
export const OTHER_ORGANIZATIONS: readonly string[] = [
  'University of Lakeside', 'Northgate Institute of Technology', 'City of Riverton', 'Harborview Hospital', 'Pinecrest Bank',
  'Meadowbrook Insurance', 'Summit Retail Group', 'Open Source Collective', 'Independent consultant', 'Greenfield Energy',
  'Coastal Airlines', 'Metro Transit Authority', 'Valley Credit Union', 'Brightwater Media', 'Sunrise Telecom', 'Ironwood Manufacturing',
];

export const AUDIENCES: readonly string[] = [
  'Developers', 'IT Professionals', 'Architects', 'Data Professionals', 'Security Professionals', 'Business Decision Makers', 'Students',
];
