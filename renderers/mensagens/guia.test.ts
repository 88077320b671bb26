import { describe, expect, it } from 'vitest';
import { ancora, guiaDoUsuario, trechos } from './guia';

const README = `# RH
Introdução.

## Começar
\`\`\`
npm start
\`\`\`

## Página inicial: caixas de mensagens e notícias
A página inicial diz ao usuário
o que fazer hoje.

- **Notícias**: o sino
  conta as não lidas.
- Caixas

### Detalhe
| Campo | Valor |
|---|---|
| a | b |

## Configuração (variáveis de ambiente, todas opcionais)
Só para quem instala.
`;

describe('guia do usuário a partir do README', () => {
  it('guarda as seções do produto e deixa as de quem instala e desenvolve', () => {
    const secoes = guiaDoUsuario(README);
    expect(secoes.map((s) => s.titulo)).toEqual(['Página inicial: caixas de mensagens e notícias']);
    expect(secoes[0]!.ancora).toBe('pagina-inicial-caixas-de-mensagens-e-noticias');
    expect(secoes[0]!.blocos).toEqual([
      { tipo: 'paragrafo', texto: 'A página inicial diz ao usuário o que fazer hoje.' },
      { tipo: 'lista', itens: ['**Notícias**: o sino conta as não lidas.', 'Caixas'] },
      { tipo: 'titulo', nivel: 3, texto: 'Detalhe', ancora: 'detalhe' },
      { tipo: 'tabela', linhas: [['Campo', 'Valor'], ['a', 'b']] },
    ]);
  });

  it('lê negrito, código e links de uma linha', () => {
    expect(trechos('O **sino** abre `GET /api/noticias` e [o backup](/utilitario/backup).')).toEqual([
      { tipo: 'texto', texto: 'O ' },
      { tipo: 'negrito', texto: 'sino' },
      { tipo: 'texto', texto: ' abre ' },
      { tipo: 'codigo', texto: 'GET /api/noticias' },
      { tipo: 'texto', texto: ' e ' },
      { tipo: 'link', texto: 'o backup', href: '/utilitario/backup' },
      { tipo: 'texto', texto: '.' },
    ]);
    expect(ancora('SST: saúde (ASO)')).toBe('sst-saude-aso');
  });
});
