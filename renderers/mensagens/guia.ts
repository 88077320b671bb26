/**
 * The user guide the side navigation's "Central de ajuda" opens when the installation configures
 * no external help address: the README's sections about the product, read as the markdown they
 * are written in (headings, paragraphs, lists, tables, **bold**, `code`), without the ones about
 * running and building it. One text for both: the README.
 */

/** The README's sections for who runs or develops the app, not for who uses it. */
const SECOES_TECNICAS = ['Começar', 'Como é feito', 'Segurança', 'Configuração', 'Outros comandos'];

export type Bloco = { tipo: 'titulo'; nivel: 2 | 3; texto: string; ancora: string } | { tipo: 'paragrafo'; texto: string } | { tipo: 'lista'; itens: string[] } | { tipo: 'tabela'; linhas: string[][] };

export interface Secao {
  titulo: string;
  ancora: string;
  blocos: Bloco[];
}

/** "SST: saúde (profissionais, exames, ASO e prontuário)" → "sst-saude-profissionais-exames-aso-e-prontuario". */
export const ancora = (titulo: string): string =>
  titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const tecnica = (titulo: string) => SECOES_TECNICAS.some((nome) => titulo === nome || titulo.startsWith(`${nome} `));

function blocos(linhas: string[]): Bloco[] {
  const saida: Bloco[] = [];
  let paragrafo: string[] = [];
  let lista: string[] | undefined;
  let tabela: string[][] | undefined;
  let codigo = false;
  const fechar = () => {
    if (paragrafo.length) saida.push({ tipo: 'paragrafo', texto: paragrafo.join(' ') });
    if (lista) saida.push({ tipo: 'lista', itens: lista });
    if (tabela) saida.push({ tipo: 'tabela', linhas: tabela });
    paragrafo = [];
    lista = undefined;
    tabela = undefined;
  };
  for (const linha of linhas) {
    // Commands and code samples are for developers: left out of the guide.
    if (linha.startsWith('```')) {
      fechar();
      codigo = !codigo;
      continue;
    }
    if (codigo) continue;
    const titulo = /^###\s+(.*)$/.exec(linha);
    if (titulo) {
      fechar();
      saida.push({ tipo: 'titulo', nivel: 3, texto: titulo[1]!, ancora: ancora(titulo[1]!) });
    } else if (linha.startsWith('|')) {
      if (!tabela) fechar();
      // The separator row (|---|---|) only marks the header.
      if (!/^\|[\s:|-]+\|?$/.test(linha)) (tabela ??= []).push(linha.replace(/^\||\|$/g, '').split('|').map((celula) => celula.trim()));
    } else if (/^\s*[-*]\s+/.test(linha)) {
      if (!lista) fechar();
      (lista ??= []).push(linha.replace(/^\s*[-*]\s+/, ''));
    } else if (!linha.trim()) {
      fechar();
    } else if (lista && /^\s+/.test(linha)) {
      // A list item's continuation line.
      lista[lista.length - 1] += ` ${linha.trim()}`;
    } else {
      if (lista || tabela) fechar();
      paragrafo.push(linha.trim());
    }
  }
  fechar();
  return saida;
}

/** The guide's sections, in the README's order. */
export function guiaDoUsuario(readme: string): Secao[] {
  const secoes: Secao[] = [];
  let atual: { titulo: string; linhas: string[] } | undefined;
  const guardar = () => {
    if (atual && !tecnica(atual.titulo)) secoes.push({ titulo: atual.titulo, ancora: ancora(atual.titulo), blocos: blocos(atual.linhas) });
  };
  for (const linha of readme.split(/\r?\n/)) {
    const titulo = /^##\s+(.*)$/.exec(linha);
    if (titulo) {
      guardar();
      atual = { titulo: titulo[1]!.trim(), linhas: [] };
    } else atual?.linhas.push(linha);
  }
  guardar();
  return secoes;
}

export type Trecho = { tipo: 'texto' | 'negrito' | 'codigo'; texto: string } | { tipo: 'link'; texto: string; href: string };

/** A line's **bold**, `code` and [links](...), in order. */
export function trechos(texto: string): Trecho[] {
  const saida: Trecho[] = [];
  const padrao = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)]+)\)/g;
  let desde = 0;
  for (const achado of texto.matchAll(padrao)) {
    if (achado.index > desde) saida.push({ tipo: 'texto', texto: texto.slice(desde, achado.index) });
    if (achado[1] !== undefined) saida.push({ tipo: 'negrito', texto: achado[1] });
    else if (achado[2] !== undefined) saida.push({ tipo: 'codigo', texto: achado[2] });
    else saida.push({ tipo: 'link', texto: achado[3]!, href: achado[4]! });
    desde = achado.index + achado[0].length;
  }
  if (desde < texto.length) saida.push({ tipo: 'texto', texto: texto.slice(desde) });
  return saida;
}
