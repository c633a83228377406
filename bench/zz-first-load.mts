import { benchFirstLoad } from './first-load.ts';
const r = await benchFirstLoad(3291, '/en-us/home');
console.log(`home first load ${r.gzipKiB.toFixed(2)} KiB = ${((r.gzipKiB * 1024) / 1000).toFixed(2)} kB, ${r.scripts} scripts, editor: ${r.editorCode.join(',') || 'none'}`);
process.exit(0);
