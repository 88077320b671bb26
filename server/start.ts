/** `npm start`: the browser app built if its sources changed, then the server. */
import { resolve } from 'node:path';
import { buildIfChanged } from './web-build';

const root = resolve(import.meta.dirname, '..');
if (!buildIfChanged(root)) console.log('Aplicação web sem mudanças desde o último build.');
await import('./main');
