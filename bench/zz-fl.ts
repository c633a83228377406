import { benchFirstLoad } from './first-load';
import { chromium } from '@playwright/test';
const r = await benchFirstLoad(3291, '/en-us/home');
console.log(r.page, r.scripts, ((r.gzipKiB*1024)/1000).toFixed(1), 'kB', r.editorCode);
process.exit(0);
